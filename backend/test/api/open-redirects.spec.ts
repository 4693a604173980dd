// No open redirects (docs/product.md §2): no Location, link or refresh built from a request leaves the site.
// The built server (backend/dist/main.js) with the real frontend build, asked with raw HTTP
// requests (node:http sends the path exactly as written: `//x`, `/\x`).
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { isSameSitePath } from '../../src/domain/site/same-site.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { MAIN_BUILT, startBuiltServer, type BuiltServer } from './helpers/built-server.js';

const FRONTEND_DIST = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));
const BUILT = MAIN_BUILT && existsSync(`${FRONTEND_DIST}/server/entry-server.js`);
const withBuild = BUILT ? describe : describe.skip;
if (!BUILT) console.log('open-redirect tests skipped: backend/dist or frontend/dist/server is missing (npm run build)');

const PUBLIC_URL = 'https://rent.example.ge';

type Answer = { status: number; location: string | undefined; html: string };

/** Every URL the HTML points to: href, src, action, and the no-script refresh's url. */
function urlsIn(html: string): string[] {
  const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
  const out = [...html.matchAll(/\s(?:href|src|action)="([^"]*)"/g)].map((m) => decode(m[1]));
  for (const m of html.matchAll(/http-equiv="refresh" content="[^"]*?url=([^"]*)"/g)) out.push(decode(m[1]));
  return out;
}

/**
 * Whether a URL in a page is not one built to another host from the request: the site's own
 * origin with a same-site path, a same-site path, or one of the page's fixed links (wa.me,
 * mailto:, ...), which never name the host the request did.
 */
function staysOnSite(url: string): boolean {
  if (url.startsWith(`${PUBLIC_URL}/`) || url === PUBLIC_URL) return isSameSitePath(url.slice(PUBLIC_URL.length) || '/');
  if (/^[a-z][a-z0-9+.-]*:\/*[^/]*evil\.example/i.test(url)) return false;
  if (url.startsWith('//') || url.startsWith('/\\') || url.startsWith('\\')) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return true;
  return url.startsWith('#') || isSameSitePath(url);
}

withBuild('open redirects (built server, real pages)', () => {
  let db: TestDatabase;
  let server: BuiltServer;

  const get = (path: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { Accept: 'text/html' } }, (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (html += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, html }));
      });
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startBuiltServer({ ...db.env, FRONTEND_DIST, PUBLIC_URL });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  it('the encoded click-id repair never redirects to another host: //evil.example%3Fgclid%3Dx is a 404', async () => {
    const res = await get('//evil.example%3Fgclid%3Dx');
    expect(res.location).toBeUndefined();
    expect(res.status).toBe(404);
  });

  it.each([
    '//evil.example',
    '//evil.example/',
    '//evil.example/%3Fgclid%3Dx',
    '//evil.example/booking',
    '/\\evil.example',
    '/\\evil.example%3Fgclid%3Dx',
    '/%2F%2Fevil.example',
    '/%2Fevil.example%3Fgclid%3Dx',
    '/%5Cevil.example',
    '/ru//evil.example/',
    '/ru//evil.example%3Fgclid%3Dx',
    '/he/%2F%2Fevil.example/',
    '/ar/\\evil.example/',
    '//car-rental-tbilisi?x=1',
  ])('%s: a 404 (or a same-site redirect), and every link of the page stays on the site', async (path) => {
    const res = await get(path);
    if (res.status >= 300 && res.status < 400) {
      expect(isSameSitePath(res.location ?? '')).toBe(true);
      return;
    }
    expect(res.location).toBeUndefined();
    expect(res.status).toBe(404);
    // A path that looks like a file (`//evil.example`) gets a plain-text 404; the others the 404 page.
    expect(urlsIn(res.html).filter((u) => !staysOnSite(u))).toEqual([]);
    expect(res.html).not.toMatch(/(?:href|src|action)="(?:https?:)?\/\/evil\.example/);
  });

  it('/ru//evil.example/ renders its language links on the site (they pointed to //evil.example/)', async () => {
    const res = await get('/ru//evil.example/');
    const nav = /data-testid="language-switcher-header"[\s\S]*?<\/nav>/.exec(res.html)?.[0] ?? '';
    const hrefs = [...nav.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(4);
    for (const href of hrefs) {
      expect(href).not.toMatch(/^\/\//);
      expect(isSameSitePath(href)).toBe(true);
    }
    const alternates = [...res.html.matchAll(/<link[^>]*hreflang="[^"]*"[^>]*>/g)].map((m) => /href="([^"]*)"/.exec(m[0])?.[1] ?? '');
    for (const href of alternates) expect(staysOnSite(href)).toBe(true);
  });

  it('the terms page with ?from=/.//evil.example renders nothing that points away (the client check is in e2e/site-pages)', async () => {
    const res = await get('/terms-of-service?from=/.//evil.example');
    expect(res.status).toBe(200);
    expect(res.html).not.toMatch(/(?:href|src|action)="[^"]*evil\.example/);
    expect(urlsIn(res.html).filter((u) => !staysOnSite(u))).toEqual([]);
  });

  it('still repairs an encoded "?gclid=" on the site itself', async () => {
    const res = await get('/booking%3Fgclid%3DCj0KCQ');
    expect(res.status).toBe(302);
    expect(res.location).toBe('/booking?gclid=Cj0KCQ');
    const home = await get('/ru%3Fgclid%3Dabc');
    expect(home.status).toBe(302);
    expect(home.location).toBe('/ru?gclid=abc');
  });
});
