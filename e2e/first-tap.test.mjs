// The first tap without a race (docs/performance.md, "The first tap"; issue #45): a tap on a car before
// the page's scripts have arrived opens that car's overlay at once from the server's HTML
// (features/showcase/car-dialogs.tsx, opened by src/boot/boot.ts), which closes with its button,
// Escape and back; once the scripts have arrived the open overlay stays the only one and a new tap
// opens the app's. The scripts are held back by the test (page.route) until it lets them go.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, screenshot, siteErrors, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** A page whose JavaScript modules wait until `release()`; CLS summed as the metric does (no shift right after an input). */
async function heldPage(browser, baseUrl, width, path) {
  const phone = width < 600 ? { userAgent: PHONE_UA, isMobile: true, hasTouch: true } : {};
  const opened = await openPage(browser, { width, baseUrl, bypassCSP: true, ...phone });
  let release;
  const released = new Promise((resolve) => (release = resolve));
  const held = [];
  await opened.page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue().catch(() => undefined);
  });
  await opened.context.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Not 'load': the tests' page.goto would then act as a visitor and wait for the (held) scripts.
  await opened.page.goto(path, { waitUntil: 'domcontentloaded' });
  await opened.page.waitForLoadState('load');
  return { ...opened, release, held };
}

/** Taps (or clicks, on a desktop) a car's picture. */
async function tapCar(page, carId, touch) {
  const picture = page.locator(`[data-car="${carId}"] [data-opens-overlay]`);
  await picture.scrollIntoViewIfNeeded();
  if (touch) await picture.tap();
  else await picture.click();
}

async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () =>
    (await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    ),
  );
}

describe('the first tap on a car, before the scripts', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  it('opens the car overlay from the HTML at once, closes it (button, Escape, back), and hands over to React with one dialog', async () => {
    const { page, context, errors, release, held } = await heldPage(browser, server.baseUrl, 390, '/');
    try {
      const dialog = page.getByRole('dialog');
      await tapCar(page, 'toyota-fj-cruiser', true);
      await dialog.waitFor({ timeout: 3000 });
      assert.equal(await page.locator('html[data-booted]').count(), 0, 'no script of the app has run');
      assert.ok(held.length > 0, 'the tap asked for the scripts, which the test holds back');
      assert.equal(await dialog.count(), 1);
      assert.match(await dialog.getAttribute('aria-labelledby'), /car-dialog-toyota-fj-cruiser-title/);
      assert.match(await dialog.getByRole('heading', { level: 2 }).innerText(), /TOYOTA\s+FJ CRUISER/);
      const text = await dialog.innerText();
      assert.match(text, /Key Features/);
      assert.match(text, /From €\d+\/day for 14 days or more; €\d+\/day for 1-3 days\./);
      assert.ok((await dialog.locator('img[alt^="Toyota FJ Cruiser, photo 1 of"]').count()) === 1, 'its photos');
      assert.ok(await dialog.getByRole('button', { name: 'Book This Vehicle' }).isVisible());
      assert.equal(await page.evaluate(() => document.activeElement?.closest('dialog')?.id), 'car-dialog-toyota-fj-cruiser', 'the focus is in the dialog');
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden', 'the page behind stays still');

      // Its close button: closed, the focus back on the car.
      await dialog.getByRole('button', { name: 'Close vehicle details' }).tap();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.closest('[data-car]')?.getAttribute('data-car')), 'toyota-fj-cruiser');
      // Escape, and the back button (the URL stays).
      await tapCar(page, 'subaru-forester', true);
      await dialog.waitFor();
      assert.match(await dialog.innerText(), /SUBARU\s+FORESTER/);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await tapCar(page, 'hyundai-elantra', true);
      await dialog.waitFor();
      await page.evaluate(() => history.back());
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(new URL(page.url()).pathname, '/');
      assert.equal(await page.locator('html[data-booted]').count(), 0, 'still without the scripts');

      // Open when the scripts arrive: it stays, the only dialog, and closes as before.
      await tapCar(page, 'chevrolet-suburban', true);
      await dialog.waitFor();
      release();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
      await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((e) => e.hasAttribute('data-island-hydrated')), null, { timeout: 30_000 });
      assert.equal(await dialog.count(), 1, 'exactly one dialog');
      assert.match(await dialog.innerText(), /CHEVROLET\s+SUBURBAN/);
      assert.deepEqual(await axeViolations(page), [], 'axe, the overlay open after hydration');
      await dialog.getByRole('button', { name: 'Close vehicle details' }).tap();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await dialog.count(), 0);

      // Now React's overlay: one dialog, and Escape closes it.
      await tapCar(page, 'toyota-4runner', true);
      await dialog.waitFor();
      assert.equal(await dialog.count(), 1, 'exactly one dialog');
      assert.match(await dialog.innerText(), /TOYOTA\s+4RUNNER/);
      assert.equal(await page.locator('dialog[open]').count(), 0, "the app's overlay, not the server's");
      assert.deepEqual(await axeViolations(page), [], "axe, the app's overlay");
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => window.__cls), 0, 'CLS');
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      release();
      await context.close();
    }
  });

  for (const [prefix, width] of [['', 390], ['', 1440], ['/ar', 390], ['/ar', 1440]]) {
    it(`${prefix || '/'} at ${width} px: the server's overlay in the page's language, before and after the scripts`, async () => {
      const { page, context, errors, release } = await heldPage(browser, server.baseUrl, width, prefix || '/');
      try {
        const dialog = page.getByRole('dialog');
        await tapCar(page, 'subaru-forester', width < 600);
        await dialog.waitFor({ timeout: 3000 });
        const ar = prefix === '/ar';
        assert.equal(await page.evaluate(() => document.documentElement.dir), ar ? 'rtl' : 'ltr');
        // The close button's label is the page's language's (overlay.close).
        assert.equal(await dialog.locator('[data-close]').getAttribute('aria-label'), ar ? 'إغلاق تفاصيل السيارة' : 'Close vehicle details');
        const name = `first-tap${prefix.replace('/', '-')}-${width}`;
        await screenshot(page, `${name}-before`, { fullPage: false });
        release();
        await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
        assert.equal(await dialog.count(), 1);
        await screenshot(page, `${name}-after`, { fullPage: false });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await tapCar(page, 'subaru-forester', width < 600);
        await dialog.waitFor();
        await screenshot(page, `${name}-app`, { fullPage: false });
        assert.equal(await page.evaluate(() => window.__cls), 0, 'CLS');
        assert.deepEqual(siteErrors(errors), []);
      } finally {
        release();
        await context.close();
      }
    });
  }
});
