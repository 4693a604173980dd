// Starts the real production server (node backend/dist/main.js) for browser tests, on a free port
// with a fresh database, and stops it afterwards.
//
// - DATABASE_URL set: a new database is created on that PostgreSQL server (CREATE DATABASE; in a run
//   of scripts/test.mjs a copy of the run's migrated template) and dropped on stop.
// - DATABASE_URL unset: the server runs on the embedded database in a temporary DATA_DIR, removed
//   on stop.
// - E2E_BASE_URL set (scripts/test.mjs starts one server for the whole run): that server is used and
//   stop() does nothing. E2E_ADMIN_TOKEN then carries its admin token.
// - E2E_STATIC=1 (development only, before the backend existed): a tiny static server for
//   frontend/dist that answers like the real one (shell with 200 for the SPA routes, 404 otherwise),
//   without any API.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabaseFrom, dropTemplate, migratedTemplate, testRunId } from '../../backend/test/support/template-database.mjs';
import { startStaticServer } from './static-server.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = join(ROOT, 'backend/dist/main.js');

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Migrates the database at `url` as the built server's start does. */
async function migrate(url) {
  const { DatabaseConnection } = await import(join(ROOT, 'backend/dist/adapters/persistence/database-connection.js'));
  await (await DatabaseConnection.open({ databaseUrl: url, dataDir: '' })).close();
}

/**
 * A new database on `databaseUrl`'s server. In a run of scripts/test.mjs (RENTALS_TEST_RUN_ID set) a
 * copy of the run's migrated template (made by the first server to start), so the server applies no
 * migration at its start; alone, an empty one that the server migrates.
 */
async function createDatabase(databaseUrl) {
  const { default: pg } = await import('pg');
  const name = `e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const id = testRunId();
  await createDatabaseFrom(databaseUrl, name, id ? await migratedTemplate(databaseUrl, id, migrate) : undefined);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Drops the run's migrated template (scripts/test.mjs, when the browser tests are done). */
export async function dropRunTemplate() {
  const id = testRunId();
  if (id && process.env.DATABASE_URL) await dropTemplate(process.env.DATABASE_URL, id);
}

/** The line a server prints once it listens, with the port it picked (PORT=0, backend/src/main.ts). */
const LISTENING = /The site is at http:\/\/localhost:(\d+)\//;

/**
 * Waits until the server has said which port it listens on and answers /api/health there; answers
 * its base URL. The server picks its port itself (PORT=0): a port chosen here and handed over would
 * be free only until someone else took it (another test's server, say), and /api/health might then
 * answer from that other server.
 */
async function waitForHealth(child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no port yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode} before it was healthy:\n${output.join('')}`);
    }
    const port = LISTENING.exec(output.join(''))?.[1];
    if (!port) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return baseUrl;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = String(err?.cause?.code ?? err);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms (${last}):\n${output.join('')}`);
}

/**
 * `own: true` starts a server of its own even when the run shares one (E2E_BASE_URL), for tests that
 * need other settings (a development build of the site, for example).
 * @param {{ env?: Record<string,string>, timeoutMs?: number, own?: boolean }} [options]
 * @returns {Promise<{ baseUrl: string, adminToken: string, stop: () => Promise<void>, output: () => string }>}
 */
export async function startServer(options = {}) {
  if (process.env.E2E_BASE_URL && !options.own) {
    return {
      baseUrl: process.env.E2E_BASE_URL.replace(/\/$/, ''),
      adminToken: process.env.E2E_ADMIN_TOKEN ?? '',
      stop: async () => {},
      output: () => '',
    };
  }
  if (process.env.E2E_STATIC === '1') return startStaticServer();
  if (!existsSync(MAIN)) {
    throw new Error(`${MAIN} is missing: run \`npm run build\` (or node scripts/build-if-needed.mjs) first`);
  }

  const adminToken = `e2e-${randomBytes(12).toString('hex')}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    ADMIN_TOKEN: adminToken,
    RATE_LIMIT: '0',
    // The browser tests book many times from 127.0.0.1 with the same e-mail and phone, and open
    // booking pages often: these limits are tested by the API tests (a limit set to 0 is off).
    PENDING_PER_IP: '0',
    NBG_RATES_INTERVAL_HOURS: '0',
    PENDING_PER_CONTACT: '0',
    BOOKING_PAGE_RATE_LIMIT: '0',
    // Every page the tests open beacons its speed figures from 127.0.0.1 (e2e/vitals.test.mjs; the
    // limit itself: backend/test/api/vitals.spec.ts).
    VITALS_RATE_LIMIT: '0',
    // Stop at once when the tests are done (no load balancer to drain away from).
    SHUTDOWN_DELAY_S: '0',
    ...options.env,
  };
  let database = null;
  let dataDir = null;
  if (process.env.DATABASE_URL) {
    database = await createDatabase(process.env.DATABASE_URL);
    env.DATABASE_URL = database.url;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'rentals-e2e-'));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
  }

  const output = [];
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => output.push(d.toString()));
  child.stderr.on('data', (d) => output.push(d.toString()));

  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (database) await database.drop().catch((err) => console.warn(`could not drop the e2e database: ${err}`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  let baseUrl;
  try {
    baseUrl = await waitForHealth(child, output, options.timeoutMs ?? 60_000);
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return { baseUrl, adminToken, pid: child.pid, stop: cleanUp, output: () => output.join(''), databaseUrl: database?.url, dataDir };
}
