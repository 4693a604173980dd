/**
 * Boots the backend's CoreModule (configuration, persistence, application services; no HTTP, no
 * scheduler) as a Nest application context, runs one piece of work and closes it. Loaded only by
 * the commands that need the database, so `quote`, `fleet` and `--help` never load Nest.
 *
 * Nest's logger is off: stdout carries only the command's output (`--json` prints one document).
 */
import { connect } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { CliError, EXIT, describeDatabase, isConnectionProblem } from './errors.js';
import { io } from './io.js';

/** How long the database server may take to accept a TCP connection before we give up. */
const CONNECT_TIMEOUT_MS = 3000;
/** How long booting the context (connecting, migrations, embedded start) may take. */
const bootTimeoutMs = (): number => Number(process.env.RENTALS_BOOT_TIMEOUT_MS) || 20_000;

function unreachable(reason: string): CliError {
  return new CliError(
    `cannot reach ${describeDatabase()} (${reason}). Check DATABASE_URL (or DATA_DIR) and that the database is running.`,
    EXIT.database,
  );
}

/**
 * With DATABASE_URL set, checks within a few seconds that its server accepts connections, so a
 * closed port or a dead host fails fast instead of waiting on the driver's retries.
 */
async function checkReachable(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '') || 'localhost';
  const port = Number(url.port || 5432);
  await new Promise<void>((resolve, reject) => {
    const socket = connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(unreachable(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`));
    }, CONNECT_TIMEOUT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.end();
      resolve();
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(unreachable(err.code ?? err.message));
    });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often a command is tried on the embedded database (see withCore). */
const EMBEDDED_ATTEMPTS = 6;

export type CoreOptions = {
  /** The work only reads: it may be run again after a lost connection. */
  readOnly?: boolean;
};

/**
 * Runs `work` with a booted CoreModule context and closes the context afterwards (also on failure).
 *
 * On the embedded database the process hosting it may be another short-lived `rentals` command
 * that ends while this one starts; its clients lose their connection and take over on the next
 * one. So there a start that loses its connection is tried again (nothing was done yet), and so is
 * read-only work; a change (confirm, cancel, expire, clear) is never repeated.
 */
export async function withCore<T>(work: (app: INestApplicationContext) => Promise<T>, options: CoreOptions = {}): Promise<T> {
  const { loadEnvFiles } = await import('@rentals/backend/config/load-env.js');
  const { AppConfig } = await import('@rentals/backend/config/app-config.js');
  loadEnvFiles();
  const config = AppConfig.fromEnv(process.env); // a ConfigError becomes exit 2 (errors.ts)
  if (config.databaseUrl) await checkReachable(config.databaseUrl);
  const attempts = config.databaseUrl ? 1 : EMBEDDED_ATTEMPTS;

  const { createCoreContext } = await import('@rentals/backend/core.module.js');
  const boot = () => withTimeout(createCoreContext({ logger: false }), bootTimeoutMs(), () => unreachable(`not ready within ${bootTimeoutMs() / 1000} s`));

  // Commands run in process (the tests, io.ts) keep a booted PostgreSQL context per environment
  // for the next command instead of closing it. Not the embedded database: a command there holds
  // the data directory only while it runs.
  const kept = io().contexts;
  if (kept && config.databaseUrl) {
    const key = JSON.stringify(Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b)));
    let booting = kept.get(key);
    if (!booting) {
      booting = boot();
      kept.set(key, booting);
      booting.catch(() => kept.delete(key));
    }
    return work(await booting);
  }

  for (let attempt = 1; ; attempt++) {
    let app: INestApplicationContext;
    try {
      app = await boot();
    } catch (err) {
      if (attempt < attempts && !(err instanceof CliError) && isConnectionProblem(err)) {
        await sleep(200 * attempt);
        continue;
      }
      throw err;
    }
    try {
      return await work(app);
    } catch (err) {
      if (options.readOnly && attempt < attempts && isConnectionProblem(err)) {
        await sleep(200 * attempt);
        continue;
      }
      throw err;
    } finally {
      await withTimeout(app.close(), 5000, () => new Error('closing the database connection took too long')).catch(() => undefined);
    }
  }
}
