import { createApp } from '../../src/app.module.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { SERVER_URL, databaseName, sql } from './helpers/databases.js';
import { TcpProxy } from './helpers/tcp-proxy.js';
import { ADMIN_TOKEN, REAL_POSTGRES, startTestApp, type TestApp } from './helpers/test-app.js';

// The outage tests cut a PostgreSQL server's connections; the embedded database has no such server.
const describeOnPostgres = REAL_POSTGRES ? describe : describe.skip;
if (!REAL_POSTGRES) console.log('database outage tests skipped: they need DATABASE_URL (a real PostgreSQL server)');

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('answers ok when the database is up', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describeOnPostgres('a database outage', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;
  const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

  beforeAll(async () => {
    db = await createTestDatabase();
    const target = new URL(db.url!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.open();
    t = await startTestApp({ DATABASE_URL: proxy.urlFor(db.url!) });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.shut();
    await db?.drop();
  });

  it('is a fast 503 with a JSON body, and the server recovers by itself', async () => {
    await t.http.get('/api/health').expect(200);
    await t.http.get('/api/ip/visits').set(auth).expect(200);

    await proxy.shut(); // port closed, pooled connections cut

    let started = Date.now();
    const health = await t.http.get('/api/health').expect(503);
    expect(health.body).toEqual({ status: 'error', database: 'down' });
    expect(Date.now() - started).toBeLessThan(5000);

    started = Date.now();
    const list = await t.http.get('/api/ip/visits').set(auth).expect(503);
    expect(list.body).toMatchObject({ statusCode: 503 });
    expect(typeof list.body.message).toBe('string');
    expect(JSON.stringify(list.body)).not.toMatch(/ECONNREFUSED|at .*\.js|127\.0\.0\.1/);
    expect(list.headers['retry-after']).toBeDefined();
    expect(Date.now() - started).toBeLessThan(5000);

    const booking = await t.http.post('/api/gclid/save').send({ deviceFingerprint: 'outage-device', gclid: 'x' }).expect(503);
    expect(booking.body.statusCode).toBe(503);

    // Pages still load while the database is down (the visit is simply not recorded).
    await t.http.get('/').set('Accept', 'text/html').expect(200);

    await proxy.open(); // same port again
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i++) {
      recovered = (await t.http.get('/api/health')).status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 100));
    }
    expect(recovered).toBe(true);
    await t.http.get('/api/ip/visits').set(auth).expect(200);
    await t.http.post('/api/gclid/save').send({ deviceFingerprint: 'outage-device', gclid: 'x' }).expect(201);
  });
});

describeOnPostgres('a database closed to connections (ALLOW_CONNECTIONS false)', () => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await startTestApp({ DATABASE_URL: db.url });
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('answers 503 while closed and 200 once it accepts connections again', async () => {
    const name = databaseName(db.url!);
    await t.http.get('/api/health').expect(200);
    await sql(SERVER_URL, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await sql(SERVER_URL, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    try {
      await t.http.get('/api/health').expect(503);
      await t.http.get('/api/fleet').expect(200); // the fleet needs no database
      const res = await t.http.get('/api/gclid/latest?deviceFingerprint=abc123').expect(503);
      expect(res.body.statusCode).toBe(503);
    } finally {
      await sql(SERVER_URL, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
    await t.http.get('/api/health').expect(200);
    await t.http.get('/api/gclid/latest?deviceFingerprint=abc123').expect(404);
  });
});

describe('starting with DATABASE_URL on a closed port', () => {
  it('fails fast with a one-line reason instead of hanging', async () => {
    const proxy = new TcpProxy('127.0.0.1', 1);
    await proxy.open();
    const port = proxy.port;
    await proxy.shut(); // a port that was just free: nothing listens there now
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/nothing`;
    const started = Date.now();
    try {
      await expect(createApp({ logger: false, requestLog: false })).rejects.toThrow(/database/i);
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
