import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { closeCliContexts } from './run.js';

/** The PostgreSQL server of DATABASE_URL, or undefined when it is unset (the suite is skipped). */
export const SERVER_URL = process.env.DATABASE_URL?.trim() || undefined;

/** Creates a fresh database on DATABASE_URL's server and returns its URL. */
export async function createDatabase(serverUrl: string): Promise<string> {
  const name = `cli_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database created by createDatabase (connections still open are ended, the in-process commands' closed first). */
export async function dropDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  await closeCliContexts(); // the in-process commands' connections to it (run.ts)
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own for one test file: a fresh one on DATABASE_URL's server when it is set,
 * else an embedded one in a temporary DATA_DIR. `env` points `rentals` at it; `drop()` removes it.
 */
export async function testDatabaseEnv(prefix: string): Promise<{ env: Record<string, string>; databaseUrl?: string; drop(): Promise<void> }> {
  if (SERVER_URL) {
    const databaseUrl = await createDatabase(SERVER_URL);
    return { env: { DATABASE_URL: databaseUrl }, databaseUrl, drop: () => dropDatabase(SERVER_URL!, databaseUrl) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}
