import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/index.mjs';
const server = await startServer();
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
for (const [name, opts] of [['390', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }], ['500', { viewport: { width: 500, height: 900 } }], ['ipad', { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15' }], ['1440', { viewport: { width: 1440, height: 900 } }]]) {
  for (const lang of ['', '/ar']) {
    const c = await b.newContext(opts); const p = await c.newPage();
    await p.goto(server.baseUrl + (lang || '/'));
    await p.screenshot({ path: `/tmp/shot-${name}${lang.replace('/', '-')}-before.png` });
    await p.mouse.move(3, 3); await p.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await p.waitForTimeout(300);
    await p.screenshot({ path: `/tmp/shot-${name}${lang.replace('/', '-')}.png` });
    await c.close();
  }
}
await b.close(); await server.stop();
