import { startTestApp, type TestApp } from './helpers/test-app.js';

describe('request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({}, { requestLog: (line) => lines.push(line) });
  });
  afterAll(() => t?.close());

  it('writes one JSON line per request: method, path without query, status, ms', async () => {
    lines.length = 0;
    await t.http.get('/api/gclid/latest?deviceFingerprint=secretdevice123').expect(404);
    await t.http.get('/booking?gclid=abc&email=jane@example.com').set('Accept', 'text/html').expect(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(lines).toHaveLength(2);
    const [api, page] = lines.map((l) => JSON.parse(l));
    expect(api).toMatchObject({ method: 'GET', path: '/api/gclid/latest', status: 404, msg: 'request' });
    expect(typeof api.ms).toBe('number');
    expect(typeof api.time).toBe('string');
    expect(page).toMatchObject({ method: 'GET', path: '/booking', status: 200 });
    expect(lines.join('\n')).not.toMatch(/secretdevice|jane|gclid=/);
  });

  it('never logs e-mail addresses or phone numbers', async () => {
    lines.length = 0;
    await t.http.get('/contact/jane.doe@example.com').set('Accept', 'text/html');
    await t.http.get('/call/+995555123456').set('Accept', 'text/html');
    await t.http.post('/api/bookings').send({ customerEmail: 'jane.doe@example.com', customerPhone: '+995555123456' });
    await new Promise((r) => setTimeout(r, 50));
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toMatch(/jane|555123456/);
  });
});

describe('OpenAPI documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('is served at /api/docs with the JSON document at /api/docs-json', async () => {
    const doc = await t.http.get('/api/docs-json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    for (const path of ['/api/health', '/api/pricing/quote', '/api/bookings', '/api/fleet', '/api/recaptcha/site-key', '/api/recaptcha/verify', '/api/gclid/save', '/api/gclid/latest', '/api/ip/visits']) {
      expect(Object.keys(doc.body.paths)).toContain(path);
    }
    const ui = await t.http.get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toMatch(/swagger/i);
  });
});
