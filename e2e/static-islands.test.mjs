// Static islands (frontend/src/lib/static-island.tsx): the home page's steps, about section and FAQ,
// every page's footer and the guide's text stay the server's HTML until a visitor shows up (pointer,
// touch, key, focus), then hydrate; a click on one before that is handled as on any hydrated part.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, siteErrors, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

const islands = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-island]')].map((el) => `${el.dataset.island}:${el.hasAttribute('data-island-hydrated')}`));

describe('static islands', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  const open = (options = {}) => openPage(browser, { width: 390, baseUrl: server.baseUrl, userAgent: PHONE_UA, isMobile: true, hasTouch: true, ...options });

  it('stay server HTML without a visitor, and all hydrate at the first pointer', async () => {
    const { page, context, errors } = await open({ width: 1440, userAgent: undefined, isMobile: false, hasTouch: false });
    try {
      // waitUntil 'networkidle': the helper's own visitor (a pointer move) stays out of this test.
      await page.goto('/', { waitUntil: 'networkidle' });
      // A window in which nothing may happen: a slower machine only makes it longer to look at.
      await page.waitForTimeout(1000);
      assert.deepEqual(await islands(page), ['how-it-works:false', 'about:false', 'faq:false', 'footer:false']);
      // The server's HTML is there all the same: text, links, the open first answer.
      assert.ok(await page.getByRole('heading', { name: 'Get Confirmation' }).isVisible());
      assert.ok(await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).isVisible());
      await page.mouse.move(20, 20);
      await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-island-hydrated])').length === 0);
      assert.deepEqual(await islands(page), ['how-it-works:true', 'about:true', 'faq:true', 'footer:true']);
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  it('a click on an island before anything else is handled (the FAQ opens its answer)', async () => {
    const { page, context, errors } = await open();
    try {
      await page.goto('/');
      const second = page.locator('#faq button[aria-expanded]').nth(1);
      assert.equal(await second.getAttribute('aria-expanded'), 'false');
      // A click event alone, without the pointer and focus events before it: React hydrates the
      // island for it at once (selective hydration), and the accordion handles it.
      await second.evaluate((el) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
      await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'true', await second.elementHandle());
      assert.equal(await page.locator('[data-island="faq"]').getAttribute('data-island-hydrated'), 'true');
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  it('a tap on the footer language switcher remembers the choice', async () => {
    const { page, context, errors } = await open();
    try {
      await page.goto('/');
      await page.getByTestId('language-switcher-footer').locator('a[hreflang="ru"]').tap();
      await page.waitForURL(/\/ru$/);
      assert.equal(await page.evaluate(() => localStorage.getItem('preferredLocale')), 'ru');
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  it('the guide text is an island that hydrates on a key press, and its links work', async () => {
    const { page, context, errors } = await open();
    try {
      await page.goto('/vashlovani-national-park-guide', { waitUntil: 'networkidle' });
      assert.deepEqual(await islands(page), ['guide-article:false', 'footer:false']);
      await page.keyboard.press('Shift');
      await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-island-hydrated])').length === 0);
      assert.ok((await page.locator('article.prose h2').count()) >= 3);
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  it('an island whose code cannot be loaded stays the server HTML, and its links still work', async () => {
    const { page, context, errors } = await open({ width: 1440, userAgent: undefined, isMobile: false, hasTouch: false });
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    try {
      await page.route(/\/assets\/site-footer-content-[^/]*\.js$/, (route) => route.abort('connectionfailed'));
      await page.goto('/');
      await page.mouse.move(20, 20);
      // The other islands hydrate; the footer keeps the server's HTML.
      await page.waitForFunction(() => document.querySelector('[data-island="faq"]')?.hasAttribute('data-island-hydrated'));
      await page.waitForFunction(() => document.querySelectorAll('[data-island]').length === 4);
      assert.equal(await page.locator('[data-island="footer"]').getAttribute('data-island-hydrated'), null);
      assert.ok(warnings.some((w) => /footer section could not be loaded/.test(w)), warnings.join('\n'));
      const terms = page.locator('footer').getByRole('link', { name: 'Terms of Service' });
      assert.ok(await terms.isVisible());
      // The click is held for the island, then does what the plain link does.
      await terms.click();
      await page.waitForURL(/\/terms-of-service$/, { timeout: 10_000 });
      assert.deepEqual(siteErrors(errors, [/site-footer-content-.*\.js/]), []);
    } finally {
      await context.close();
    }
  });

  it('a page reached by client-side navigation shows its islands at once', async () => {
    const { page, context, errors } = await open({ width: 1440, userAgent: undefined, isMobile: false, hasTouch: false });
    try {
      await page.goto('/terms-of-service');
      // The header's home link is the router's: the home page is rendered in the browser.
      await page.locator('header a[href="/"]').first().click();
      await page.waitForURL(/\/$/);
      // Each island appears as soon as its own chunk is there.
      await page.getByRole('heading', { name: 'How It Works' }).waitFor();
      await page.locator('#faq button[aria-expanded]').first().waitFor();
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).waitFor();
      assert.equal(await page.locator('#faq button[aria-expanded]').count(), 4);
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });
});
