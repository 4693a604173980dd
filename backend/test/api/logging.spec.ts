import { ADMIN_TOKEN, eventually, startTestApp, type TestApp } from './helpers/test-app.js';

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
    await eventually(async () => lines.length >= 2);
    expect(lines).toHaveLength(2);
    const [api, page] = lines.map((l) => JSON.parse(l));
    expect(api).toMatchObject({ method: 'GET', path: '/api/gclid/latest', status: 404, msg: 'request' });
    expect(typeof api.ms).toBe('number');
    expect(typeof api.time).toBe('string');
    expect(page).toMatchObject({ method: 'GET', path: '/booking', status: 200 });
    expect(lines.join('\n')).not.toMatch(/secretdevice|jane|gclid=/);
  });

  // Review finding: set-password links and other-case paths were logged in full.
  it('logs every token of a path as [token], whatever the case or the route', async () => {
    lines.length = 0;
    const secret = 'Zq9SecretTokenValue_abcdef123';
    const paths = [
      `/api/Bookings/manage/${secret}`,
      `/API/BOOKINGS/MANAGE/${secret}/verify`,
      `/api/bookings/manage/${secret}/precheckin`,
      `/B/${secret}`,
      `/Ru/B/${secret}/keep`,
      `/b/${secret}/agreement.pdf`,
      `/staff/set-password/${secret}`,
      `/Staff/Set-Password/${secret}`,
      `/api/bookings/manage//${secret}`,
    ];
    for (const path of paths) await t.http.get(path).set('Accept', 'text/html');
    await t.http.post(`/staff/set-password/${secret}`).type('form').send({ password: 'x', repeat: 'x' });
    await eventually(async () => lines.length >= paths.length + 1);
    expect(lines.length).toBe(paths.length + 1);
    const text = lines.join('\n');
    expect(text).not.toContain(secret);
    expect(text).not.toMatch(/Zq9Secret/i);
    const logged = lines.map((l) => JSON.parse(l).path as string);
    expect(logged).toContain('/staff/set-password/[token]');
    expect(logged).toContain('/API/BOOKINGS/MANAGE/[token]/verify');
    expect(logged).toContain('/B/[token]');
  });

  it('never logs e-mail addresses or phone numbers', async () => {
    lines.length = 0;
    await t.http.get('/contact/jane.doe@example.com').set('Accept', 'text/html');
    await t.http.get('/call/+995555123456').set('Accept', 'text/html');
    await t.http.post('/api/bookings').send({ customerEmail: 'jane.doe@example.com', customerPhone: '+995555123456' });
    await eventually(async () => lines.length >= 3);
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

  // The page is public (docs/api.md), so nothing private may be on it.
  it('is public and carries nothing private: no admin token, no secrets, only invented example data', async () => {
    const doc = await t.http.get('/api/docs-json').expect(200);
    const init = await t.http.get('/api/docs/swagger-ui-init.js').expect(200);
    for (const text of [JSON.stringify(doc.body), init.text]) {
      expect(text).not.toContain(ADMIN_TOKEN);
      expect(text).not.toMatch(/secret-|test-secret|DATABASE_URL|postgres:\/\//i);
      // E-mail examples use reserved example domains only; no IP addresses of visitors.
      for (const [address] of text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)) expect(address).toMatch(/@example\.(?:com|org|net)$/);
      expect(text).not.toMatch(/\b(?:\d{1,3}\.){3}\d{1,3}\b/);
    }
    // The admin route says it needs the bearer token, without giving one.
    expect(doc.body.components.securitySchemes.admin).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(JSON.stringify(doc.body.paths['/api/bookings'])).toMatch(/422/);
  });
});
