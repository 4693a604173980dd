// Hydration without mismatch (docs/frontend.md) on every public page. A production React build hides
// most mismatches (attribute differences are silent, text ones are error #418 only), so this test
// builds the site's client in development mode (frontend/dist-dev, with the production server
// bundle), starts a server of its own on it and fails on any console error or warning, page error or
// React Router warning while the server-rendered pages hydrate. A first check proves that a
// mismatch is caught.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { addDays, todayInTbilisi } from '../backend/dist/domain/shared/dates.js';
import { browserSkip, ROOT, settled, startOwnServerAndBrowser, stopServerAndBrowser, visitorArrives } from './support/index.mjs';
import { bookThroughApi } from './booking-journey.mjs';

const DEV_DIST = join(ROOT, 'frontend', 'dist-dev');
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

function buildDevelopmentClient() {
  rmSync(DEV_DIST, { recursive: true, force: true });
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'development', '--outDir', DEV_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'frontend'),
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  cpSync(join(ROOT, 'frontend', 'dist', 'server'), join(DEV_DIST, 'server'), { recursive: true });
}

const today = todayInTbilisi(new Date());
const PAGES = [
  '/',
  `/?pickup=tbilisi&dropoff=kutaisi&pickupDate=${addDays(today, 12)}&returnDate=${addDays(today, 20)}&gclid=HydrationTest`,
  '/?pickup=tbilisi&dropoff=batumi', // partial: the unpriced page
  '/booking?carType=Toyota+4Runner&pickup=batumi&dropoff=tbilisi',
  '/vashlovani-national-park-guide',
  '/terms-of-service',
  '/privacy-policy',
  '/thank-you?ref=GR-7K3Q9P',
  '/no-such-page?x=1',
  '/contact?utm_source=hydration', // a redirect
];

/** Expected noise: the 404 document itself and GET /api/gclid/latest's "none saved" 404. */
const EXPECTED = [/Failed to load resource: the server responded with a status of 404/, /Download the React DevTools/];

describe('hydration of the server-rendered pages (development build)', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => {
    buildDevelopmentClient();
    ({ server, browser } = await startOwnServerAndBrowser({ FRONTEND_DIST: DEV_DIST }));
  });
  after(async () => {
    await stopServerAndBrowser({ server, browser });
    rmSync(DEV_DIST, { recursive: true, force: true });
  });

  /** Opens a page and returns every console error/warning and page error until it has hydrated. */
  async function problemsOn(path, { width = 1440, userAgent, change } = {}) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: server.baseUrl, ...(userAgent ? { userAgent, isMobile: true } : {}) });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && !EXPECTED.some((re) => re.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    if (change) {
      await page.route((url) => url.pathname === new URL(path, server.baseUrl).pathname, async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, body: change(await res.text()) });
      });
    }
    try {
      const res = await page.goto(path);
      const html = await res.text();
      assert.match(html, /<div id="root"><(?!\/div>)/, `${path} is rendered on the server`);
      // The scripts load when a visitor shows up (frontend/src/boot/boot.ts): a pointer move, as a visitor's.
      await visitorArrives(page);
      assert.equal(await page.locator('html[data-hydrated]').count(), 1, `${path} hydrates`);
      await settled(page); // effects after hydration (layout, click tracking)
      // Static islands (frontend/src/lib/static-island.tsx) hydrate when a visitor shows up: move the
      // pointer, then wait until every one has hydrated, so their markup is checked too.
      await page.mouse.move(3, 3);
      await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-island-hydrated])').length === 0);
      await settled(page);
      return problems;
    } finally {
      await context.close();
    }
  }

  it('the check itself catches a server/client difference', async () => {
    const problems = await problemsOn('/', { change: (html) => html.replace('href="/#cars"', 'href="/#cars-changed"') });
    assert.ok(problems.some((p) => /hydrat|didn't match/i.test(p)), `a mismatch is reported: ${problems.join('\n')}`);
  });

  it('the check catches a difference inside a static island (the footer) too', async () => {
    const problems = await problemsOn('/', { change: (html) => html.replace('data-testid="footer-email"', 'data-testid="footer-email-changed"') });
    assert.ok(problems.some((p) => /hydrat|didn't match/i.test(p)), `a mismatch is reported: ${problems.join('\n')}`);
  });

  it('the customer booking page hydrates without a warning (its loader data comes from the server)', async () => {
    for (const [locale, week] of [
      ['en', 30],
      ['ar', 31],
    ]) {
      const { bookingPage } = await bookThroughApi(server.baseUrl, locale, week);
      for (const path of [bookingPage, `${bookingPage}?cancel=1`, `${bookingPage}?done=kept`, `${bookingPage}?done=precheckin#precheckin`, `${bookingPage}?error=document-size#precheckin`]) {
        assert.deepEqual(await problemsOn(path, { width: 390, userAgent: PHONE_UA }), [], `${locale} ${path.replace(/\/b\/[^/?]+/, '/b/…')}`);
      }
    }
    assert.deepEqual(await problemsOn('/he/b/AAAAAAAAAAAAAAAAAAAAAAAA'), [], 'an unknown token (the 404 page)');
  });

  for (const [label, options] of [
    ['1440 px', { width: 1440 }],
    ['390 px phone', { width: 390, userAgent: PHONE_UA }],
    ['390 px desktop user agent (the layout guess is wrong)', { width: 390 }],
  ]) {
    it(`every public page hydrates without a warning at ${label}`, async () => {
      for (const path of PAGES) {
        assert.deepEqual(await problemsOn(path, options), [], path);
      }
    });
  }
});
