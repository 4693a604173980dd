// Opening the database (database-connection.ts) on a busy machine: a first connection that times out
// is tried again (the short timeout is for requests), a refused one fails at once. Against a real
// PostgreSQL behind a TCP relay that can hold connections without answering.
import { DatabaseConnection } from '../../src/adapters/persistence/database-connection.js';
import { DatabaseUnavailableError } from '../../src/adapters/persistence/database-unavailable.error.js';
import { TcpProxy } from '../api/helpers/tcp-proxy.js';
import { REAL_POSTGRES } from '../api/helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const run = REAL_POSTGRES ? describe : describe.skip;

run('opening the database', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  beforeAll(async () => {
    db = await createTestDatabase();
    const target = new URL(db.url!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.open();
  });
  afterAll(async () => {
    await proxy?.shut();
    await db?.drop();
  });

  it.each([1, 3])('tries again when the first %i connection(s) time out, then opens and answers', async (stalled) => {
    proxy.stall(stalled);
    const before = proxy.stalled;
    const connection = await DatabaseConnection.open({ databaseUrl: proxy.urlFor(db.url!), dataDir: '' });
    try {
      expect(proxy.stalled - before).toBe(stalled);
      expect(await connection.ping()).toBe(true);
    } finally {
      await connection.close();
    }
  }, 60_000);

  it('gives up after four timed-out tries, with the reason', async () => {
    proxy.stall(4);
    const before = proxy.stalled;
    const error = await DatabaseConnection.open({ databaseUrl: proxy.urlFor(db.url!), dataDir: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toMatch(/timeout/);
    expect(proxy.stalled - before).toBe(4);
  }, 60_000);

  it('fails at once when nothing listens (no tries again)', async () => {
    const closed = new TcpProxy('127.0.0.1', 1);
    await closed.open();
    const url = closed.urlFor(db.url!);
    await closed.shut();
    const started = Date.now();
    await expect(DatabaseConnection.open({ databaseUrl: url, dataDir: '' })).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
