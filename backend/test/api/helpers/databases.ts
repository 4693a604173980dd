import pg from 'pg';

/** The PostgreSQL server of the run (only the outage tests need one of their own). */
export const SERVER_URL = process.env.DATABASE_URL ?? '';

/** Runs SQL on a database of the test server, outside the app (to close it to connections, for instance). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The database name in a postgres:// URL. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}
