// The reCAPTCHA v3 client on the booking wizard (docs/product.md §11; docs/api.md): only loaded when the server says
// it is configured, its token sent with the booking, a domain error turning it off for the session,
// and a slow or missing Google never blocking the booking. Google's script is served by page.route
// (the sandbox has no internet); the booking itself goes to the real server.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import { inDays, walkToStep3 } from './booking-journey.mjs';

const SCRIPT = 'https://www.google.com/recaptcha/api.js**';

/** A stand-in for Google's script: `execute` resolves a token, or rejects with `failWith`. */
const fakeGrecaptcha = (failWith) => `
  window.__recaptchaCalls = [];
  window.grecaptcha = {
    ready(callback) { setTimeout(callback, 10); },
    execute(key, options) {
      window.__recaptchaCalls.push([key, options.action]);
      return ${failWith ? `Promise.reject(new Error(${JSON.stringify(failWith)}))` : "Promise.resolve('e2e-token-' + options.action)"};
    },
  };`;

describe('bot check on the booking wizard', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  async function configured(page, script) {
    await page.route('**/api/recaptcha/site-key', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ configured: true, siteKey: 'e2e-site-key' }) }),
    );
    const scriptUrls = [];
    await page.route(SCRIPT, (route) => {
      scriptUrls.push(route.request().url());
      if (script === null) return; // never answers: a hanging Google
      return route.fulfill({ contentType: 'text/javascript', body: script });
    });
    return scriptUrls;
  }

  async function confirmAndCapture(page) {
    const requestSeen = page.waitForRequest((r) => r.url().endsWith('/api/bookings') && r.method() === 'POST', { timeout: 15_000 });
    const started = Date.now();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const request = await requestSeen;
    await page.waitForURL(/\/thank-you\?ref=GR-/, { timeout: 15_000 });
    return { sent: request.postDataJSON(), ms: Date.now() - started };
  }

  it('is skipped when the server has no keys (no Google script, no token)', async () => {
    const { page, context } = await openPage(browser, { baseUrl: server.baseUrl });
    const google = [];
    page.on('request', (r) => {
      if (r.url().includes('google.com/recaptcha')) google.push(r.url());
    });
    await walkToStep3(page);
    const { sent } = await confirmAndCapture(page);
    assert.equal('recaptchaToken' in sent, false);
    assert.deepEqual(google, []);
    await context.close();
  });

  it('sends the token of action booking_submission with the booking', async () => {
    const { page, context } = await openPage(browser, { baseUrl: server.baseUrl });
    const scriptUrls = await configured(page, fakeGrecaptcha());
    await walkToStep3(page);
    const { sent } = await confirmAndCapture(page);
    assert.equal(sent.recaptchaToken, 'e2e-token-booking_submission');
    assert.deepEqual(scriptUrls, ['https://www.google.com/recaptcha/api.js?render=e2e-site-key']);
    assert.deepEqual(await page.evaluate(() => window.__recaptchaCalls), [['e2e-site-key', 'booking_submission']]);
    await context.close();
  });

  it('a domain error turns the check off for the session and the booking goes on', async () => {
    const { page, context } = await openPage(browser, { baseUrl: server.baseUrl });
    await configured(page, fakeGrecaptcha('Invalid domain for site key'));
    await walkToStep3(page);
    const { sent } = await confirmAndCapture(page);
    assert.equal('recaptchaToken' in sent, false);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('recaptchaDisabled')), 'true');

    // Next booking in the same session: Google is not asked again.
    const calls = await page.evaluate(() => window.__recaptchaCalls.length);
    await walkToStep3(page);
    const second = await confirmAndCapture(page);
    assert.equal('recaptchaToken' in second.sent, false);
    assert.equal(await page.evaluate(() => window.__recaptchaCalls?.length ?? 0), 0, 'a fresh page load never called execute');
    assert.equal(calls, 1);
    await context.close();
  });

  it('a header search runs the check of action header_form_submission after the search, which never waits for it', async () => {
    const { page, context } = await openPage(browser, { baseUrl: server.baseUrl, width: 1440 });
    await configured(page, fakeGrecaptcha());
    const verified = page.waitForRequest((r) => r.url().endsWith('/api/recaptcha/verify') && r.method() === 'POST', { timeout: 15_000 });
    await page.goto('/');
    await page.mouse.move(5, 5);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.locator('#hs-pickup').selectOption('tbilisi');
    await page.locator('#hs-dropoff').selectOption('batumi');
    await page.locator('#hs-pickup-date').fill(inDays(40));
    await page.locator('#hs-return-date').fill(inDays(44));
    await page.locator('[data-testid="header-search"] [type="submit"]').click();
    await page.locator('[data-testid="total-price"]').first().waitFor({ state: 'attached' });
    assert.deepEqual((await verified).postDataJSON(), { token: 'e2e-token-header_form_submission', action: 'header_form_submission' });
    assert.deepEqual(await page.evaluate(() => window.__recaptchaCalls), [['e2e-site-key', 'header_form_submission']]);
    await context.close();
  });

  it('a header search with no keys on the server loads no Google script', async () => {
    const { page, context } = await openPage(browser, { baseUrl: server.baseUrl, width: 1440 });
    const google = [];
    const siteKey = page.waitForResponse((r) => r.url().endsWith('/api/recaptcha/site-key'), { timeout: 15_000 });
    page.on('request', (r) => {
      if (r.url().includes('google.com/recaptcha')) google.push(r.url());
    });
    await page.goto('/');
    await page.mouse.move(5, 5);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.locator('#hs-pickup').selectOption('kutaisi');
    await page.locator('#hs-dropoff').selectOption('batumi');
    await page.locator('#hs-pickup-date').fill(inDays(41));
    await page.locator('#hs-return-date').fill(inDays(45));
    await page.locator('[data-testid="header-search"] [type="submit"]').click();
    assert.equal((await (await siteKey).json()).configured, false);
    await page.locator('[data-testid="total-price"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(google, []);
    await context.close();
  });

  it('a Google that never answers delays the booking by about 3 s at most', async () => {
    const { page, context } = await openPage(browser, { baseUrl: server.baseUrl });
    await configured(page, null);
    await walkToStep3(page);
    const { sent, ms } = await confirmAndCapture(page);
    assert.equal('recaptchaToken' in sent, false);
    assert.ok(ms >= 2500 && ms < 8000, `booking went through after ${ms} ms`);
    await context.close();
  });
});
