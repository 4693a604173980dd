import { FAKE_ASSET } from './helpers/fake-dist.js';
import { ADMIN_TOKEN, eventually, startTestApp, type TestApp } from './helpers/test-app.js';

interface Visit {
  id: string | number;
  ipAddress: string;
  visitedAt: string;
  isGoogleAdsTraffic: boolean;
}

describe('visits and the admin API', () => {
  let t: TestApp;
  const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  const list = async (): Promise<Visit[]> => (await t.http.get('/api/ip/visits').set(auth).expect(200)).body.visits;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t?.close());

  it('refuses the admin API without the right bearer token (401 JSON)', async () => {
    for (const headers of [{}, { Authorization: 'Bearer wrong-token' }, { Authorization: ADMIN_TOKEN }, { Authorization: `Basic ${ADMIN_TOKEN}` }, { Authorization: `Bearer ${ADMIN_TOKEN}x` }]) {
      const get = await t.http.get('/api/ip/visits').set(headers).expect(401);
      expect(get.body).toMatchObject({ statusCode: 401 });
      expect(get.headers['www-authenticate']).toMatch(/^Bearer/);
      await t.http.delete('/api/ip/visits').set(headers).expect(401);
    }
  });

  it('starts empty, then records an HTML page request with its IP and the gclid flag', async () => {
    await t.http.delete('/api/ip/visits').set(auth).expect(200);
    expect(await list()).toEqual([]);

    await t.http.get('/booking?gclid=Cj0KCQ-test&carType=Toyota').set('Accept', 'text/html').set('X-Forwarded-For', '203.0.113.7').expect(200);
    await t.http.get('/thank-you').set('Accept', 'text/html,application/xhtml+xml').set('X-Forwarded-For', '198.51.100.23').expect(200);

    expect(await eventually(async () => (await list()).length === 2)).toBe(true);
    const visits = await list();
    const ads = visits.find((v) => v.ipAddress === '203.0.113.7');
    const plain = visits.find((v) => v.ipAddress === '198.51.100.23');
    expect(ads).toMatchObject({ isGoogleAdsTraffic: true });
    expect(plain).toMatchObject({ isGoogleAdsTraffic: false });
    expect(Math.abs(Date.parse(ads!.visitedAt) - Date.now())).toBeLessThan(60_000);
    expect(visits[0].ipAddress).toBe('198.51.100.23'); // newest first
  });

  it('records page requests from clients that accept anything or send no Accept header (curl, fetch)', async () => {
    await t.http.delete('/api/ip/visits').set(auth).expect(200);
    await t.http.get('/?gclid=from-curl').set('Accept', '*/*').set('X-Forwarded-For', '203.0.113.81').expect(200);
    await t.http.get('/terms-of-service').unset('Accept').set('X-Forwarded-For', '203.0.113.82').expect(200);
    expect(await eventually(async () => (await list()).length === 2)).toBe(true);
    const visits = await list();
    expect(visits.find((v) => v.ipAddress === '203.0.113.81')).toMatchObject({ isGoogleAdsTraffic: true });
    expect(visits.find((v) => v.ipAddress === '203.0.113.82')).toMatchObject({ isGoogleAdsTraffic: false });
  });

  it('does not record API calls, assets, files or non-HTML requests', async () => {
    await t.http.delete('/api/ip/visits').set(auth).expect(200);
    await t.http.get('/api/fleet').set('Accept', 'text/html').expect(200);
    await t.http.get(FAKE_ASSET).set('Accept', 'text/html').expect(200);
    await t.http.get('/robots.txt').set('Accept', 'text/html').expect(200);
    await t.http.get('/booking').set('Accept', 'application/json').expect(200);
    await t.http.post('/booking').set('Accept', 'text/html').expect(404);
    // A marker request that is recorded, to know the others had their chance.
    await t.http.get('/privacy-policy').set('Accept', 'text/html').set('X-Forwarded-For', '192.0.2.99').expect(200);
    expect(await eventually(async () => (await list()).length >= 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    const visits = await list();
    expect(visits.map((v) => v.ipAddress)).toEqual(['192.0.2.99']);
  });

  it('DELETE answers how many were deleted', async () => {
    await t.http.delete('/api/ip/visits').set(auth).expect(200);
    await t.http.get('/').set('Accept', 'text/html').expect(200);
    await t.http.get('/').set('Accept', 'text/html').expect(200);
    expect(await eventually(async () => (await list()).length === 2)).toBe(true);
    const res = await t.http.delete('/api/ip/visits').set(auth).expect(200);
    expect(res.body).toEqual({ deleted: 2 });
    expect(await list()).toEqual([]);
  });

  it('?limit= bounds the list and is validated', async () => {
    await t.http.get('/api/ip/visits?limit=0').set(auth).expect(400);
    await t.http.get('/api/ip/visits?limit=abc').set(auth).expect(400);
    await t.http.get('/api/ip/visits?limit=5').set(auth).expect(200);
  });
});

describe('visits without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('ignores X-Forwarded-For (a visitor cannot choose the recorded IP)', async () => {
    const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    await t.http.delete('/api/ip/visits').set(auth).expect(200);
    await t.http.get('/').set('Accept', 'text/html').set('X-Forwarded-For', '203.0.113.50').expect(200);
    let visits: Visit[] = [];
    expect(
      await eventually(async () => {
        visits = (await t.http.get('/api/ip/visits').set(auth)).body.visits;
        return visits.length === 1;
      }),
    ).toBe(true);
    expect(visits[0].ipAddress).not.toBe('203.0.113.50');
    expect(visits[0].ipAddress).toMatch(/127\.0\.0\.1|::1/);
  });
});
