// The jest run's migrated template database on a PostgreSQL server, shared by the backend tests
// (database.ts), the CLI tests (cli/test/support/postgres.ts) and the browser tests' servers
// (e2e/support/server.mjs, keyed by scripts/test.mjs's run id), each migrating with the
// application's own start (`migrate(url)`). Keyed by the run id of global-setup.mjs, dropped by
// global-teardown.mjs. Plain JavaScript: the CLI tests use the built backend, the backend tests
// the sources.
import pg from 'pg';

/** The run's id, or undefined outside a jest run with global-setup.mjs (then: no template). */
export function testRunId() {
  const id = process.env.RENTALS_TEST_RUN_ID;
  return id && /^[a-z0-9]+$/.test(id) ? id : undefined;
}

/** The name of the run's template database `id` (global-teardown.mjs drops it). */
export function templateName(id) {
  return `rentals_tpl_${id}`;
}

function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Creates the run's template on `serverUrl` once (the first worker to ask builds it under an
 * advisory lock, the others wait and find it): an empty database migrated by `migrate(url)`, then
 * closed, so nothing is connected to it while it is copied. Answers its name.
 */
export async function migratedTemplate(serverUrl, id, migrate) {
  const name = templateName(id);
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
      await migrate(withDatabase(serverUrl, building));
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
export async function createDatabaseFrom(serverUrl, name, template) {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
        return;
      } catch (e) {
        // 55006: "source database is being accessed by other users"
        if (e?.code !== '55006' || attempt >= 50) throw e;
        await new Promise((r) => setTimeout(r, 100 * Math.min(attempt, 10)));
      }
    }
  } finally {
    await admin.end();
  }
}

/** Drops the run's template `id` on `serverUrl` (and one left half-built). */
export async function dropTemplate(serverUrl, id) {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    for (const name of [templateName(id), `${templateName(id)}_build`]) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
