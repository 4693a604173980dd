// Real visitors' figures in Chromium against a server of its own: a page measures itself with
// web-vitals once it is idle and, when it is hidden (the visitor leaves it), beacons its figures
// to POST /api/vitals as application/json; they arrive in the database (`rentals vitals --json`).
// A visitor with Do Not Track or Global Privacy Control sends nothing and loads nothing for it.
// Then /staff/speed with those figures at 390 px and 1440 px (screenshots).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { rentals, signInStaff } from './support/back-office.mjs';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

/** `rentals vitals --json` on the server's database. */
async function report(cliEnv, days = 28) {
  const r = await rentals(['vitals', '--days', String(days), '--json'], cliEnv);
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout);
}

/** Polls the report until `check` holds (beacons are sent as the page goes; the CLI reads the database). */
async function reportWhen(cliEnv, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    last = await report(cliEnv);
    if (check(last)) return last;
  }
  assert.fail(`the figures did not arrive: ${JSON.stringify(last)}`);
}

/**
 * Records the context's requests to the beacon and the beacon's chunk. A beacon sent as its page is
 * left is not always reported to Playwright (the page is gone): what arrived is read from the database.
 */
function watchVitals(context) {
  const seen = { beacons: [], chunks: [] };
  context.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/vitals') seen.beacons.push({ method: r.method(), type: r.headers()['content-type'], body: r.postData() });
    if (/\/assets\/vitals-beacon-[\w-]+\.js$/.test(path)) seen.chunks.push(path);
  });
  return seen;
}

/** Two idle periods after the load event: by then the page would have asked for the beacon's chunk. */
async function pastIdle(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const idle = () => requestIdleCallback(() => requestIdleCallback(() => resolve()));
        if (document.readyState === 'complete') idle();
        else addEventListener('load', idle, { once: true });
      }),
  );
}

const pagesOf = (r) => new Set(r.percentiles.map((p) => p.page));

describe('real visitors\' figures', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let cliEnv;
  before(async () => ({ server, browser, cliEnv } = await startOwnServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  it('a page sends its own figures when the visitor leaves it: LCP, FCP, TTFB and a slow tap with its target', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844, baseUrl: server.baseUrl });
    try {
      const seen = watchVitals(context);
      await page.goto('/');
      await page.waitForSelector('html[data-vitals]', { state: 'attached', timeout: 30_000 });
      assert.equal(seen.beacons.length, 0, 'nothing is sent while the page is in view');
      // A slow interaction (its handler holds the main thread 150 ms), so INP has something to attribute.
      await page.evaluate(() => {
        document.querySelector('h1').addEventListener('click', () => {
          const start = performance.now();
          while (performance.now() - start < 150);
        });
      });
      await page.locator('h1').click();
      // web-vitals names the element by its id if it has one, else by its path.
      const h1 = await page.locator('h1').getAttribute('id');
      // The visitor leaves: the page is hidden (visibilitychange, pagehide) and beacons what it measured.
      await page.goto('/booking');
      const arrived = await reportWhen(cliEnv, (r) => ['LCP', 'FCP', 'TTFB', 'INP'].every((n) => r.percentiles.some((p) => p.page === '/' && p.name === n)));
      const figures = Object.fromEntries(arrived.percentiles.filter((p) => p.page === '/').map((p) => [p.name, p]));
      assert.equal(figures.LCP.language, 'en');
      assert.equal(figures.LCP.device, 'desktop');
      assert.ok(figures.LCP.p75 > 0 && figures.LCP.p75 < 120_000, `LCP ${figures.LCP.p75}`);
      assert.ok(figures.INP.p75 >= 150, `INP ${figures.INP.p75} ms for a 150 ms handler`);
      const tap = arrived.worstInteractions.find((w) => w.page === '/');
      assert.ok(tap, 'the slow tap is among the worst interactions');
      assert.equal(tap.target, h1 ? `#${h1}` : tap.target);
      assert.match(tap.target, h1 ? /^#/ : /h1/);
      // The beacons Playwright saw: JSON of the fields docs/api.md lists (text/plain would be a 400).
      for (const b of seen.beacons) {
        assert.equal(b.method, 'POST');
        assert.equal(b.type, 'application/json');
        for (const f of [JSON.parse(b.body)].flat()) {
          assert.deepEqual(Object.keys(f).filter((k) => !['name', 'value', 'id', 'page', 'language', 'device', 'connection', 'target'].includes(k)), []);
          assert.equal(f.page, '/');
        }
      }
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  it('a visitor who sends Do Not Track or Global Privacy Control is not measured: no chunk, no beacon', async () => {
    const cases = [
      ['/terms-of-service', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
      ['/privacy-policy', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
    ];
    for (const [path, privacy] of cases) {
      const { page, context, errors } = await openPage(browser, { width: 390, height: 844, baseUrl: server.baseUrl });
      try {
        await context.addInitScript(privacy);
        const seen = watchVitals(context);
        await page.goto(path);
        await pastIdle(page);
        await page.locator('h1').first().click();
        await page.goto('/booking');
        await pastIdle(page);
        assert.deepEqual(seen, { beacons: [], chunks: [] }, path);
        assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-vitals')), false);
        assert.deepEqual(siteErrors(errors), []);
      } finally {
        await context.close();
      }
    }
    // A visitor without either, after them: once their figures are in, none of the others' are.
    const { page, context } = await openPage(browser, { width: 390, height: 844, baseUrl: server.baseUrl });
    try {
      await page.goto('/vashlovani-national-park-guide');
      await page.waitForSelector('html[data-vitals]', { state: 'attached', timeout: 30_000 });
      await page.goto('/booking');
    } finally {
      await context.close();
    }
    const r = await reportWhen(cliEnv, (x) => pagesOf(x).has('/vashlovani-national-park-guide'));
    assert.equal(pagesOf(r).has('/terms-of-service'), false);
    assert.equal(pagesOf(r).has('/privacy-policy'), false);
  });

  it('a manager sees them on /staff/speed at 390 px and 1440 px', async () => {
    // More visitors, as other phones and languages would send them.
    const figures = [];
    let n = 0;
    for (const [page, language, device, lcp, inp, cls] of [
      ['/', 'ru', 'mobile', 2900, 240, 0.01],
      ['/', 'en', 'mobile', 4600, 620, 0.3],
      ['/booking', 'ar', 'mobile', 1900, 90, 0],
      ['/booking', 'en', 'desktop', 1200, 60, 0.12],
    ]) {
      for (const [name, value] of [['LCP', lcp], ['INP', inp], ['CLS', cls], ['FCP', lcp * 0.6], ['TTFB', 300]]) {
        figures.push({ name, value, id: `v5-1764400000000-${9_000_000 + ++n}`, page, language, device, ...(name === 'INP' ? { target: `main>div.car-card:nth-child(${(n % 4) + 1})>button.book` } : {}) });
      }
    }
    const sent = await fetch(`${server.baseUrl}/api/vitals`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(figures) });
    assert.equal(sent.status, 204);

    const { page, context, errors } = await openPage(browser, { width: 390, height: 844, baseUrl: server.baseUrl });
    try {
      await signInStaff(page, cliEnv, { name: 'Nino Manager', email: 'nino.speed@example.ge', password: 'the site is quick now', role: 'manager' });
      await page.goto('/staff/speed');
      await page.getByRole('heading', { name: 'Speed', level: 1 }).waitFor();
      assert.equal(await page.locator('figure.chart svg').count(), 6, 'LCP, INP and CLS for 7 and 28 days');
      assert.ok(await page.getByText('main>div.car-card:nth-child(2)>button.book').first().isVisible());
      // Nothing wider than the phone but the tables' own scrolling boxes.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0);
      // Every tab of a manager fits the phone's width (Speed is the seventh).
      const tabs = await page.evaluate(() => {
        const nav = document.querySelector('nav.tabs');
        return nav.scrollWidth - nav.clientWidth;
      });
      assert.equal(tabs, 0);
      await screenshot(page, 'staff-speed-390');
      await page.setViewportSize({ width: 1440, height: 900 });
      await screenshot(page, 'staff-speed-1440');
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });
});
