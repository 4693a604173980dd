// What a page makes the browser download in JavaScript and CSS (gzip -9 of each file), shared by
// `npm run bench -- page-weight` and the budget test (e2e/page-weight.test.mjs).
import { gzipSync } from 'node:zlib';
import { openPage, visitorArrives } from './browser.mjs';

/** The JavaScript budget of the home page, gzip (docs/performance.md): 177 kB since the fifth round (176.1 measured with its merges). */
export const HOME_JS_BUDGET_KB = 177;
/**
 * The home page in Russian, Hebrew or Arabic: its own catalogue and content instead of English's.
 * 178.5 since the whole blocks (docs/frontend.md), which hold the page still while its HTML arrives
 * and cost 0.1 kB (/ru measured 178.05 with them).
 */
export const LOCALE_HOME_JS_BUDGET_KB = 178.5;
/**
 * The speed beacon (web-vitals' attribution build, frontend/src/lib/vitals-beacon.ts), counted apart
 * from the page's code: it is loaded once the page is idle, adds nothing the visitor uses, and is
 * not loaded at all under Do Not Track or Global Privacy Control.
 */
export const VITALS_BEACON_BUDGET_KB = 7;
const VITALS_BEACON = /\/assets\/vitals-beacon-[\w-]+\.js$/;

/**
 * Loads `path` at 1440 px until the network is idle and sums the JavaScript and CSS files it fetched
 * (the part of the stylesheet inlined in the HTML counts with the HTML, not here). `early` lists the
 * files fetched before the page's load event: a rendered page needs none to be painted (the boot
 * script fetches the code once the page is painted and idle, and runs it when a visitor shows up).
 * `jsKb` is the page's JavaScript; `beaconKb` the speed beacon's, apart (VITALS_BEACON_BUDGET_KB).
 * @returns {Promise<{ jsKb: number, cssKb: number, jsFiles: number, beaconKb: number, files: { path: string, kb: number }[], early: string[] }>}
 */
export async function pageWeight(browser, baseUrl, path) {
  const { page, context } = await openPage(browser, { width: 1440, baseUrl });
  try {
    const bodies = [];
    const early = [];
    let loaded = false;
    page.once('load', () => (loaded = true));
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      if (!loaded && /\.(js|css)$/.test(p)) early.push(p);
    });
    page.on('response', (r) => {
      const p = new URL(r.url()).pathname;
      if (/\.(js|css)$/.test(p)) bodies.push([p, r.body()]);
    });
    // With 'networkidle', the tests' page.goto (browser.mjs) does not move the pointer.
    await page.goto(path, { waitUntil: 'networkidle' });
    // The scripts load when a visitor shows up (frontend/src/boot/boot.ts): what the page loads for them.
    await visitorArrives(page);
    // Then the page hydrates and, once idle, hydrates its static sections (lib/static-island.tsx):
    // their code counts too, so wait for them rather than for a fixed time.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 30_000 });
    await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((e) => e.hasAttribute('data-island-hydrated')), null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const files = [];
    for (const [p, body] of bodies) files.push({ path: p, kb: gzipSync(await body, { level: 9 }).length / 1024 });
    const js = files.filter((f) => f.path.endsWith('.js') && !VITALS_BEACON.test(f.path));
    const beacon = files.filter((f) => VITALS_BEACON.test(f.path));
    const css = files.filter((f) => f.path.endsWith('.css'));
    const sum = (list) => list.reduce((s, f) => s + f.kb, 0);
    return { jsKb: sum(js), cssKb: sum(css), jsFiles: js.length, beaconKb: sum(beacon), files, early };
  } finally {
    await context.close();
  }
}
