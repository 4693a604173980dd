import { mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { DatabaseUnavailableError } from '../database-unavailable.error.js';
import { makeQueryQueueAtomic } from './atomic-query-queue.js';
import {
  createLock,
  isOwnLock,
  lockPath,
  markClosing,
  markReady,
  pidAlive,
  readLock,
  releaseOwnLock,
  removeStaleLock,
  sameMachine,
  type HostLock,
} from './host-lock.js';

type PGliteInstance = { close(): Promise<void> };
type SocketServer = {
  start(): Promise<void>;
  stop(): Promise<void>;
  getServerConn(): string;
  getStats(): { activeConnections: number; queuedQueries: number };
};

/** How long a closing host lets other processes' connections finish before it stops the socket. */
const DRAIN_MS = 5000;

export type DatabaseAddress = { host: string; port: number };

/** How long a lock may stay in state `starting` (first start of an empty directory included). */
const START_GRACE_MS = 60_000;
/** How long to wait for a host that is starting or briefly unreachable before giving up. */
const RESOLVE_TIMEOUT_MS = 45_000;
/**
 * A `ready` host that refuses connections for this long is considered gone: short when its process
 * is known dead or cannot be checked (another machine), long when the pid is alive (it may be busy;
 * or the pid was reused after a crash).
 */
const UNREACHABLE_GRACE_MS = 1_500;
const UNREACHABLE_LIVE_PID_GRACE_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function probe(address: DatabaseAddress, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: address.host, port: address.port });
    const done = (ok: boolean) => {
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The embedded PostgreSQL (PGlite) of one data directory, seen from this process.
 *
 * Exactly one process opens the directory and serves it over pglite-socket on 127.0.0.1; the lock
 * file says which one and on which port. Every connection (this process's own pool included)
 * goes through that socket with the ordinary `pg` driver and asks `address()` first: if nobody
 * hosts the database (no lock, or the lock's process is dead or no longer listening), this
 * process takes over and hosts it. See docs/persistence.md.
 */
export class EmbeddedDatabase {
  private static readonly instances = new Map<string, EmbeddedDatabase>();

  /** One instance per data directory and process. */
  static forDataDir(dataDir: string): EmbeddedDatabase {
    let db = EmbeddedDatabase.instances.get(dataDir);
    if (!db) {
      db = new EmbeddedDatabase(dataDir);
      EmbeddedDatabase.instances.set(dataDir, db);
    }
    return db;
  }

  private readonly logger = new Logger('EmbeddedDatabase');
  private readonly lockFile: string;
  private hosted: { db: PGliteInstance; server: SocketServer; address: DatabaseAddress } | null = null;
  private resolving: Promise<DatabaseAddress> | null = null;
  private closing: Promise<void> | null = null;
  private exitHook: (() => void) | null = null;

  private constructor(readonly dataDir: string) {
    this.lockFile = lockPath(dataDir);
  }

  /** True while this process hosts the database. */
  get isHost(): boolean {
    return this.hosted !== null;
  }

  /** Where to connect now; hosts the database in this process when nobody else does. */
  address(): Promise<DatabaseAddress> {
    if (this.hosted) return Promise.resolve(this.hosted.address);
    if (!this.resolving) {
      this.resolving = this.resolve().finally(() => {
        this.resolving = null;
      });
    }
    return this.resolving;
  }

  /** The connection URL for `pg` at the current address. */
  async url(): Promise<string> {
    const { host, port } = await this.address();
    return `postgres://postgres@${host}:${port}/postgres`;
  }

  private async resolve(): Promise<DatabaseAddress> {
    mkdirSync(this.dataDir, { recursive: true });
    const deadline = Date.now() + RESOLVE_TIMEOUT_MS;
    let unreachableSince: number | null = null;
    for (;;) {
      if (this.closing) throw new DatabaseUnavailableError('the embedded database is shutting down');
      if (this.hosted) return this.hosted.address;
      const lock = readLock(this.lockFile);
      if (!lock) {
        if (createLock(this.lockFile)) return this.host();
        continue; // another process created it just now
      }
      if (isOwnLock(lock)) {
        // Left by an earlier process with our pid (a container restarts as pid 1): stale.
        removeStaleLock(this.lockFile, lock);
        continue;
      }
      const alive = sameMachine(lock) ? pidAlive(lock.pid) : undefined;
      if (alive === false) {
        this.logger.log(`taking over the embedded database: the process ${lock.pid} that hosted it is gone`);
        removeStaleLock(this.lockFile, lock);
        continue;
      }
      if (lock.state === 'ready' && lock.host && lock.port) {
        const address = { host: lock.host, port: lock.port };
        if (await probe(address)) return address;
        unreachableSince ??= Date.now();
        const grace = alive ? UNREACHABLE_LIVE_PID_GRACE_MS : UNREACHABLE_GRACE_MS;
        if (Date.now() - unreachableSince > grace) {
          this.logger.log(`taking over the embedded database: nothing listens on ${lock.host}:${lock.port}`);
          removeStaleLock(this.lockFile, lock);
          unreachableSince = null;
          continue;
        }
      } else if (lock.state === 'starting' && this.startedLongAgo(lock)) {
        removeStaleLock(this.lockFile, lock);
        continue;
      } else if (lock.state === 'closing' && alive === undefined) {
        // A host on another machine sharing the folder: its pid cannot be checked here.
        unreachableSince ??= Date.now();
        if (Date.now() - unreachableSince > UNREACHABLE_LIVE_PID_GRACE_MS) {
          removeStaleLock(this.lockFile, lock);
          unreachableSince = null;
          continue;
        }
      }
      if (Date.now() > deadline) {
        throw new DatabaseUnavailableError(`the embedded database in ${this.dataDir} is held by process ${lock.pid}, which does not answer`);
      }
      await sleep(100);
    }
  }

  private startedLongAgo(lock: HostLock): boolean {
    const started = Date.parse(lock.startedAt);
    return !Number.isFinite(started) || Date.now() - started > START_GRACE_MS;
  }

  /** Opens the data directory and serves it; the lock is already ours. */
  private async host(): Promise<DatabaseAddress> {
    let db: PGliteInstance | undefined;
    let server: SocketServer | undefined;
    try {
      const { PGlite } = await import('@electric-sql/pglite');
      // btree_gist backs the exclusion constraint on holds: it must be loaded at every opening
      // (a data directory that uses it cannot be written without it).
      const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
      const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
      const pgdata = join(this.dataDir, 'pgdata');
      mkdirSync(pgdata, { recursive: true });
      const pglite = await PGlite.create({ dataDir: pgdata, extensions: { btree_gist } });
      db = pglite;
      server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 64 });
      makeQueryQueueAtomic(server);
      await server.start();
      const port = Number(server.getServerConn().split(':').pop());
      if (!Number.isInteger(port) || port <= 0) throw new Error(`unexpected socket address ${server.getServerConn()}`);
      const address = { host: '127.0.0.1', port };
      markReady(this.lockFile, address.host, address.port);
      this.hosted = { db, server, address };
      this.exitHook = () => releaseOwnLock(this.lockFile);
      process.once('exit', this.exitHook);
      this.logger.log(`embedded database ${this.dataDir} served on ${address.host}:${address.port}`);
      return address;
    } catch (e) {
      await server?.stop().catch(() => undefined);
      await db?.close().catch(() => undefined);
      releaseOwnLock(this.lockFile);
      throw e;
    }
  }

  /**
   * Stops hosting (if this process hosts): closes the socket (clients of other processes are
   * disconnected and take over on their next connection), closes PGlite and removes the lock.
   */
  close(): Promise<void> {
    this.closing ??= this.doClose().finally(() => {
      this.closing = null;
      EmbeddedDatabase.instances.delete(this.dataDir);
    });
    return this.closing;
  }

  private async doClose(): Promise<void> {
    await this.resolving?.catch(() => undefined);
    const hosted = this.hosted;
    if (!hosted) return;
    this.hosted = null;
    markClosing(this.lockFile); // others wait for the lock to go instead of taking over too early
    // This process's own pool is already closed: what is left belongs to other processes (say a
    // second `rentals` command). Let them finish their work instead of cutting them off mid-query.
    const drainUntil = Date.now() + DRAIN_MS;
    while (Date.now() < drainUntil) {
      const stats = hosted.server.getStats();
      if (stats.activeConnections === 0 && stats.queuedQueries === 0) break;
      await sleep(50);
    }
    try {
      await hosted.server.stop();
    } catch (e) {
      this.logger.warn(`closing the database socket failed: ${(e as Error).message}`);
    }
    try {
      await hosted.db.close();
    } finally {
      releaseOwnLock(this.lockFile);
      if (this.exitHook) process.removeListener('exit', this.exitHook);
      this.exitHook = null;
    }
  }
}
