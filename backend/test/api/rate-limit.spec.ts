import { SubmissionRateLimiter } from '../../src/adapters/http/guards/submission-rate-limiter.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { validBooking } from './helpers/booking-body.js';
import { TcpProxy } from './helpers/tcp-proxy.js';
import { REAL_POSTGRES, startTestApp, type TestApp } from './helpers/test-app.js';

const click = { deviceFingerprint: 'rate-limit-device', gclid: 'rl' };

describe('RATE_LIMIT=3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT: '3', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t?.close());

  it('the fourth booking submission from one IP within a minute is a 429 with Retry-After', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.10' };
    for (let i = 0; i < 3; i++) await t.http.post('/api/bookings').set(ip).send(validBooking()).expect(201);
    const res = await t.http.post('/api/bookings').set(ip).send(validBooking()).expect(429);
    expect(res.body).toMatchObject({ statusCode: 429 });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is not affected; nor are other endpoints of the same client.
    await t.http.post('/api/bookings').set({ 'X-Forwarded-For': '203.0.113.11' }).send(validBooking()).expect(201);
    await t.http.post('/api/gclid/save').set(ip).send(click).expect(201);
  });

  it('invalid submissions count too (no free retries for garbage)', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.12' };
    for (let i = 0; i < 3; i++) await t.http.post('/api/bookings').set(ip).send({}).expect(400);
    await t.http.post('/api/bookings').set(ip).send(validBooking()).expect(429);
  });

  it('limits bot-check verification and click-id saves as well', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.13' };
    for (let i = 0; i < 3; i++) await t.http.post('/api/recaptcha/verify').set(ip).send({ token: 't', action: 'submit' }).expect(200);
    await t.http.post('/api/recaptcha/verify').set(ip).send({ token: 't', action: 'submit' }).expect(429);
    for (let i = 0; i < 3; i++) await t.http.post('/api/gclid/save').set(ip).send(click).expect(201);
    const res = await t.http.post('/api/gclid/save').set(ip).send(click).expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('reads, quotes and pages are never limited', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.14' };
    for (let i = 0; i < 6; i++) {
      await t.http.get('/api/fleet').set(ip).expect(200);
      await t.http.post('/api/pricing/quote').set(ip).send({ carType: 'Toyota 4Runner', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 3 }).expect(200);
    }
  });
});

describe('RATE_LIMIT=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT: '0' });
  });
  afterAll(() => t?.close());

  it('turns the limit off', async () => {
    for (let i = 0; i < 15; i++) await t.http.post('/api/gclid/save').send(click).expect(201);
    for (let i = 0; i < 12; i++) await t.http.post('/api/recaptcha/verify').send({ token: 't', action: 'submit' }).expect(200);
  });
});

describe('several server instances on one database', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    // Two servers, each with its own connection pool and limiter, as behind a load balancer.
    const env = { ...db.env, RATE_LIMIT: '3', TRUST_PROXY: 'loopback' };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  const onPostgres = REAL_POSTGRES ? it : it.skip;
  const onEmbedded = REAL_POSTGRES ? it.skip : it;

  onPostgres('share one RATE_LIMIT on PostgreSQL: the fourth submission from one IP is refused by either', async () => {
    expect(a.app.get(SubmissionRateLimiter).store).toBe('postgres');
    const ip = { 'X-Forwarded-For': '203.0.113.20' };
    await a.http.post('/api/bookings').set(ip).send(validBooking()).expect(201);
    await b.http.post('/api/bookings').set(ip).send(validBooking()).expect(201);
    const third = await a.http.post('/api/bookings').set(ip).send(validBooking()).expect(201);
    expect(third.headers['ratelimit-remaining']).toBe('0');
    const refused = await b.http.post('/api/bookings').set(ip).send(validBooking()).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: expect.stringMatching(/^Too many requests: at most 3 a minute\. Try again in \d+ seconds\.$/) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await a.http.post('/api/bookings').set(ip).send(validBooking()).expect(429);
    expect(await a.query(`SELECT count(*)::int AS n FROM bookings`)).toEqual([{ n: 3 }]);
    // The counter is one row in PostgreSQL, seen by both instances.
    const rows = await b.query<{ key: string; points: number }>(`SELECT key, points FROM rate_limits WHERE key LIKE '%203.0.113.20'`);
    expect(rows).toEqual([{ key: 'submissions:booking:203.0.113.20', points: 5 }]);
  });

  onPostgres('count concurrent submissions exactly: 10 at once across both instances let 3 through', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.21' };
    const click = { deviceFingerprint: 'shared-limit', gclid: 'x' };
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).http.post('/api/gclid/save').set(ip).send(click).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  onEmbedded('count in each process’s memory on the embedded database (documented in operations.md)', async () => {
    expect(a.app.get(SubmissionRateLimiter).store).toBe('memory');
    expect(await a.query(`SELECT count(*)::int AS n FROM rate_limits`)).toEqual([{ n: 0 }]);
  });
});

const withOwnPostgres = REAL_POSTGRES ? describe : describe.skip;

withOwnPostgres('when PostgreSQL is unreachable', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    const target = new URL(db.url!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.open();
    t = await startTestApp({ DATABASE_URL: proxy.urlFor(db.url!), RATE_LIMIT: '2', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await proxy?.shut();
    await db?.drop();
  });

  it('the limit is still applied, counted in memory, and never turns into a 500', async () => {
    await proxy.shut();
    const ip = { 'X-Forwarded-For': '203.0.113.30' };
    const verify = () => t.http.post('/api/recaptcha/verify').set(ip).send({ token: 't', action: 'submit' });
    expect((await verify()).status).toBe(200);
    expect((await verify()).status).toBe(200);
    const refused = await verify();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    await proxy.open();
  });
});
