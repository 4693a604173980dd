// A server-rendered page loads its scripts when a visitor shows up (frontend/src/boot/boot.ts): none
// before, all at the first pointer, touch or key, and a click made before the page has hydrated is
// held and handled once it has.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, settled, siteErrors, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

describe('scripts load when a visitor shows up', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  it('no script is fetched before the page has loaded and none runs before a visitor; the first pointer move runs them and the page hydrates', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
    try {
      const scripts = [];
      const stylesheets = [];
      let loaded = false;
      const early = [];
      page.once('load', () => (loaded = true));
      page.on('request', (req) => !loaded && ['script', 'stylesheet'].includes(req.resourceType()) && early.push(req.url()));
      page.on('request', (req) => req.resourceType() === 'script' && scripts.push(req.url()));
      page.on('request', (req) => req.resourceType() === 'stylesheet' && stylesheets.push(req.url()));
      // waitUntil 'networkidle': the helper's own visitor (a pointer move) stays out of this test.
      await page.goto('/', { waitUntil: 'networkidle' });
      // Painted from the HTML alone; once painted and idle, the code is fetched (not run).
      for (const end = Date.now() + 15_000; !scripts.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url)) && Date.now() < end; ) await page.waitForTimeout(50);
      assert.deepEqual(early, [], 'the page inlines the rules it can match and loads without scripts');
      assert.ok(scripts.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url)), 'the entry is fetched ahead');
      assert.equal(await page.locator('script[type="module"]').count(), 0, 'no script runs before a visitor');
      assert.equal(await page.locator('link[rel="stylesheet"]').count(), 0);
      assert.equal(await page.locator('html[data-hydrated]').count(), 0);
      // The page is all there without them: the heading, the cars, the search form.
      assert.ok(await page.getByRole('heading', { level: 1 }).isVisible());
      assert.ok((await page.locator('#cars h3').count()) >= 5);
      await page.mouse.move(200, 200);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      assert.ok(scripts.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url)), 'the entry was fetched');
      assert.ok(stylesheets.some((url) => /\/assets\/style-[\w-]+\.css$/.test(url)), 'the whole stylesheet was fetched');
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  it('the app runs only once the whole stylesheet is there: what it renders is styled', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
    try {
      // A slow stylesheet: the scripts arrive first and must wait for it.
      await page.route(/\/assets\/style-[\w-]+\.css$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      // The overlay's rules are not on the page before (it has no overlay): Mantine's Modal, fixed over the page.
      assert.equal(await page.evaluate(() => document.head.querySelector('style')?.textContent?.includes('.m_60c222c7{') ?? null), false);
      await page.keyboard.press('Shift'); // a first key: the visitor is here
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
      const loaded = await page.evaluate(() => [...document.styleSheets].some((s) => /\/assets\/style-[\w-]+\.css$/.test(s.href ?? '')));
      assert.ok(loaded, 'the whole stylesheet had loaded when the page hydrated');
      // The app's overlay (before its code is there, a click opens the server's: e2e/first-tap.test.mjs).
      await page.locator('#cars h3').first().scrollIntoViewIfNeeded();
      await page.locator('html[data-overlay-ready]').waitFor({ state: 'attached' });
      await page.locator('#cars h3').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // Styled by the whole stylesheet: the modal's frame is fixed over the page, not in its flow.
      assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.m_60c222c7')).position), 'fixed');
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  it("a tap on a car card as the very first thing opens its overlay at once (the server's), and the scripts start", async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
    try {
      await page.goto('/', { waitUntil: 'networkidle' });
      assert.equal(await page.locator('html[data-hydrated]').count(), 0);
      // A click event alone, without the pointer and touch events before it (a screen reader's click).
      await page.locator('#cars h3').first().evaluate((el) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
      await page.getByRole('dialog').waitFor({ timeout: 15_000 });
      assert.equal(await page.locator('dialog[open][data-car-dialog]').count(), 1, "the server's overlay (src/boot/boot.ts)");
      await page.waitForSelector('html[data-booted]', { state: 'attached', timeout: 15_000 });
      assert.equal(await page.getByRole('dialog').count(), 1);
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  it('a first tap on an FAQ question of a fresh page opens its answer (one tap, no code loaded before)', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
    try {
      await page.goto('/', { waitUntil: 'networkidle' });
      assert.equal(await page.locator('html[data-booted]').count(), 0, 'no script has run');
      const question = page.locator('#faq button[aria-expanded]').nth(1);
      await question.scrollIntoViewIfNeeded();
      assert.equal(await question.getAttribute('aria-expanded'), 'false');
      // One tap (touch events, then the click): the first sign of a visitor and the click together.
      await question.tap();
      await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'true', await question.elementHandle(), { timeout: 10_000 });
      await page.locator('#faq [role="region"]').nth(1).waitFor({ state: 'visible' });
      // The tap was handled once: the answer stays open.
      await settled(page);
      assert.equal(await question.getAttribute('aria-expanded'), 'true');
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  it('a first tap on a footer language link of a fresh page remembers the choice', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
    try {
      await page.goto('/', { waitUntil: 'networkidle' });
      assert.equal(await page.locator('html[data-booted]').count(), 0, 'no script has run');
      await page.getByTestId('language-switcher-footer').locator('a[hreflang="ru"]').tap();
      await page.waitForURL(/\/ru$/, { timeout: 10_000 });
      assert.equal(await page.evaluate(() => localStorage.getItem('preferredLocale')), 'ru');
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  it('what a visitor types before the scripts have arrived is kept', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
    try {
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // 'load', not 'networkidle': the code fetched ahead once the page is idle is held here.
      await page.goto('/booking', { waitUntil: 'load' });
      await settled(page);
      const name = page.locator('input[name="firstName"]');
      await name.fill('Nino Beridze');
      release();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await settled(page);
      assert.equal(await name.inputValue(), 'Nino Beridze');
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });
});
