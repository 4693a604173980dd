import { join } from 'node:path';
import pg from 'pg';
import { ROOT, runNode } from './run.js';

/**
 * Runs one SQL statement on the test's database: through pg on DATABASE_URL; on the embedded
 * database through the backend's own connection in a child process (run-sql.mjs), which hosts the
 * directory or joins its host's socket as the CLI does.
 */
export async function sql(env: Record<string, string>, text: string, params: unknown[] = []): Promise<unknown[]> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  }
  const r = await runNode(join(ROOT, 'cli/test/support/run-sql.mjs'), [JSON.stringify({ text, params })], env, 60_000);
  if (r.code !== 0) throw new Error(`sql failed (exit ${r.code}): ${r.stderr}`);
  return JSON.parse(r.stdout);
}
