import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createLock,
  lockPath,
  markClosing,
  markReady,
  pidAlive,
  readLock,
  releaseOwnLock,
  removeStaleLock,
} from '../../src/adapters/persistence/embedded/host-lock.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rentals-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded database lock file', () => {
  it('is created by one process only, then marked ready, closing, and released', () => {
    const path = lockPath(dir);
    expect(createLock(path)).toBe(true);
    expect(createLock(path)).toBe(false);
    expect(readLock(path)).toMatchObject({ pid: process.pid, state: 'starting' });
    markReady(path, '127.0.0.1', 45555);
    expect(readLock(path)).toMatchObject({ pid: process.pid, state: 'ready', host: '127.0.0.1', port: 45555 });
    markClosing(path);
    expect(readLock(path)).toMatchObject({ state: 'closing', port: 45555 });
    releaseOwnLock(path);
    expect(readLock(path)).toBeNull();
  });

  it('reads a lock that is not yet written as a starting host as old as the file', () => {
    const path = lockPath(dir);
    writeFileSync(path, '');
    const lock = readLock(path)!;
    expect(lock).toMatchObject({ pid: -1, state: 'starting' });
    expect(Math.abs(Date.parse(lock.startedAt) - Date.now())).toBeLessThan(5000);
  });

  it('does not release or remove a lock that belongs to another process', () => {
    const path = lockPath(dir);
    const other = { pid: process.pid + 100000, hostname: 'elsewhere', state: 'ready', host: '127.0.0.1', port: 1, startedAt: new Date().toISOString() };
    writeFileSync(path, JSON.stringify(other));
    releaseOwnLock(path);
    expect(readLock(path)).toEqual(other);
    // A stale lock seen earlier with other content: the newer lock is put back.
    removeStaleLock(path, { ...other, pid: 4242, startedAt: new Date(0).toISOString() } as never);
    expect(readLock(path)).toEqual(other);
    removeStaleLock(path, other as never);
    expect(readLock(path)).toBeNull();
  });

  it('tells live from dead processes', () => {
    expect(pidAlive(process.pid)).toBe(true);
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    expect(pidAlive(Number(child.stdout))).toBe(false);
    expect(pidAlive(-1)).toBe(false);
  });
});
