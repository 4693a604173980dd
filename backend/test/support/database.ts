import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A database of its own for one test run (one test file):
 * - DATABASE_URL set: `CREATE DATABASE rentals_test_<random>` on that server; `url` points at it.
 * - DATABASE_URL unset: an embedded database in a fresh temporary DATA_DIR (`dataDir`).
 * It is already migrated (a copy of the run's migrated template, see migratedTemplateName) unless
 * `{ migrated: false }` asks for an empty one (the migration specs). `drop()` removes it (close the
 * Nest application first).
 */
export type TestDatabase = {
  url?: string;
  dataDir?: string;
  /** The variables that point the backend at this database (DATABASE_URL or DATA_DIR). */
  env: Record<string, string>;
  drop(): Promise<void>;
};

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * An initialised, closed PGlite data directory shared by the test runs of this machine (built once;
 * initdb costs seconds and much memory, a copy takes milliseconds). Keyed by the PGlite version.
 */
async function embeddedTemplate(): Promise<string> {
  const pkg = JSON.parse(readFileSync(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')) as { version: string };
  const dir = join(tmpdir(), `rentals-pglite-template-${pkg.version}`);
  if (existsSync(join(dir, 'ready'))) return dir;
  const building = await mkdtemp(join(tmpdir(), 'rentals-pglite-template-build-'));
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const db = await PGlite.create({ dataDir: join(building, 'pgdata'), extensions: { btree_gist } });
    await db.close();
    await writeFile(join(building, 'ready'), new Date().toISOString());
    await rename(building, dir).catch(() => undefined); // another worker may have won the race
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  if (!existsSync(join(dir, 'ready'))) throw new Error(`could not prepare the embedded database template in ${dir}`);
  return dir;
}

/**
 * The run's id (test/support/global-setup.mjs sets it once per jest run): templates are keyed by it,
 * so two runs side by side never share or drop each other's. Unset (a script outside jest): no
 * template, every database is migrated by the application's own start.
 */
function runId(): string | undefined {
  const id = process.env.RENTALS_TEST_RUN_ID;
  return id && /^[a-z0-9]+$/.test(id) ? id : undefined;
}

/** The name of the run's migrated template database on a PostgreSQL server (dropped by global-teardown.mjs). */
export function migratedTemplateName(id: string): string {
  return `rentals_tpl_${id}`;
}

/**
 * Creates the run's template on `serverUrl` once (the first worker to ask builds it under an
 * advisory lock, the others wait and find it): an empty database migrated by the backend's own
 * start, then closed, so nothing is connected to it while it is copied.
 */
async function postgresTemplate(serverUrl: string, id: string): Promise<string> {
  const name = migratedTemplateName(id);
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    // Keyed by the template: the workers of this run wait for each other, another run does not.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_build`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const { DatabaseConnection } = await import('../../src/adapters/persistence/database-connection.js');
      const connection = await DatabaseConnection.open({ databaseUrl: withDatabase(serverUrl, building), dataDir: '' });
      await connection.close();
      // Renamed only once complete: a template that exists is a migrated one.
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await admin.end();
  }
}

/** `CREATE DATABASE name [TEMPLATE template]`, tried again while another copy of the same template holds it briefly. */
async function createDatabase(serverUrl: string, name: string, template: string | undefined): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
        return;
      } catch (e) {
        // 55006: "source database is being accessed by other users"
        if ((e as { code?: string }).code !== '55006' || attempt >= 50) throw e;
        await new Promise((r) => setTimeout(r, 100 * Math.min(attempt, 10)));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * The run's migrated embedded data directory (built once per run by the first worker that asks,
 * from the initdb template; a copy takes milliseconds where 17 migrations take seconds).
 */
async function embeddedMigratedTemplate(id: string): Promise<string> {
  const dir = join(tmpdir(), `rentals-pglite-migrated-${id}`);
  if (existsSync(join(dir, 'ready'))) return dir;
  const building = await mkdtemp(join(tmpdir(), 'rentals-pglite-migrated-build-'));
  try {
    await cp(join(await embeddedTemplate(), 'pgdata'), join(building, 'pgdata'), { recursive: true });
    const { DatabaseConnection } = await import('../../src/adapters/persistence/database-connection.js');
    const connection = await DatabaseConnection.open({ databaseUrl: undefined, dataDir: building });
    await connection.close();
    await writeFile(join(building, 'ready'), new Date().toISOString());
    await rename(building, dir).catch(() => undefined); // another worker may have won the race
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  if (!existsSync(join(dir, 'ready'))) throw new Error(`could not prepare the migrated embedded database template in ${dir}`);
  return dir;
}

export async function createTestDatabase(serverUrl: string | undefined = process.env.DATABASE_URL, options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const id = options.migrated === false ? undefined : runId();
  if (serverUrl) {
    const name = `rentals_test_${randomBytes(6).toString('hex')}`;
    await createDatabase(serverUrl, name, id ? await postgresTemplate(serverUrl, id) : undefined);
    const url = withDatabase(serverUrl, name);
    return {
      url,
      env: { DATABASE_URL: url },
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
        await client.connect();
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await client.end();
        }
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'rentals-test-'));
  await cp(join(id ? await embeddedMigratedTemplate(id) : await embeddedTemplate(), 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  return {
    dataDir,
    env: { DATA_DIR: dataDir },
    async drop() {
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Points process.env at the test database (DATABASE_URL or DATA_DIR, the other one removed) plus
 * `extra` variables, for a Nest module created afterwards. Returns a function that restores the
 * previous values.
 */
export function useTestEnv(db: TestDatabase, extra: Record<string, string | undefined> = {}): () => void {
  // The caps on pending bookings are off (0) unless a test sets them: tests book many times with one
  // e-mail address from one client. The National Bank is not read (NBG_RATES_INTERVAL_HOURS 0) unless a test asks.
  const vars: Record<string, string | undefined> = { DATABASE_URL: undefined, DATA_DIR: undefined, PENDING_PER_CONTACT: '0', PENDING_PER_IP: '0', NBG_RATES_INTERVAL_HOURS: '0', ...db.env, ...extra };
  const previous: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(vars)) {
    previous[name] = process.env[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
