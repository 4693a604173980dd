// Shared support for the browser tests (e2e/*.test.mjs).
//
//   import { describe, it, before, after } from 'node:test';
//   import { browserSkip, openPage, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
//
//   describe('my journey', { skip: browserSkip() }, () => {
//     let server, browser;
//     before(async () => ({ server, browser } = await startServerAndBrowser()));
//     after(() => stopServerAndBrowser({ server, browser }));
//     it('works', async () => {
//       const { page, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
//       await page.goto('/');
//     });
//   });
//
// A file that changes data other files read, or needs other settings, starts a server of its own
// (startOwnServerAndBrowser(env): its own database, and `cliEnv` for the `rentals` command).
export { startServer, freePort, ROOT } from './server.mjs';
export { launchBrowser, openPage, visitorArrives, browserSkip, siteErrors, screenshot, settled, scrolledTo } from './browser.mjs';
export { REDIRECT_PATHS } from './routes.mjs';

import { startServer as start } from './server.mjs';
import { launchBrowser as launch } from './browser.mjs';
import { cliEnvOf } from './back-office.mjs';

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

/**
 * A production server of the test file's own (`own: true`: its own database, and `env` added to its
 * settings), a Chromium, and `cliEnv`, which points `rentals` at that server's database. Stopped by
 * stopServerAndBrowser.
 */
export async function startOwnServerAndBrowser(env = {}) {
  const { server, browser } = await startServerAndBrowser({ own: true, env });
  return { server, browser, cliEnv: cliEnvOf(server) };
}

/** Closes what startServerAndBrowser opened (either may be missing if `before` failed). */
export async function stopServerAndBrowser({ server, browser } = {}) {
  await browser?.close();
  await server?.stop();
}
