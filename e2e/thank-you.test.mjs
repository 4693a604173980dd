// The thank-you page in Chromium against the production server: the not-finished headline, the
// reference, the prefilled message, the fixed chat bar, a direct visit without a reference, and the
// scroll to the top on back navigation.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, screenshot, siteErrors, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

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
    await page.waitForTimeout(200);
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await context.close();
  });
});
