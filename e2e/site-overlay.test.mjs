// The full-screen vehicle overlay: gallery navigation rules (docs/frontend.md), video slide, failed images,
// scroll lock, Esc, and "Book This Vehicle".
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, screenshot, scrolledTo, settled, siteErrors, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

describe('vehicle overlay', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  async function openOverlay(carId, width = 1440, setup) {
    const opened = await openPage(browser, { width, baseUrl: server.baseUrl });
    if (setup) await setup(opened.page);
    await opened.page.goto('/');
    // Until the app's overlay is ready (hydrated, its code loaded once the cards near the screen) a
    // click opens the server's plain overlay (e2e/first-tap.test.mjs): these tests are about the app's.
    await opened.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await opened.page.locator(`[data-car="${carId}"]`).scrollIntoViewIfNeeded();
    await opened.page.locator('html[data-overlay-ready]').waitFor({ state: 'attached' });
    await opened.page.locator(`[data-car="${carId}"] button[aria-label^="View photos"]`).click();
    await opened.page.getByRole('dialog').waitFor();
    return opened;
  }
  const slide = (page) => page.locator('[data-testid="gallery-stage"]').getAttribute('data-slide');
  const counter = (page) => page.locator('[data-testid="gallery-counter"]').innerText();

  it('opens on the video slide and cycles: last image -> video -> image 0; previous from image 0 -> video', async () => {
    const { page, context, errors } = await openOverlay('subaru-forester');
    try {
      const dialog = page.getByRole('dialog');
      assert.match(await dialog.innerText(), /SUBARU\s+FORESTER/);
      assert.ok(await dialog.getByRole('heading', { name: 'Key Features' }).isVisible());
      assert.ok(await dialog.getByText('4x4', { exact: true }).first().isVisible());
      assert.equal(await slide(page), 'video');
      assert.equal(await counter(page), '1 / 4'); // video + 3 images
      // No video id configured: a "coming soon" slide, never a broken iframe.
      assert.ok(await page.locator('[data-testid="video-coming-soon"]').isVisible());
      assert.equal(await page.locator('iframe').count(), 0);
      const next = page.getByRole('button', { name: 'Next slide' });
      const prev = page.getByRole('button', { name: 'Previous slide' });
      await next.click();
      assert.equal(await slide(page), 'image-0');
      assert.equal(await counter(page), '2 / 4');
      await next.click();
      await next.click();
      assert.equal(await slide(page), 'image-2');
      assert.equal(await counter(page), '4 / 4');
      await next.click();
      assert.equal(await slide(page), 'video', 'next from the last image goes to the video');
      await next.click();
      assert.equal(await slide(page), 'image-0', 'then to image 0');
      await prev.click();
      assert.equal(await slide(page), 'video', 'previous from the first image goes to the video');
      await prev.click();
      assert.equal(await slide(page), 'image-2');
      // Keyboard arrows move too.
      await page.keyboard.press('ArrowRight');
      assert.equal(await slide(page), 'video');
      // Choosing an image thumbnail leaves video mode.
      await page.getByRole('button', { name: 'Show photo 2 of 3' }).click();
      assert.equal(await slide(page), 'image-1');
      assert.equal(await page.locator('[data-testid="video-coming-soon"]').count(), 0);
      await page.getByRole('button', { name: 'Play the video' }).click();
      assert.equal(await slide(page), 'video');
      await screenshot(page, 'overlay-1440', { fullPage: false });
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  it('locks the body scroll while open and closes with Esc', async () => {
    const { page, context } = await openOverlay('chevrolet-suburban', 390);
    try {
      assert.equal(await counter(page), '1 / 6'); // video + 5 images
      const before = await page.evaluate(() => window.scrollY);
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
      await page.mouse.wheel(0, 800);
      await settled(page);
      assert.equal(await page.evaluate(() => window.scrollY), before, 'the page behind does not scroll');
      await screenshot(page, 'overlay-390', { fullPage: false });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // The lock is released a frame or two after the dialog leaves the page (about 20 ms): within 1 s, or it stayed.
      await page.waitForFunction(() => getComputedStyle(document.body).overflow !== 'hidden', null, { timeout: 1000 });
    } finally {
      await context.close();
    }
  });

  it('embeds the configured video (youtube-nocookie, rel=0, modestbranding=1, origin)', async () => {
    const { page, context } = await openOverlay('toyota-fj-cruiser', 1440, async (p) => {
      await p.route('**/*', async (route) => {
        const req = route.request();
        if (req.resourceType() === 'document' && new URL(req.url()).origin === server.baseUrl) {
          const res = await route.fetch();
          const html = (await res.text()).replace('&quot;videoIds&quot;:{}', '&quot;videoIds&quot;:{&quot;toyota-fj-cruiser&quot;:&quot;abcDEF12345&quot;}');
          return route.fulfill({ response: res, body: html });
        }
        if (/youtube/.test(req.url())) return route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>video</body></html>' });
        return route.continue();
      });
    });
    try {
      const iframe = page.locator('[data-testid="vehicle-video"]');
      await iframe.waitFor();
      const src = new URL(await iframe.getAttribute('src'));
      assert.equal(src.origin, 'https://www.youtube-nocookie.com');
      assert.equal(src.pathname, '/embed/abcDEF12345');
      assert.equal(src.searchParams.get('rel'), '0');
      assert.equal(src.searchParams.get('modestbranding'), '1');
      assert.equal(src.searchParams.get('origin'), server.baseUrl);
      const ratio = await page.locator('[data-testid="gallery-stage"]').evaluate((el) => el.clientWidth / el.clientHeight);
      assert.ok(Math.abs(ratio - 16 / 9) < 0.02, `16:9 (${ratio})`);
    } finally {
      await context.close();
    }
  });

  it('hides an image that fails to load, and says so when none is left', async () => {
    const { page, context, errors } = await openOverlay('toyota-4runner', 1440, async (p) => {
      await p.route(/toyota-4runner-2\.svg$/, (route) => route.fulfill({ status: 404, body: 'missing' }));
    });
    try {
      const warnings = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await page.getByRole('button', { name: /Show photo 1 of/ }).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[aria-label^="Show photo"]').length === 3);
      assert.equal(await counter(page), '1 / 4', 'video + the 3 images that loaded');
      assert.equal(await page.getByRole('dialog').locator('img[src$="toyota-4runner-2.svg"]').count(), 0);
      assert.deepEqual(siteErrors(errors, [/toyota-4runner-2\.svg/]), []);
    } finally {
      await context.close();
    }

    const empty = await openOverlay('hyundai-elantra', 1440, async (p) => {
      await p.route(/hyundai-elantra-1\.svg$/, (route) => route.fulfill({ status: 404, body: 'missing' }));
    });
    try {
      await empty.page.locator('[data-testid="gallery-empty"]').waitFor();
      assert.match(await empty.page.locator('[data-testid="gallery-empty"]').innerText(), /No images available\s+Please check back later/);
      assert.equal(await empty.page.locator('[data-testid="gallery-counter"]').count(), 0);
    } finally {
      await empty.context.close();
    }
  });

  it('"Book This Vehicle" closes, shakes the header form and scrolls to the hero after 100 ms', async () => {
    const { page, context } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
    try {
      await page.goto('/');
      await page.evaluate(() => {
        window.__shakes = 0;
        window.addEventListener('shakeHeaderForm', () => window.__shakes++);
      });
      await page.locator('[data-car="toyota-fj-cruiser"]').scrollIntoViewIfNeeded();
      await page.locator('html[data-overlay-ready]').waitFor({ state: 'attached' });
      await page.locator('[data-car="toyota-fj-cruiser"] button[aria-label^="View photos"]').click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('button', { name: 'Book This Vehicle' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => window.__shakes), 1);
      await scrolledTo(page, '#hero');
      const top = await page.locator('#hero').evaluate((el) => el.getBoundingClientRect().top);
      assert.ok(Math.abs(top) < 5, `hero in view (${top})`);
    } finally {
      await context.close();
    }
  });

  it('a click anywhere on a card opens the overlay (name, specs, prices), its buttons keep their own action', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
    try {
      await page.goto('/');
      await page.waitForSelector('html[data-hydrated]');
      const card = page.locator('[data-car="toyota-fj-cruiser"]');
      await card.scrollIntoViewIfNeeded();
      await page.locator('html[data-overlay-ready]').waitFor({ state: 'attached' });
      for (const part of [card.locator('h3'), card.locator('ul li').nth(2), card.locator('table'), card.locator('[data-testid="from-price"]')]) {
        await part.click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        assert.match(await dialog.innerText(), /TOYOTA\s+FJ CRUISER/);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      // "Check Price & Availability" only shakes the form and scrolls up: no overlay.
      await card.getByRole('button', { name: 'Check Price & Availability' }).click();
      await scrolledTo(page, '#hero');
      await settled(page);
      assert.equal(await page.getByRole('dialog').count(), 0);
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });
});
