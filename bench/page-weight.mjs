// Measures the JavaScript and CSS each page loads (gzip -9 of every file the browser fetches), against
// the production server: `npm run build && npm run bench -- page-weight`. Exits non-zero when / is over
// its JavaScript budget (also a test: e2e/page-weight.test.mjs).
import { HOME_JS_BUDGET_KB, LOCALE_HOME_JS_BUDGET_KB, pageWeight } from '../e2e/support/page-weight.mjs';
import { launchBrowser, startServer } from '../e2e/support/index.mjs';

const server = await startServer();
const browser = await launchBrowser();
let over = false;
try {
  // The home page in every language (each loads only its own catalogue), then the other pages.
  for (const path of ['/', '/ru', '/he', '/ar', '/booking', '/ar/booking', '/vashlovani-national-park-guide']) {
    // The weight of an error page is no figure: each page must answer 200 first.
    const probe = await fetch(`${server.baseUrl}${path}`, { headers: { Accept: 'text/html' } });
    await probe.arrayBuffer();
    if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}, not 200: no weight measured`);
    const w = await pageWeight(browser, server.baseUrl, path);
    let budget = '';
    const limit = path === '/' ? HOME_JS_BUDGET_KB : ['/ru', '/he', '/ar'].includes(path) ? LOCALE_HOME_JS_BUDGET_KB : undefined;
    if (limit !== undefined) {
      over ||= w.jsKb > limit;
      budget = ` (budget ${limit} kB JS: ${w.jsKb > limit ? 'OVER' : 'within'})`;
    }
    console.log(`${path} JS ${w.jsFiles} files ${w.jsKb.toFixed(1)} kB gzip, CSS ${w.cssKb.toFixed(1)} kB gzip${budget}; speed beacon after idle ${w.beaconKb.toFixed(1)} kB apart`);
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(over ? 1 : 0);
