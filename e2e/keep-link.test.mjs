// The keep link in Chromium: with e-mail configured, the creator's link (the booking
// answer, the thank-you page) shows the booking without "Keep my car" and says where to press it,
// with the address masked, in each language; its keep form changes nothing. Screenshots at 390 and
// 1440 px in en and ar.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import { bookThroughApi } from './booking-journey.mjs';

const KEEP_WORDS = { en: /Keep my car/, ru: /Сохранить автомобиль/, he: /שמרו לי את הרכב/, ar: /احتفظوا بسيارتي/ };

describe("the creator's link while e-mail is configured", { skip: browserSkip() }, () => {
  let server;
  let browser;
  // Nothing listens on port 9: e-mail counts as configured, the messages just wait in the outbox.
  before(async () => ({ server, browser } = await startOwnServerAndBrowser({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'bookings@example.com' })));
  after(() => stopServerAndBrowser({ server, browser }));

  for (const [i, locale] of ['en', 'ru', 'he', 'ar'].entries()) {
    for (const width of locale === 'en' || locale === 'ar' ? [390, 1440] : [390]) {
      it(`${locale} at ${width} px: no Keep button, where to press it, the address masked`, async () => {
        const created = await bookThroughApi(server.baseUrl, locale, 40 + i * 2 + (width === 1440 ? 1 : 0), { customerEmail: 'nino.page@example.com' });
        const { page, context, errors } = await openPage(browser, { width, baseUrl: server.baseUrl });
        await page.goto(created.bookingPage);
        assert.equal(await page.getByTestId('keep-button').count(), 0);
        const text = await page.getByTestId('keep-in-email').innerText();
        assert.match(text, /n…@example\.com/);
        assert.match(text, KEEP_WORDS[locale]);
        assert.doesNotMatch(text, /nino\.page/);
        await screenshot(page, `keep-link-creator-${locale}-${width}`);
        // The page's own form, posted by hand: refused, nothing kept.
        const res = await page.request.post(`${created.bookingPage}/keep`, { form: {}, maxRedirects: 0 });
        assert.equal(res.status(), 303);
        const api = await (await fetch(`${server.baseUrl}/api/bookings/manage/${created.bookingPage.split('/b/')[1]}`)).json();
        assert.equal(api.verified, false);
        assert.deepEqual(siteErrors(errors), []);
        await context.close();
      });
    }
  }
});
