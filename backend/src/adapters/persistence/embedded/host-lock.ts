import { closeSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
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
  /** `closing`: the host is shutting down and still has the directory open; wait for it. */
  state: 'starting' | 'ready' | 'closing';
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
    if (typeof lock.pid === 'number' && typeof lock.startedAt === 'string') return lock;
  } catch {
    // below
  }
  // A lock created but not yet written (or damaged): a starting host of unknown pid, as old as
  // the file; the caller declares it stale once the start-up grace period has passed.
  let modified = new Date(0);
  try {
    modified = statSync(path).mtime;
  } catch {
    return null;
  }
  return { pid: -1, hostname: '', state: 'starting', startedAt: modified.toISOString() };
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
  writeOwnLock(path, 'ready', host, port);
}

/** Marks this process's lock as closing (before the socket stops), if it is still ours. */
export function markClosing(path: string): void {
  const current = readLock(path);
  if (isOwnLock(current)) writeOwnLock(path, 'closing', current?.host, current?.port);
}

function writeOwnLock(path: string, state: HostLock['state'], host?: string, port?: number): void {
  const current = readLock(path);
  const lock: HostLock = { pid: process.pid, hostname: hostname(), state, host, port, startedAt: current?.startedAt ?? new Date().toISOString() };
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
