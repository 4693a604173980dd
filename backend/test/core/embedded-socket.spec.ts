import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { EmbeddedDatabase } from '../../src/adapters/persistence/embedded/embedded-database.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * The embedded database serves all connections from one PGlite session. Each connection's
 * Parse..Sync exchange must run in one piece (embedded/atomic-query-queue.ts): otherwise another
 * connection's Parse replaces the unnamed statement between Parse and Bind, and after an error
 * PostgreSQL skips the others' messages until a Sync. Runs on the embedded database whatever
 * DATABASE_URL says.
 */
describe('the embedded database under concurrent parameterised queries and transactions', () => {
  let db: TestDatabase;
  let embedded: EmbeddedDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase('');
    embedded = EmbeddedDatabase.forDataDir(db.dataDir!);
    pool = new pg.Pool({ connectionString: await embedded.url(), max: 12 });
    await pool.query(`CREATE TABLE socket_check (id serial PRIMARY KEY, note text NOT NULL)`);
  });
  afterAll(async () => {
    await pool?.end();
    await embedded?.close();
    await db?.drop();
  });

  it('gives every query its own parameters and result, also beside transactions and failing queries', async () => {
    const work = Array.from({ length: 240 }, async (_, i) => {
      switch (i % 4) {
        case 0: {
          const id = randomUUID();
          const { rows } = await pool.query('SELECT $1::uuid AS id', [id]);
          return rows[0].id === id;
        }
        case 1: {
          const { rows } = await pool.query('SELECT $1::int + $2::int AS n', [i, 1]);
          return rows[0].n === i + 1;
        }
        case 2: {
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            const { rows } = await client.query('INSERT INTO socket_check (note) VALUES ($1) RETURNING note', [`row ${i}`]);
            await client.query('SELECT $1::text', ['inside']);
            await client.query('COMMIT');
            return rows[0].note === `row ${i}`;
          } finally {
            client.release();
          }
        }
        default: {
          // A query that fails: only its own caller sees the error.
          const failed = await pool.query('SELECT $1::int AS n', [`not a number ${i}`]).then(
            () => false,
            (e: { code?: string }) => e.code === '22P02',
          );
          return failed;
        }
      }
    });
    const results = await Promise.all(work);
    expect(results.filter((ok) => !ok)).toHaveLength(0);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM socket_check');
    expect(rows[0].n).toBe(60);
  });
});
