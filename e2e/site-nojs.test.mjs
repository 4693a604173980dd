// The site without JavaScript (docs/frontend.md): the content pages are readable, a search through the
// header form is priced by the server, the booking page says the wizard needs JavaScript.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FLEET } from '../backend/dist/domain/catalogue/fleet.js';
import { quotePrice } from '../backend/dist/domain/pricing/quote.js';
import { addDays, todayInTbilisi } from '../backend/dist/domain/shared/dates.js';
import { browserSkip, screenshot, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('the site with JavaScript turned off', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  async function open(width) {
    const phone = width < 768 ? { userAgent: PHONE_UA, isMobile: true } : {};
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: server.baseUrl, javaScriptEnabled: false, ...phone });
    return { context, page: await context.newPage() };
  }

  for (const width of [1440, 390]) {
    it(`prices a search from the header form at ${width} px`, async () => {
      const { context, page } = await open(width);
      try {
        await page.goto('/?gclid=NoJsClick');
        const today = todayInTbilisi(new Date());
        const pickupDate = addDays(today, 15);
        const returnDate = addDays(today, 19);
        await page.getByLabel('Pickup', { exact: true }).selectOption('kutaisi');
        await page.getByLabel('Dropoff', { exact: true }).selectOption('batumi');
        await page.getByLabel('Pickup Date').fill(pickupDate);
        await page.getByLabel('Return Date').fill(returnDate);
        const submit = width >= 768 ? page.getByRole('button', { name: 'Search prices and availability' }) : page.locator('form').getByRole('button', { name: 'Check Price & Availability' });
        await Promise.all([page.waitForURL(/pickupDate=/), submit.click()]);
        const url = new URL(page.url());
        assert.equal(url.pathname, '/');
        assert.deepEqual(
          { pickup: url.searchParams.get('pickup'), dropoff: url.searchParams.get('dropoff'), pickupDate: url.searchParams.get('pickupDate'), returnDate: url.searchParams.get('returnDate') },
          { pickup: 'kutaisi', dropoff: 'batumi', pickupDate, returnDate },
        );
        for (const v of FLEET) {
          const card = page.locator(`[data-car="${v.id}"]`);
          await card.scrollIntoViewIfNeeded(); // laid out near the viewport only, on a phone
          const expected = quotePrice({ carType: v.carType, pickupLocation: 'kutaisi', dropoffLocation: 'batumi', days: 4, babySeat: false, crossBorderArmenia: false });
          assert.equal(await card.locator('[data-testid="total-price"]').innerText(), `€${expected.totalPrice}`, v.carType);
          const href = await card.getByRole('link', { name: /Book Now/ }).getAttribute('href');
          const book = new URL(href, server.baseUrl);
          assert.equal(book.pathname, '/booking');
          assert.equal(book.searchParams.get('carType'), v.carType);
          assert.equal(book.searchParams.get('pickupDate'), pickupDate);
        }
        // The form shows the search it made.
        assert.equal(await page.getByLabel('Pickup Date').inputValue(), pickupDate);
        await screenshot(page, `nojs-search-${width}`, { fullPage: false });
        // Book Now is a real link: the booking page answers and says the form needs JavaScript.
        await page.locator('[data-car="toyota-4runner"]').getByRole('link', { name: /Book Now/ }).click();
        await page.waitForURL(/\/booking\?/);
        assert.ok(await page.getByTestId('booking-noscript').isVisible());
        assert.ok(await page.getByTestId('booking-noscript').getByRole('link', { name: 'WhatsApp' }).isVisible());
        assert.equal(await page.locator('[data-booking-wizard]').isVisible(), false);
      } finally {
        await context.close();
      }
    });
  }

  it('an incomplete search shows the unpriced showcase', async () => {
    const { context, page } = await open(1440);
    try {
      await page.goto('/');
      await page.getByLabel('Pickup', { exact: true }).selectOption('tbilisi');
      await Promise.all([page.waitForURL(/\?/), page.getByRole('button', { name: 'Search prices and availability' }).click()]);
      assert.equal(await page.locator('[data-testid="total-price"]').count(), 0);
      assert.equal(await page.locator('[data-testid="from-price"]').count(), FLEET.length);
    } finally {
      await context.close();
    }
  });

  it('the content pages and the 404 page are readable', async () => {
    const { context, page } = await open(1440);
    try {
      await page.goto('/');
      assert.ok(await page.getByRole('heading', { name: 'Rent a 4x4 in Georgia' }).isVisible());
      assert.ok(await page.getByText('Same to same: you receive the car with a fuel level', { exact: false }).isVisible(), 'a closed FAQ answer is shown');
      await page.goto('/vashlovani-national-park-guide');
      assert.ok(await page.getByRole('heading', { name: 'Permits and regulations', level: 2 }).isVisible());
      await page.goto('/terms-of-service');
      assert.ok(await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).isVisible());
      await page.goto('/privacy-policy');
      assert.ok(await page.getByText('Effective date: January 7, 2025').isVisible());
      const res = await page.goto('/nothing-here');
      assert.equal(res.status(), 404);
      assert.ok(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible());
      // A docs/product.md §2 redirect is followed too (its <noscript> refresh), the query kept.
      await page.goto('/contact?utm_source=nojs');
      await page.waitForURL((url) => url.pathname === '/');
      assert.equal(new URL(page.url()).search, '?utm_source=nojs');
    } finally {
      await context.close();
    }
  });
});
