// Measures the JavaScript and CSS each page loads (gzip -9 of every file the browser fetches), against
// the production server: `npm run build && npm run bench -- page-weight`.
import { gzipSync } from 'node:zlib';
import { startServer, launchBrowser, openPage } from '../e2e/support/index.mjs';
const server = await startServer();
const browser = await launchBrowser();
try {
  // The home page in every language (each loads only its own catalogue), then the other pages.
  for (const path of ['/', '/ru', '/he', '/ar', '/booking', '/ar/booking', '/vashlovani-national-park-guide']) {
    const { page, context } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
    const bodies = [];
    page.on('response', async (r) => { if (/\.(js|css)$/.test(new URL(r.url()).pathname)) bodies.push([new URL(r.url()).pathname, r.body()]); });
    await page.goto(path, { waitUntil: 'networkidle' });
    let js = 0, css = 0, n = 0;
    for (const [p, b] of bodies) { const g = gzipSync(await b, { level: 9 }).length; if (p.endsWith('.js')) { js += g; n++; } else css += g; }
    const home = ['/', '/ru', '/he', '/ar'].includes(path);
    const budget = home ? ` (budget for the home page in any language: 175 kB JS, ${js / 1024 <= 175 ? 'within' : 'OVER'})` : '';
    console.log(path, `JS ${n} files ${(js / 1024).toFixed(1)} kB gzip, CSS ${(css / 1024).toFixed(1)} kB gzip${budget}`);
    await context.close();
  }
} finally { await browser.close(); await server.stop(); }
