// Chromium for the browser tests (playwright-core drives the system Chromium).
// CHROMIUM_PATH overrides /usr/bin/chromium. Without a Chromium the tests are skipped with a line
// saying so, except under CI=true, where a missing Chromium is an error.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './server.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Debian's wrapper does not add --disable-dev-shm-usage by itself (STACK.md).
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The `skip` option for node:test's describe(): false when Chromium is there, else the reason.
 * Under CI=true a missing Chromium throws instead.
 */
export function browserSkip() {
  if (existsSync(CHROMIUM_PATH)) return false;
  const reason = `browser tests skipped: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`;
  if (process.env.CI === 'true') throw new Error(`${reason}; CI=true requires it`);
  console.log(reason);
  return reason;
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
}

/**
 * What a visitor's first move does on a server-rendered page: its scripts load and it hydrates. Waits
 * for <html data-hydrated> (after a navigation by a click, say); pages without the boot script (the
 * browser-rendered admin page) hydrate by themselves. Pages without the site's app (the staff pages,
 * HTML from the server with a plain script) never hydrate: nothing to wait for.
 */
export async function visitorArrives(page) {
  const { app, waiting } = await page
    .evaluate(() => ({
      app: document.querySelector('script[data-entry], script[type="module"]') !== null,
      waiting: !document.documentElement.hasAttribute('data-hydrated') && document.querySelector('script[data-entry]') !== null,
    }))
    .catch(() => ({ app: true, waiting: false }));
  if (!app) return;
  if (waiting) await page.mouse.move(1, 1);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 }).catch(() => undefined);
}

/**
 * Opens a page of the given width and records console errors, page errors and failed requests.
 * @returns {Promise<{ page: import('playwright-core').Page, context: import('playwright-core').BrowserContext, errors: string[] }>}
 */
export async function openPage(browser, { width = 1440, height = 900, baseUrl, ...contextOptions } = {}) {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: baseUrl,
    deviceScaleFactor: 1,
    ...contextOptions,
  });
  const page = await context.newPage();
  // Pages are rendered on the server and load their scripts when a visitor shows up (a pointer, a
  // touch, a key; frontend/src/boot/boot.ts). page.goto (with its default
  // 'load') therefore acts as a visitor would, moving the pointer, and waits for the mark the app
  // sets once hydrated (<html data-hydrated>): the tests then start where a visitor's first tap does.
  const goto = page.goto.bind(page);
  page.goto = async (url, options = {}) => {
    const response = await goto(url, options);
    if (!options.waitUntil || options.waitUntil === 'load') await visitorArrives(page);
    return response;
  };
  const errors = [];
  page.on('console', (msg) => {
    // Failed sub-resources are recorded with their URL below instead of Chromium's bare line.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('response', (res) => {
    // Documents are left to the tests (a 404 page is answered with 404 on purpose).
    if (res.status() >= 400 && res.request().resourceType() !== 'document') {
      errors.push(`http ${res.status()} ${res.request().method()} ${res.url()}`);
    }
  });
  page.on('requestfailed', (req) => errors.push(`requestfailed ${req.url()} ${req.failure()?.errorText ?? ''}`));
  return { page, context, errors };
}

/**
 * The errors that are the site's fault. Left out: third-party hosts (the test machine may have no
 * internet), GET /api/gclid/latest answering 404 (docs/api.md: none saved) and anything
 * matching `allow`.
 */
export function siteErrors(errors, allow = []) {
  const expected = [
    /youtube|google|gstatic|doubleclick|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/i,
    /requestfailed .* net::ERR_ABORTED/, // requests cut short by a navigation
    /^http 404 GET \S*\/api\/gclid\/latest/,
    ...allow,
  ];
  return errors.filter((e) => !expected.some((re) => re.test(e)));
}

/** Saves a full-page screenshot under screenshots/ (gitignored) and returns its path. */
export async function screenshot(page, name, { fullPage = true } = {}) {
  const dir = process.env.SCREENSHOT_DIR || join(ROOT, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/**
 * Waits until the page has done what it was doing: no animation or transition running (but endless
 * ones), the scroll
 * position the same two frames running (a smooth scroll has stopped), then one more frame. A test
 * that checks that something did NOT happen (the page behind a dialog did not scroll, no overlay
 * opened) waits for this instead of a fixed time, which a busy machine outlasts.
 */
export async function settled(page, timeout = 15_000) {
  await page.evaluate(() => delete window.__e2eScroll);
  await page.waitForFunction(
    () => {
      const now = `${window.scrollX},${window.scrollY}`;
      const before = window.__e2eScroll;
      window.__e2eScroll = now;
      // Animations that never end (a spinner) do not count.
      return before === now && document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
    },
    null,
    { timeout, polling: 'raf' },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits until `selector`'s top edge is within `tolerance` px of the viewport's top (a smooth scroll has arrived). */
export async function scrolledTo(page, selector, tolerance = 5, timeout = 15_000) {
  await page.waitForFunction(
    ([sel, tol]) => {
      const el = document.querySelector(sel);
      return !!el && Math.abs(el.getBoundingClientRect().top) < tol;
    },
    [selector, tolerance],
    { timeout },
  );
}
