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
export { launchBrowser, openPage, browserSkip, siteErrors, screenshot, CHROMIUM_PATH } from './browser.mjs';
export { PAGE_ROUTES, REDIRECT_PATHS, PROMO_SLUG, CAR_PATH, HASH_SEGMENT, isAppPath } from './routes.mjs';
