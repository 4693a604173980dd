import { rmSync } from 'node:fs';
import { FAKE_ASSET, FAKE_ASSET_BODY } from './helpers/fake-dist.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

function appConfigOf(html: string): Record<string, unknown> {
  const content = /<meta name="app-config" content="([^"]*)">/.exec(html)?.[1];
  if (content === undefined) throw new Error('no app-config meta tag');
  return JSON.parse(content.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

describe('serving the site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      BRAND_NAME: 'Kartli <4x4> & "Co"',
      CONTACT_PHONE: '995599112233',
      CONTACT_EMAIL: 'team@kartli.example',
      COMPANY_ADDRESS: '5 Marjanishvili Street, Tbilisi',
      COMPANY_ADDRESS_HE: 'רחוב מרג׳נישווילי 5, טביליסי',
      VIDEO_IDS: '{"toyota-fj-cruiser":"abcDEF12345"}',
      BOOKING_CONFIRM_HOURS: '36',
    });
  });
  afterAll(() => t?.close());

  it.each([
    '/',
    '/booking',
    '/vashlovani-national-park-guide',
    '/thank-you',
    '/terms-of-service',
    '/privacy-policy',
    '/admin/ip-tracking',
    '/car-rental-tbilisi',
    '/kutaisi-airport-car-rental-duplicate',
    '/ru',
    '/shop',
    '/car/niva-2',
    '/car/toyota-4runner',
    '/georgia-4x4-rentals-car-rental-in-georgia-no-deposit',
    '/5f3a9c',
    '/booking/',
  ])('%s gets the shell with HTTP 200 and no-cache', async (path) => {
    const res = await t.http.get(path).set('Accept', 'text/html').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it.each(['/no-such-page', '/facade', '/car', '/booking/step-2', '/admin'])('%s gets the shell with HTTP 404', async (path) => {
    const res = await t.http.get(path).set('Accept', 'text/html').expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it.each([
    ['/booking%3Fgclid%3DCj0KCQ', '/booking?gclid=Cj0KCQ'],
    ['/%3Fgclid%3Dabc123', '/?gclid=abc123'],
    ['/booking?car=fj%3Fgclid%3Dxyz', '/booking?car=fj&gclid=xyz'],
  ])('an encoded "?gclid=" in %s is repaired by a redirect to %s', async (from, to) => {
    const res = await t.http.get(from).set('Accept', 'text/html').expect(302);
    expect(res.headers.location).toBe(to);
  });

  it('writes the brand and contact configuration into the shell at run time', async () => {
    const res = await t.http.get('/').expect(200);
    expect(res.text).not.toContain('<!--app-config-->');
    expect(appConfigOf(res.text)).toEqual({
      brandName: 'Kartli <4x4> & "Co"',
      contactEmail: 'team@kartli.example',
      contactPhone: '995599112233',
      companyAddress: '5 Marjanishvili Street, Tbilisi',
      // COMPANY_ADDRESS for every language but Hebrew, which has its own.
      companyAddresses: { en: '5 Marjanishvili Street, Tbilisi', ru: '5 Marjanishvili Street, Tbilisi', he: 'רחוב מרג׳נישווילי 5, טביליסי', ar: '5 Marjanishvili Street, Tbilisi' },
      videoIds: { 'toyota-fj-cruiser': 'abcDEF12345' },
      bookingConfirmHours: 36,
      eurGel: null, // no NBG rate stored yet
    });
    expect(res.text).not.toContain('<4x4>'); // escaped inside the attribute
    expect(res.text).not.toContain('noindex');
  });

  it('admin pages are marked noindex', async () => {
    const res = await t.http.get('/admin/ip-tracking').expect(200);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });

  it('GET /api/config answers the same settings', async () => {
    const res = await t.http.get('/api/config').expect(200);
    expect(res.body).toMatchObject({ brandName: 'Kartli <4x4> & "Co"', contactPhone: '995599112233', bookingConfirmHours: 36 });
  });

  it('hashed assets are cached for a year, immutable', async () => {
    const res = await t.http.get(FAKE_ASSET).expect(200);
    expect(res.text).toBe(FAKE_ASSET_BODY);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('other static files get a modest cache', async () => {
    for (const path of ['/robots.txt', '/favicon.svg', '/images/logo.svg']) {
      const res = await t.http.get(path).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('sitemap.xml and robots.txt carry absolute URLs of the requesting origin', async () => {
    const sitemap = await t.http.get('/sitemap.xml').set('Host', 'rent.example.ge').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.text).toContain('<loc>http://rent.example.ge/</loc>');
    expect(sitemap.text).toContain('<loc>http://rent.example.ge/privacy-policy</loc>');
    // Every language's URL (docs/product.md §15), each with its alternates.
    for (const path of ['/ru', '/he', '/ar', '/ru/privacy-policy', '/ar/vashlovani-national-park-guide']) {
      expect(sitemap.text).toContain(`<loc>http://rent.example.ge${path}</loc>`);
    }
    expect(sitemap.text).toContain('<xhtml:link rel="alternate" hreflang="he" href="http://rent.example.ge/he/terms-of-service"/>');
    expect(sitemap.text).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://rent.example.ge/terms-of-service"/>');
    expect(sitemap.text).not.toContain('/booking</loc>');
    const robots = await t.http.get('/robots.txt').set('Host', 'rent.example.ge').expect(200);
    expect(robots.text).toContain('Sitemap: http://rent.example.ge/sitemap.xml');
    expect(robots.text).toContain('Disallow: /admin');
  });

  it('compresses text answers for clients that accept it', async () => {
    const gzip = await t.http.get('/api/fleet').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toHaveLength(5); // supertest inflated it: the JSON is intact
    const br = await t.http.get('/api/fleet').set('Accept-Encoding', 'br').buffer(true).parse((res, done) => {
      res.on('data', () => undefined);
      res.on('end', () => done(null, null));
    });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await t.http.get('/api/fleet').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('a missing file is a plain 404, not the shell', async () => {
    const res = await t.http.get('/assets/index-missing.js').expect(404);
    expect(res.text).not.toContain('<div id="root">');
    await t.http.get('/wp-login.php').expect(404);
  });

  it('/index.html is not served raw (the placeholder never leaks)', async () => {
    const res = await t.http.get('/index.html');
    expect(res.text).not.toContain('<!--app-config-->');
  });

  it('unknown /api paths are a 404 in JSON', async () => {
    for (const [method, path] of [
      ['get', '/api/nothing-here'],
      ['post', '/api/bookings/extra'],
      ['get', '/api'],
      ['delete', '/api/fleet'],
    ] as const) {
      const res = await t.http[method](path).set('Accept', 'text/html').expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({ statusCode: 404 });
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await t.http.get('/').expect(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
    expect(csp).toMatch(/img-src 'self' data:/);
    const api = await t.http.get('/api/fleet').expect(200);
    expect(api.headers['x-powered-by']).toBeUndefined();
    expect(api.headers['content-security-policy']).toBeDefined();
  });
});

describe('serving the site without a frontend build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    rmSync(t.distDir, { recursive: true, force: true });
  });
  afterAll(() => t?.close());

  it('pages answer 503 with a hint while the API keeps working', async () => {
    const res = await t.http.get('/').expect(503);
    expect(res.text).toMatch(/npm run build/);
    await t.http.get('/api/fleet').expect(200);
  });
});
