// Jest globalTeardown (backend and cli): drops the run's migrated templates (see database.ts): the
// PostgreSQL template database on DATABASE_URL's server and the embedded data directory.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export default async function globalTeardown() {
  const id = process.env.RENTALS_TEST_RUN_ID;
  if (!id || !/^[a-z0-9]+$/.test(id)) return;
  await rm(join(tmpdir(), `rentals-pglite-migrated-${id}`), { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    for (const name of [`rentals_tpl_${id}`, `rentals_tpl_${id}_build`]) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
