// The small words of the booking wizard in Chromium against the production server, in en, he and ar
// at 390 and 1440 px: the car selector keeps "seats" next to its number right to left, the car's
// features and the company's address are in the page's language, and the sold-out notice writes
// dates as the rest of the site ("Sun, 20 Dec 2026"), not ISO. Screenshots of the selector and notice.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, screenshot, siteErrors, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import { localised, messages } from './support/i18n.mjs';
import { bookThroughApi, inDays } from './booking-journey.mjs';

/** A date as the site writes it (frontend/src/i18n/format.ts formatDate). */
const INTL = { en: 'en-GB', he: 'he-IL', ar: 'ar-u-nu-latn' };
const siteDate = (iso, locale) =>
  new Intl.DateTimeFormat(INTL[locale], { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/**
 * The horizontal gap in pixels between the seat count and its word as drawn in an option, and the
 * two texts (the first digit run before the last word).
 */
async function seatsGap(option) {
  return option.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode())) {
      const m = /(\d+)\s+([^\s\d·\u2068\u2069]+)\s*$/u.exec(node.data);
      if (!m) continue;
      const rect = (start, end) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return range.getBoundingClientRect();
      };
      const n = rect(m.index, m.index + m[1].length);
      const wordStart = node.data.lastIndexOf(m[2]);
      const w = rect(wordStart, wordStart + m[2].length);
      return { gap: Math.max(n.left - w.right, w.left - n.right), number: m[1], word: m[2] };
    }
    return null;
  });
}

describe('small words', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  const cases = [
    ['en', 390, 0],
    ['en', 1440, 1],
    ['he', 390, 2],
    ['he', 1440, 3],
    ['ar', 390, 4],
    ['ar', 1440, 5],
  ];
  for (const [locale, width, slot] of cases) {
    it(`${locale} at ${width} px: the car selector, the features, the address and the sold-out notice`, async () => {
      const t = await messages(locale);
      const pickupDate = inDays(500 + 10 * slot);
      const returnDate = inDays(505 + 10 * slot);
      // Every Chevrolet Suburban (3) is taken for the period.
      for (let i = 0; i < 3; i++) await bookThroughApi(server.baseUrl, 'en', 0, { carType: 'Chevrolet Suburban', pickupDate, returnDate });
      const { page, context, errors } = await openPage(browser, { width, baseUrl: server.baseUrl });
      await page.goto(localised(`/booking?pickup=tbilisi&dropoff=kutaisi&pickupDate=${pickupDate}&returnDate=${returnDate}&carType=chevrolet-suburban`, locale));
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.locator('input[name="firstName"]').fill('Nino');
      await page.locator('input[name="lastName"]').fill('Beridze');
      await page.locator('input[name="customerEmail"]').fill('nino@example.com');
      await page.locator('input[name="driverAge"]').fill('34');
      await page.locator('input[name="groupSize"]').fill('2');
      await page.locator('input[name="phoneNumber"]').fill('555 12 34 56');
      await page.getByRole('button', { name: t['wizard.next'] }).click();
      await page.getByRole('heading', { name: t['details.title'], exact: true }).waitFor();

      // The car selector: every option keeps its seat count beside its word.
      await page.getByRole('combobox', { name: t['details.carType'], exact: true }).click();
      const options = page.getByRole('option');
      await options.first().waitFor();
      assert.ok((await options.count()) >= 5);
      for (const option of await options.all()) {
        const seats = await seatsGap(option);
        assert.ok(seats, `a seat count in ${await option.innerText()}`);
        assert.ok(seats.gap < 12, `"${seats.number}" and "${seats.word}" are ${seats.gap}px apart in ${await option.innerText()}`);
      }
      await screenshot(page, `car-selector-${locale}-${width}`, { fullPage: false });
      await page.keyboard.press('Escape');

      // The sold-out notice after Next Step: the site's dates.
      await page.getByRole('button', { name: t['wizard.next'] }).click();
      const reason = page.getByTestId('availability-reason-text');
      await reason.waitFor({ timeout: 20_000 });
      const text = await reason.innerText();
      assert.doesNotMatch(text, /\d{4}-\d{2}-\d{2}/, text);
      assert.ok(text.includes(siteDate(pickupDate, locale)) && text.includes(siteDate(returnDate, locale)), `${text} has ${siteDate(pickupDate, locale)}`);
      if (locale === 'en') assert.equal(text, `Sorry, the Chevrolet Suburban is sold out from ${siteDate(pickupDate, 'en')} 09:00 to ${siteDate(returnDate, 'en')} 09:00. Please choose other dates or another car.`);
      await page.getByTestId('availability-reason').scrollIntoViewIfNeeded();
      await screenshot(page, `sold-out-${locale}-${width}`, { fullPage: false });

      // The address in the footer (the default, written in the page's language).
      const address = await page.getByTestId('footer-address').innerText();
      if (locale === 'en') assert.match(address, /Rustaveli Avenue/);
      else assert.match(address, locale === 'he' ? /\p{Script=Hebrew}/u : /\p{Script=Arabic}/u);
      if (locale !== 'en') assert.doesNotMatch(address, /[A-Za-z]/, address);
      assert.deepEqual(siteErrors(errors), []);
      await context.close();
    });
  }

  for (const locale of ['ru', 'he', 'ar']) {
    it(`${locale}: "Bluetooth" among a car's features is written in the language`, async () => {
      const { page, context } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
      await page.goto(localised('/', locale));
      const t = await messages(locale);
      assert.notEqual(t['spec.bluetooth'], 'Bluetooth');
      await page.locator('[data-car="toyota-fj-cruiser"] img').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByText(t['spec.bluetooth'], { exact: true }).first().waitFor();
      assert.doesNotMatch(await dialog.innerText(), /Bluetooth/);
      await context.close();
    });
  }
});
