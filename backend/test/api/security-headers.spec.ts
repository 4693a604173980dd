import { API_SECURITY_HEADERS, publicPageHeaderList, securityHeaderList } from '../../src/adapters/http/security.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

describe('security headers: the page set on pages, the short API set on JSON answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const pageSet = securityHeaderList();

  function expectSet(headers: Record<string, unknown>, set: readonly [string, string][]) {
    for (const [name, value] of set) expect([name, headers[name.toLowerCase()]]).toEqual([name, value]);
  }

  it.each([
    ['GET', '/api/fleet', 200],
    ['POST', '/api/pricing/quote', 200],
    ['GET', '/api/no-such-thing', 404],
  ])('%s %s (JSON) carries the API set: nothing may load, nothing may frame it', async (method, path, status) => {
    const req = method === 'GET' ? t.http.get(path) : t.http.post(path).send({ carType: 'Toyota 4Runner', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 3 });
    const res = await req.expect(status);
    expectSet(res.headers, API_SECURITY_HEADERS);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it.each([
    ['the home page', '/', 200],
    ['a 404 page', '/no-such-page', 404],
  ])('%s carries the page set without Cross-Origin-Opener-Policy (public pages)', async (_what, path, status) => {
    const res = await t.http.get(path).set('Accept', 'text/html').expect(status);
    expectSet(res.headers, publicPageHeaderList());
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://www.google.com/recaptcha/");
  });

  it.each([
    ['the OpenAPI page (HTML under /api/docs)', '/api/docs/', 200],
    ['the admin page', '/admin/ip-tracking', 200],
  ])('%s carries the whole page set (helmet with our policy)', async (_what, path, status) => {
    const res = await t.http.get(path).set('Accept', 'text/html').expect(status);
    expectSet(res.headers, pageSet);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('the page set is helmet’s, with our content security policy', () => {
    const names = pageSet.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Cross-Origin-Opener-Policy']));
    expect(names).not.toContain('Strict-Transport-Security'); // only over HTTPS through a trusted proxy
  });
});
