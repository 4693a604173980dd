// The thank-you page in Chromium against the production server: the not-finished headline, the
// reference, the prefilled message, the fixed chat bar, a direct visit without a reference, and the
// scroll to the top on back navigation; the booking's details from the booking page's token in the
// URL's fragment, after a reload and in a new tab, in en, he and ar, without the token reaching the
// server's log or the click record.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tbilisiWallClock } from '../backend/dist/domain/availability/hold-period.js';
import { browserSkip, openPage, screenshot, settled, siteErrors, startServerAndBrowser, stopServerAndBrowser, visitorArrives } from './support/index.mjs';
import { bookThroughApi, euros, walkToStep3 } from './booking-journey.mjs';

/** The booking's details as the thank-you page shows them (summary, hold, link, message). */
async function thankYouDetails(page) {
  await page.getByTestId('thank-you-summary').waitFor();
  const message = new URL(await page.getByTestId('message-now').getAttribute('href')).searchParams.get('text');
  return {
    reference: (await page.getByTestId('booking-reference').innerText()).trim(),
    summary: await page.getByTestId('thank-you-summary').innerText(),
    hold: await page.getByTestId('hold-notice').innerText(),
    link: await page.getByTestId('booking-page-link').getAttribute('href'),
    message,
  };
}

describe('thank-you page', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  const messageOf = async (locator) => new URL(await locator.getAttribute('href')).searchParams.get('text');

  it('a direct visit without a reference still makes sense', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
    await page.goto('/thank-you');
    const headline = await page.getByTestId('thank-you-headline').innerText();
    assert.match(headline, /NOT finished/);
    const body = await page.locator('main').innerText();
    assert.match(body, /cancelled automatically within 24 hours/);
    assert.equal(await page.getByTestId('booking-reference').count(), 0);
    assert.doesNotMatch(body, /undefined|null|GR-/);
    const text = await messageOf(page.getByTestId('message-now'));
    assert.match(text, /confirm my booking/);
    assert.doesNotMatch(text, /undefined|null/);
    const bar = page.getByTestId('chat-top-bar');
    assert.equal((await bar.innerText()).trim(), 'Chat With Us Now');
    assert.equal(await bar.evaluate((el) => getComputedStyle(el).position), 'fixed');
    assert.equal(await bar.getAttribute('target'), '_blank');
    assert.match(await bar.getAttribute('href'), /^https:\/\/wa\.me\/\d+\?text=/);
    assert.equal(await page.locator('meta[name="robots"][content="noindex"]').count() >= 1, true);
    await screenshot(page, 'thank-you-direct-390');
    assert.deepEqual(siteErrors(errors), []);
    await context.close();
  });

  it('shows a reference from the URL, and refuses a malformed one', async () => {
    const { page, context } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
    await page.goto('/thank-you?ref=gr-7k3q9p');
    assert.equal((await page.getByTestId('booking-reference').innerText()).trim(), 'GR-7K3Q9P');
    assert.match(await messageOf(page.getByTestId('message-now')), /Booking reference: GR-7K3Q9P/);
    assert.match(await messageOf(page.getByTestId('chat-top-bar')), /GR-7K3Q9P/);

    await page.goto('/thank-you?ref=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    assert.equal(await page.getByTestId('booking-reference').count(), 0);
    assert.doesNotMatch(await page.locator('main').innerText(), /script/);
    await context.close();
  });

  it('scrolls to the top when the visitor comes back to it', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 640, baseUrl: server.baseUrl });
    await page.goto('/thank-you?ref=GR-ABCDEF');
    await page.getByTestId('booking-reference').waitFor();
    // Hydration scrolls the page to the top (docs/frontend.md): scroll down only after it.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 200);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('header-search').waitFor(); // the home page is shown (its route loads lazily)
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.goBack();
    await page.waitForURL(/\/thank-you/);
    await page.getByTestId('booking-reference').waitFor();
    await settled(page);
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await context.close();
  });

  it('keeps the booking after a reload and in a new tab: the details come from the token in the URL', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
    await walkToStep3(page);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const created = await (await answered).json();
    const token = created.bookingPage.split('/').pop();
    await page.waitForURL(/\/thank-you\?/);
    const url = new URL(page.url());
    // The token is in the fragment, which the browser never sends: not in the path or the query.
    assert.equal(url.hash, `#b=${token}`);
    assert.ok(!`${url.pathname}${url.search}`.includes(token), page.url());
    const first = await thankYouDetails(page);
    assert.equal(first.reference, created.reference);
    assert.equal(first.link, created.bookingPage);

    const check = (shown, where) => {
      assert.equal(shown.reference, created.reference, where);
      assert.match(shown.summary, /Subaru Forester/, where);
      assert.equal(euros(shown.summary), created.totalPrice, where);
      assert.ok(shown.hold.includes(tbilisiWallClock(new Date(created.expiresAt)).time), `${where}: ${shown.hold}`);
      assert.equal(shown.link, created.bookingPage, where);
      for (const text of [created.reference, 'Subaru Forester', 'Tbilisi', 'Kutaisi']) assert.ok(shown.message.includes(text), `${where}: ${shown.message}`);
      assert.deepEqual(shown, first, where);
    };

    await page.reload();
    const [reloaded] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/bookings/manage/')), visitorArrives(page)]);
    assert.equal(reloaded.status(), 200);
    check(await thankYouDetails(page), 'after a reload');

    // A new tab (another browsing context: no history state, no memory), with a click id on the
    // address: the click record is saved without the fragment.
    const other = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
    const saved = other.page.waitForRequest((r) => r.url().endsWith('/api/gclid/save'));
    const seen = [];
    other.page.on('request', (r) => seen.push(r.url()));
    await other.page.goto(`/thank-you?ref=${created.reference}&gclid=E2EthankYou${Date.now()}#b=${token}`);
    check(await thankYouDetails(other.page), 'in a new tab');
    assert.ok(!(await saved).postData().includes(token), 'the click record carries no token');
    // Only the booking page's API is asked with it, and the server's log shows it as [token].
    assert.deepEqual(seen.filter((u) => u.includes(token)).map((u) => new URL(u).pathname), [`/api/bookings/manage/${token}`]);
    assert.ok(!server.output().includes(token), 'the token is not in the server log');
    assert.deepEqual(siteErrors(errors), []);
    assert.deepEqual(siteErrors(other.errors), []);
    await other.context.close();
    await context.close();
  });

  it('an unknown or malformed token shows the reference without details', async () => {
    const { page, context } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
    await page.goto('/thank-you?ref=GR-7K3Q9P#b=AAAAAAAAAAAAAAAAAAAAAAAA');
    await page.waitForLoadState('networkidle');
    assert.equal((await page.getByTestId('booking-reference').innerText()).trim(), 'GR-7K3Q9P');
    assert.equal(await page.getByTestId('thank-you-summary').count(), 0);
    assert.equal(await page.getByTestId('booking-page-link').count(), 0);
    await page.goto('/thank-you?ref=GR-7K3Q9P#b=../../staff');
    assert.equal(await page.getByTestId('booking-page-link').count(), 0);
    await context.close();
  });

  for (const [locale, week] of [['en', 1], ['he', 2], ['ar', 3]]) {
    for (const width of [390, 1440]) {
      it(`${locale} at ${width} px: a new tab shows the booking, ${locale === 'en' ? 'left to right' : 'right to left'}`, async () => {
        const created = await bookThroughApi(server.baseUrl, locale, week + (width === 1440 ? 10 : 0));
        const token = created.bookingPage.split('/').pop();
        const { page, context, errors } = await openPage(browser, { width, baseUrl: server.baseUrl });
        await page.goto(`${locale === 'en' ? '' : `/${locale}`}/thank-you?ref=${created.reference}#b=${token}`);
        const shown = await thankYouDetails(page);
        assert.equal(await page.locator('html').getAttribute('dir'), locale === 'en' ? 'ltr' : 'rtl');
        assert.equal(shown.link, created.bookingPage);
        assert.ok(shown.hold.includes(tbilisiWallClock(new Date(created.expiresAt)).time), shown.hold);
        assert.ok(shown.message.includes(created.reference));
        if (locale !== 'en') assert.match(shown.hold, locale === 'he' ? /\p{Script=Hebrew}/u : /\p{Script=Arabic}/u);
        await screenshot(page, `thank-you-token-${locale}-${width}`);
        assert.deepEqual(siteErrors(errors), []);
        await context.close();
      });
    }
  }
});
