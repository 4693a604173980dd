/**
 * Real visitors' figures: POST /api/vitals (strict body, small, rate-limited, no personal data, Do
 * Not Track respected), their 90 days' retention and /staff/speed (managers only).
 */
import { RunRetentionService } from '../../src/application/retention/run-retention.service.js';
import { SpeedReportService } from '../../src/application/vitals/speed-report.service.js';
import { signedInStaff } from './helpers/staff-agent.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let counter = 0;
const figure = (overrides: Record<string, unknown> = {}) => ({
  name: 'LCP',
  value: 1840.5,
  id: `v5-1764400000000-${1_000_000 + ++counter}`,
  page: '/',
  language: 'en',
  ...overrides,
});
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('POST /api/vitals', () => {
  let t: TestApp;
  const rows = () => t.query<{ metric_id: string; name: string; value: number; page: string; language: string; device: string; connection: string | null; target: string | null }>(
    `SELECT metric_id, name, value, page, language, device, connection, target FROM web_vitals ORDER BY id`,
  );
  const count = async () => (await rows()).length;

  beforeAll(async () => {
    t = await startTestApp({ VITALS_RATE_LIMIT: '0' }, { scheduledJobs: false });
  });
  afterAll(() => t?.close());

  it('stores one figure (204), its device class from the user agent, and keeps neither address nor user agent', async () => {
    const one = figure();
    await t.http.post('/api/vitals').set('User-Agent', IPHONE).send(one).expect(204);
    expect((await rows()).at(-1)).toEqual({ metric_id: one.id, name: 'LCP', value: 1840.5, page: '/', language: 'en', device: 'mobile', connection: null, target: null });
    const columns = await t.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'web_vitals' ORDER BY ordinal_position`);
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'metric_id', 'name', 'value', 'page', 'language', 'device', 'connection', 'target', 'received_at']);
  });

  it('stores an array as a Blob of application/json sends it; a figure sent again keeps its latest value', async () => {
    const inp = figure({ name: 'INP', value: 180, device: 'desktop', connection: '4g', target: 'main>button.book' });
    const cls = figure({ name: 'CLS', value: 0.02, page: '/booking', language: 'ar' });
    const before = await count();
    await t.http.post('/api/vitals').set('Content-Type', 'application/json').send(JSON.stringify([inp, cls])).expect(204);
    await t.http.post('/api/vitals').send({ ...inp, value: 320, target: 'main>a.car' }).expect(204);
    const stored = await rows();
    expect(stored.length).toBe(before + 2);
    expect(stored.find((r) => r.metric_id === inp.id)).toMatchObject({ name: 'INP', value: 320, device: 'desktop', connection: '4g', target: 'main>a.car' });
    expect(stored.find((r) => r.metric_id === cls.id)).toMatchObject({ name: 'CLS', value: 0.02, page: '/booking', language: 'ar', device: 'desktop' });
  });

  it.each([
    ['no body', undefined, undefined],
    ['text/plain (a string given to sendBeacon)', 'text/plain', JSON.stringify(figure())],
    ['a form', 'application/x-www-form-urlencoded', 'name=LCP&value=1'],
    ['broken JSON', 'application/json', '{"name": "LCP",'],
    ['a JSON string', 'application/json', '"LCP"'],
    ['a JSON number', 'application/json', '42'],
    ['an empty object', 'application/json', '{}'],
    ['an empty array', 'application/json', '[]'],
    ['21 figures', 'application/json', JSON.stringify(Array.from({ length: 21 }, () => figure()))],
    ['an unknown name', 'application/json', JSON.stringify(figure({ name: 'FID' }))],
    ['a value as text', 'application/json', JSON.stringify(figure({ value: '1840' }))],
    ['a negative value', 'application/json', JSON.stringify(figure({ value: -3 }))],
    ['an absurd value', 'application/json', JSON.stringify(figure({ value: 1e12 }))],
    ['a page with a query string', 'application/json', JSON.stringify(figure({ page: '/?email=ann@example.com' }))],
    ['an unknown page', 'application/json', JSON.stringify(figure({ page: '/wp-admin' }))],
    ['an unknown language', 'application/json', JSON.stringify(figure({ language: 'fr' }))],
    ['a device that is no class', 'application/json', JSON.stringify(figure({ device: 'iPhone 15' }))],
    ['a target with a control character', 'application/json', JSON.stringify(figure({ target: 'a\r\nb' }))],
    ['a long target', 'application/json', JSON.stringify(figure({ target: 'x'.repeat(201) }))],
    ['a user agent field', 'application/json', JSON.stringify(figure({ userAgent: IPHONE }))],
    ['one good and one bad figure', 'application/json', JSON.stringify([figure(), figure({ id: 'bad id' })])],
    ['a NUL in a field', 'application/json', JSON.stringify(figure({ target: 'a\u0000b' }))],
  ])('refuses %s with a 400 and stores nothing', async (_label, type, body) => {
    const before = await count();
    const req = t.http.post('/api/vitals');
    if (type) req.set('Content-Type', type);
    const res = await (body === undefined ? req : req.send(body));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400 });
    expect(await count()).toBe(before);
  });

  it('refuses a body over 8 kB with a 413', async () => {
    const before = await count();
    const big = JSON.stringify({ ...figure(), pad: 'x'.repeat(9000) });
    await t.http.post('/api/vitals').set('Content-Type', 'application/json').send(big).expect(413);
    expect(await count()).toBe(before);
  });

  it('stores nothing from a browser that sends Do Not Track or Global Privacy Control (the page sends nothing then anyway)', async () => {
    const before = await count();
    await t.http.post('/api/vitals').set('DNT', '1').send(figure()).expect(204);
    await t.http.post('/api/vitals').set('Sec-GPC', '1').send(figure()).expect(204);
    // Still checked: garbage is a 400 either way.
    await t.http.post('/api/vitals').set('DNT', '1').send({ name: 'nope' }).expect(400);
    expect(await count()).toBe(before);
  });

  it('with VITALS_RATE_LIMIT=0 nothing is limited', async () => {
    for (let i = 0; i < 35; i++) await t.http.post('/api/vitals').send(figure()).expect(204);
  });

  it('keeps figures 90 days: the retention run deletes older ones (a dry run only counts them)', async () => {
    const old = figure();
    const recent = figure();
    await t.http.post('/api/vitals').send([old, recent]).expect(204);
    await t.query(`UPDATE web_vitals SET received_at = now() - interval '91 days' WHERE metric_id = $1`, [old.id]);
    await t.query(`UPDATE web_vitals SET received_at = now() - interval '89 days' WHERE metric_id = $1`, [recent.id]);
    const retention = t.app.get(RunRetentionService);
    expect(await retention.execute({ dryRun: true })).toMatchObject({ vitalsDeleted: 1, vitalsRetentionDays: 90 });
    expect(await t.query(`SELECT 1 FROM web_vitals WHERE metric_id = $1`, [old.id])).toHaveLength(1);
    expect(await retention.execute()).toMatchObject({ vitalsDeleted: 1 });
    const left = await t.query<{ metric_id: string }>(`SELECT metric_id FROM web_vitals WHERE metric_id = ANY($1)`, [[old.id, recent.id]]);
    expect(left.map((r) => r.metric_id)).toEqual([recent.id]);
  });
});

describe('VITALS_RATE_LIMIT=3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ VITALS_RATE_LIMIT: '3', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t?.close());

  it('the fourth beacon from one address within a minute is a 429 (garbage counts too); another address is not affected', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.40' };
    await t.http.post('/api/vitals').set(ip).send(figure()).expect(204);
    await t.http.post('/api/vitals').set(ip).send({}).expect(400);
    await t.http.post('/api/vitals').set(ip).send([figure(), figure()]).expect(204);
    const res = await t.http.post('/api/vitals').set(ip).send(figure()).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await t.http.post('/api/vitals').set({ 'X-Forwarded-For': '203.0.113.41' }).send(figure()).expect(204);
    expect((await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM web_vitals`))[0].n).toBe(4);
  });
});

describe('/staff/speed and the speed report', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ VITALS_RATE_LIMIT: '0' }, { scheduledJobs: false });
    // LCP on / in English on phones: 1000, 2000, 3000, 4000 ms (75th percentile 3250), and one of
    // 9000 ms ten days ago (in the 28 days, not the 7). Two slow taps on one button, one on another.
    const lcp = [1000, 2000, 3000, 4000].map((value) => figure({ value, device: 'mobile' }));
    const old = figure({ value: 9000, device: 'mobile' });
    const taps = [
      figure({ name: 'INP', value: 640, device: 'mobile', target: 'main>button.book<script>' }),
      figure({ name: 'INP', value: 560, device: 'mobile', target: 'main>button.book<script>' }),
      figure({ name: 'INP', value: 120, device: 'desktop', target: 'header>a.logo', language: 'ru' }),
    ];
    await t.http.post('/api/vitals').send([...lcp, old, ...taps]).expect(204);
    await t.query(`UPDATE web_vitals SET received_at = now() - interval '10 days' WHERE metric_id = $1`, [old.id]);
  });
  afterAll(() => t?.close());

  it('computes the 75th percentile per page, language and device for the window asked', async () => {
    const report = t.app.get(SpeedReportService);
    const week = await report.execute(7);
    expect(week.percentiles.find((p) => p.name === 'LCP')).toEqual({ page: '/', language: 'en', device: 'mobile', name: 'LCP', p75: 3250, count: 4 });
    const month = await report.execute(28);
    // 1000, 2000, 3000, 4000, 9000: the 75th percentile is 4000.
    expect(month.percentiles.find((p) => p.name === 'LCP')).toMatchObject({ p75: 4000, count: 5 });
    expect(week.worstInteractions).toEqual([
      { target: 'main>button.book<script>', page: '/', p75: 620, worst: 640, count: 2 },
      { target: 'header>a.logo', page: '/', p75: 120, worst: 120, count: 1 },
    ]);
    await expect(report.execute(0)).rejects.toThrow('days must be a whole number from 1 to 90');
    await expect(report.execute(91)).rejects.toThrow('days must be a whole number from 1 to 90');
  });

  it('shows a manager the figures of 7 and 28 days with charts and the slowest targets, escaped', async () => {
    const manager = await signedInStaff(t, 'Tamar Manager', 'tamar@example.ge', 'manager');
    const page = await manager.agent.get('/staff/speed').expect(200);
    expect(page.text).toContain('<h1>Speed</h1>');
    expect(page.text).toContain('Last 7 days');
    expect(page.text).toContain('Last 28 days');
    expect(page.text).toContain('3250 ms');
    expect(page.text).toContain('4000 ms');
    expect(page.text).toMatch(/<svg viewBox="[^"]+" role="img" aria-label="LCP, 75th percentile: \/ · en · mobile 3250 ms"/);
    expect(page.text).toContain('main&gt;button.book&lt;script&gt;');
    expect(page.text).not.toContain('button.book<script>');
    expect(page.text).toContain('href="/staff/speed" aria-current="page"');
  });

  it('refuses a staff member who is not a manager, and hides the tab from them', async () => {
    const staff = await signedInStaff(t, 'Giorgi Staff', 'giorgi@example.ge');
    const refused = await staff.agent.get('/staff/speed').expect(403);
    expect(refused.text).toContain('Only a manager can see the speed figures.');
    expect(refused.text).not.toContain('3250 ms');
    expect((await staff.agent.get('/staff').expect(200)).text).not.toContain('/staff/speed');
    // Signed out: the sign-in page.
    await t.http.get('/staff/speed').expect(303).expect('Location', '/staff/login');
  });
});
