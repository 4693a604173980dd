// The customer's own booking page /b/<token> (docs/product.md §13) in Chromium against the production
// server: booked in the wizard at 390 px, the thank-you page says until when the car is held and links
// to the page; the page shows the booking, keeps it ("Keep my car") and cancels it after a
// confirmation step; the same keep without JavaScript; Arabic right to left; an unknown token is the
// 404 page; every answer is private, no-store, no-referrer and noindex. Screenshots of each state.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tbilisiWallClock } from '../backend/dist/domain/availability/hold-period.js';
import { browserSkip, openPage, screenshot, siteErrors, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import { bookThroughApi, euros, walkToStep3 } from './booking-journey.mjs';

/** The booking page's privacy headers and <meta name="robots" content="noindex">. */
async function assertPrivate(page, response) {
  const headers = response.headers();
  assert.equal(headers['cache-control'], 'private, no-store');
  assert.equal(headers['referrer-policy'], 'no-referrer');
  assert.equal(await page.locator('meta[name="robots"][content="noindex"]').count(), 1);
}

const heldText = (expiresAt) => tbilisiWallClock(new Date(expiresAt)).time;

describe('the customer booking page', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  it('wizard -> thank-you (hold, link) -> booking page -> Keep my car -> Cancel booking, at 390 px', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
    await walkToStep3(page);
    const responseSeen = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const created = await (await responseSeen).json();
    assert.match(created.bookingPage, /^\/b\/[A-Za-z0-9_-]{22,}$/);
    await page.waitForURL(/\/thank-you\?/);

    // The thank-you page: until when the car is held (the API's expiresAt, Tbilisi time), how to keep it.
    const hold = await page.getByTestId('hold-notice').innerText();
    assert.match(hold, /held for you until/);
    assert.ok(hold.includes(heldText(created.expiresAt)), `${hold} names ${heldText(created.expiresAt)}`);
    assert.match(await page.getByTestId('hold-how-to-keep').innerText(), /Keep my car/);
    const link = page.getByTestId('booking-page-link');
    assert.equal(await link.getAttribute('href'), created.bookingPage);
    await screenshot(page, 'thank-you-hold-390');

    const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === created.bookingPage), link.click()]);
    await page.waitForURL((url) => url.pathname === created.bookingPage);
    assert.equal(response.status(), 200);
    await assertPrivate(page, response);
    assert.equal((await page.getByTestId('booking-reference').innerText()).trim(), created.reference);
    assert.equal(await page.getByTestId('booking-status').getAttribute('data-status'), 'pending');
    assert.ok((await page.getByTestId('held-until').innerText()).includes(heldText(created.expiresAt)));
    assert.equal(euros(await page.getByTestId('booking-total').innerText()), created.totalPrice);
    assert.equal(await page.locator('[data-price-line]').count(), created.breakdown.lines.length, 'the itemised total');
    const message = new URL(await page.getByTestId('message-now').getAttribute('href')).searchParams.get('text');
    assert.ok(message.includes(`Booking reference: ${created.reference}`), message);
    await screenshot(page, 'booking-page-pending-390');

    // Keep my car: a POST answered with 303 back to the page, which says so.
    await Promise.all([page.waitForURL(/done=kept/), page.getByTestId('keep-button').click()]);
    await page.getByTestId('booking-notice').waitFor();
    assert.equal(await page.getByTestId('booking-status').getAttribute('data-status'), 'kept');
    assert.equal(await page.getByTestId('keep-button').count(), 0);
    const api = await (await fetch(`${server.baseUrl}/api/bookings/manage/${created.bookingPage.split('/').pop()}`)).json();
    assert.equal(api.verified, true);
    await screenshot(page, 'booking-page-kept-390');

    // Cancel booking: a confirmation step first, then the booking is cancelled.
    await Promise.all([page.waitForURL(/cancel=1/), page.getByTestId('cancel-link').click()]);
    await page.getByTestId('cancel-confirm').waitFor();
    await screenshot(page, 'booking-page-cancel-confirm-390');
    await Promise.all([page.waitForURL(/done=cancelled/), page.getByTestId('cancel-confirm-button').click()]);
    await page.getByTestId('booking-notice').waitFor();
    assert.equal(await page.getByTestId('booking-status').getAttribute('data-status'), 'cancelled');
    assert.equal(await page.getByTestId('cancel-link').count(), 0);
    assert.equal(await page.getByTestId('keep-button').count(), 0);
    await screenshot(page, 'booking-page-cancelled-390');
    // No hydration warnings, no failed requests.
    assert.deepEqual(siteErrors(errors), []);
    await context.close();
  });

  it('keeps the car without JavaScript', async () => {
    const created = await bookThroughApi(server.baseUrl, 'en', 1);
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, baseURL: server.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(created.bookingPage);
    assert.equal(response.status(), 200);
    await assertPrivate(page, response);
    assert.equal((await page.getByTestId('booking-reference').innerText()).trim(), created.reference);
    await Promise.all([page.waitForURL(/done=kept/), page.getByRole('button', { name: 'Keep my car' }).click()]);
    assert.equal(await page.getByTestId('booking-status').getAttribute('data-status'), 'kept');
    assert.match(await page.getByTestId('booking-notice').innerText(), /kept/);
    // The cancellation's confirmation step works without JavaScript too.
    await Promise.all([page.waitForURL(/cancel=1/), page.getByTestId('cancel-link').click()]);
    await Promise.all([page.waitForURL(/done=cancelled/), page.getByTestId('cancel-confirm-button').click()]);
    assert.equal(await page.getByTestId('booking-status').getAttribute('data-status'), 'cancelled');
    await context.close();
  });

  for (const [locale, week] of [
    ['ar', 2],
    ['en', 3],
  ]) {
    for (const width of [390, 1440]) {
      if (locale === 'en' && width === 390) continue; // the journey above
      it(`${locale} at ${width} px: every state, ${locale === 'ar' ? 'right to left' : 'left to right'}`, async () => {
        const created = await bookThroughApi(server.baseUrl, locale, week + (width === 1440 ? 10 : 0));
        assert.ok(created.bookingPage.startsWith(locale === 'en' ? '/b/' : `/${locale}/b/`), created.bookingPage);
        const { page, context, errors } = await openPage(browser, { width, baseUrl: server.baseUrl });
        await page.goto(created.bookingPage);
        assert.equal(await page.locator('html').getAttribute('dir'), locale === 'ar' ? 'rtl' : 'ltr');
        assert.equal(await page.locator('html').getAttribute('lang'), locale);
        if (locale === 'ar') assert.match(await page.getByTestId('keep-button').innerText(), /\p{Script=Arabic}/u);
        await screenshot(page, `booking-page-pending-${locale}-${width}`);
        await Promise.all([page.waitForURL(/done=kept/), page.getByTestId('keep-button').click()]);
        await page.getByTestId('booking-notice').waitFor();
        await screenshot(page, `booking-page-kept-${locale}-${width}`);
        await Promise.all([page.waitForURL(/cancel=1/), page.getByTestId('cancel-link').click()]);
        await page.getByTestId('cancel-confirm').waitFor();
        await screenshot(page, `booking-page-cancel-confirm-${locale}-${width}`);
        await Promise.all([page.waitForURL(/done=cancelled/), page.getByTestId('cancel-confirm-button').click()]);
        assert.equal(await page.getByTestId('booking-status').getAttribute('data-status'), 'cancelled');
        await screenshot(page, `booking-page-cancelled-${locale}-${width}`);
        assert.deepEqual(siteErrors(errors), []);
        await context.close();
      });
    }
  }

  it('the Arabic thank-you page says until when the car is held, right to left', async () => {
    const created = await bookThroughApi(server.baseUrl, 'ar', 4);
    const { page, context } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
    await page.goto(`/ar/thank-you?ref=${created.reference}#b=${created.bookingPage.split('/').pop()}`);
    await page.getByTestId('booking-page-link').waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    const hold = await page.getByTestId('hold-notice').innerText();
    assert.match(hold, /\p{Script=Arabic}/u);
    assert.ok(hold.includes(heldText(created.expiresAt)), hold);
    assert.equal(await page.getByTestId('booking-page-link').getAttribute('href'), created.bookingPage);
    await screenshot(page, 'thank-you-hold-ar-390');
    await context.close();
  });

  it('an unknown token is the 404 page, in the language of the path', async () => {
    const { page, context } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
    const response = await page.goto('/ru/b/AAAAAAAAAAAAAAAAAAAAAAAA');
    assert.equal(response.status(), 404);
    await assertPrivate(page, response);
    assert.equal(await page.locator('html').getAttribute('lang'), 'ru');
    assert.match(await page.locator('main').innerText(), /404/);
    assert.equal(await page.getByTestId('booking-reference').count(), 0);
    const malformed = await page.goto('/b/not-a-token');
    assert.equal(malformed.status(), 404);
    await context.close();
  });
});
