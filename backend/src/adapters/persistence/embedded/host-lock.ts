import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync, writeSync, linkSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * The lock file `DATA_DIR/db-host.lock` says which process hosts the embedded database and where
 * its pglite-socket listens. It is created with O_EXCL (only one process can create it), first in
 * state `starting`, then rewritten (write + rename, atomic) as `ready` with the address.
 */
export type HostLock = {
  pid: number;
  hostname: string;
  state: 'starting' | 'ready';
  host?: string;
  port?: number;
  startedAt: string;
};

export const LOCK_FILE_NAME = 'db-host.lock';

export function lockPath(dataDir: string): string {
  return join(dataDir, LOCK_FILE_NAME);
}

/** The lock's content; null when there is no lock (or it is unreadable: being written, or garbage). */
export function readLock(path: string): HostLock | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  try {
    const lock = JSON.parse(text) as HostLock;
    return typeof lock.pid === 'number' ? lock : { pid: -1, hostname: '', state: 'starting', startedAt: new Date(0).toISOString() };
  } catch {
    // A lock created but not yet written, or damaged: treated as a starting host of unknown
    // age; the caller declares it stale after the start-up grace period.
    return { pid: -1, hostname: '', state: 'starting', startedAt: new Date(0).toISOString() };
  }
}

/** Creates the lock for this process; false when another process holds it. */
export function createLock(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
  try {
    const lock: HostLock = { pid: process.pid, hostname: hostname(), state: 'starting', startedAt: new Date().toISOString() };
    writeSync(fd, JSON.stringify(lock));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Marks this process's lock ready with the socket address (atomic replace). */
export function markReady(path: string, host: string, port: number): void {
  const current = readLock(path);
  const lock: HostLock = { pid: process.pid, hostname: hostname(), state: 'ready', host, port, startedAt: current?.startedAt ?? new Date().toISOString() };
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(lock));
  renameSync(tmp, path);
}

export function isOwnLock(lock: HostLock | null): boolean {
  return lock !== null && lock.pid === process.pid && lock.hostname === hostname();
}

/** Removes the lock if it (still) belongs to this process. */
export function releaseOwnLock(path: string): void {
  if (!isOwnLock(readLock(path))) return;
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

/**
 * Removes a stale lock whose content was `stale`. The lock is first moved aside and checked, so a
 * process that replaced it meanwhile with a fresh lock gets it back.
 */
export function removeStaleLock(path: string, stale: HostLock): void {
  const aside = `${path}.${process.pid}.${Date.now()}.stale`;
  try {
    renameSync(path, aside);
  } catch {
    return; // someone else removed it
  }
  const moved = readLock(aside);
  const same = moved !== null && moved.pid === stale.pid && moved.startedAt === stale.startedAt && moved.state === stale.state;
  if (!same) {
    try {
      linkSync(aside, path); // put the fresh lock back unless yet another lock exists
    } catch {
      // a newer lock exists; leave it
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // ignore
  }
}

export function sameMachine(lock: HostLock): boolean {
  return lock.hostname === hostname();
}

/** True when a process with that id exists (on this machine). */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
