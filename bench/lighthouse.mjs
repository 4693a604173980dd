// Lighthouse (mobile, simulated slow 4G) on the main pages of the production server: performance,
// accessibility, best practices and SEO scores plus FCP/LCP/TBT/CLS. Lighthouse is fetched by npx
// on first use (it is large and only needed here). `npm run bench -- lighthouse`.
// Expected shortfalls: /booking's SEO (robots.txt keeps the form out of search engines on purpose) and
// best practices on pages with click tracking (the 404 of /api/gclid/latest for "nothing saved", SPEC §7).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../e2e/support/index.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/ru,/ar,/booking,/vashlovani-national-park-guide,/terms-of-service').split(',');
const chromeFlags =
  '--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

const server = await startServer();
const dir = mkdtempSync(join(tmpdir(), 'rentals-lighthouse-'));
try {
  for (const path of PAGES) {
    const out = join(dir, 'report.json');
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): try a page up to three times.
    let r = null;
    for (let attempt = 1; attempt <= 3 && !r; attempt++) {
      try {
        execFileSync(
          'npx',
          ['--yes', LIGHTHOUSE, `${server.baseUrl}${path}`, '--quiet', `--chrome-flags=${chromeFlags}`, '--output=json', `--output-path=${out}`,
            '--only-categories=performance,accessibility,best-practices,seo'],
          { stdio: ['ignore', 'ignore', 'ignore'], env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' } },
        );
        r = JSON.parse(readFileSync(out, 'utf8'));
      } catch {
        r = null;
      }
    }
    if (!r) {
      console.log(`${path.padEnd(32)} Lighthouse failed three times`);
      continue;
    }
    const scores = Object.values(r.categories).map((c) => `${c.id} ${Math.round(c.score * 100)}`).join(', ');
    const metric = (id) => r.audits[id].displayValue;
    console.log(`${path.padEnd(32)} ${scores}; FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  await server.stop();
}
