// Shared support for the browser tests (e2e/*.test.mjs).
//
//   import { describe, it, before, after } from 'node:test';
//   import { startServer, launchBrowser, openPage, browserSkip } from './support/index.mjs';
//
//   describe('my journey', { skip: browserSkip() }, () => {
//     let server, browser;
//     before(async () => { server = await startServer(); browser = await launchBrowser(); });
//     after(async () => { await browser?.close(); await server?.stop(); });
//     it('works', async () => {
//       const { page, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
//       await page.goto('/');
//     });
//   });
export { startServer, freePort, ROOT } from './server.mjs';
export { launchBrowser, openPage, visitorArrives, browserSkip, siteErrors, screenshot, settled, scrolledTo } from './browser.mjs';
export { REDIRECT_PATHS } from './routes.mjs';

import { startServer as start } from './server.mjs';
import { launchBrowser as launch } from './browser.mjs';

/** The production server (the run's shared one, or a new one) and a Chromium, for a test file's `before`. */
export async function startServerAndBrowser(options) {
  const server = await start(options);
  try {
    return { server, browser: await launch() };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/** Closes what startServerAndBrowser opened (either may be missing if `before` failed). */
export async function stopServerAndBrowser({ server, browser } = {}) {
  await browser?.close();
  await server?.stop();
}
