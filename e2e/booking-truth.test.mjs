// One booking, one truth (docs/product.md, thank-you page and booking page), Chromium at 390 px
// against a server of its own: the thank-you page after a reload and in a new tab shows the car, the
// dates, the total, the booking's own hold and the booking page's link without a touch; the customer's
// page after the return shows the charges, the payments and the balance of `rentals bookings show`,
// and prepaid fuel is not charged again. Screenshots in en and ar.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tbilisiWallClock } from '../backend/dist/domain/availability/hold-period.js';
import { priceBooking } from '../backend/dist/domain/booking/total.js';
import { mailCatalogue } from '../backend/dist/domain/notifications/mail-catalogue.js';
import { DEFAULT_TIME } from '../backend/dist/domain/booking/messages.js';
import { bookingBody, daysFromToday, rentals } from './support/back-office.mjs';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

describe('one booking, one truth: the thank-you page and the page after the return', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let cliEnv;
  before(async () => {
    ({ server, browser, cliEnv } = await startOwnServerAndBrowser());
    // The money commands name a staff account (--by).
    const added = await rentals(['staff', 'add', 'Mariam', '--email', 'mariam@example.ge'], cliEnv);
    assert.equal(added.code, 0, added.stderr);
  });
  after(() => stopServerAndBrowser({ server, browser }));

  async function book(overrides) {
    const res = await fetch(`${server.baseUrl}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bookingBody(overrides)) });
    assert.equal(res.status, 201, await res.clone().text());
    return res.json();
  }

  for (const locale of ['en', 'ar']) {
    it(`${locale}: the thank-you page after a reload and in a new tab shows the booking within 3 s, untouched`, async () => {
      const created = await book({ locale, customerEmail: `thanks.${locale}@example.com` });
      const token = created.bookingPage.split('/').pop();
      const path = `${locale === 'en' ? '' : '/ar'}/thank-you?ref=${created.reference}#b=${token}`;
      const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
      const held = tbilisiWallClock(new Date(created.expiresAt));
      const check = async (p, where) => {
        // No pointer, touch or key: page.goto with waitUntil set does not play the visitor.
        await p.getByTestId('thank-you-summary').waitFor({ timeout: 3000 });
        await p.getByTestId('booking-page-link').waitFor({ timeout: 3000 });
        const summary = await p.getByTestId('thank-you-summary').innerText();
        assert.match(summary, /Toyota FJ Cruiser/, where);
        assert.ok(summary.replace(/[\s,٬]/g, '').includes(String(created.totalPrice)), `${where}: ${summary}`);
        assert.equal(await p.getByTestId('booking-page-link').getAttribute('href'), created.bookingPage, where);
        const hold = await p.getByTestId('hold-notice').innerText();
        assert.ok(hold.includes(held.time), `${where}: ${hold}`);
        if (locale === 'en') {
          assert.match(hold, /until .* \(Tbilisi time\)/, where);
          assert.match(await p.getByTestId('hold-how-to-keep').innerText(), /Keep my car/, where);
          assert.doesNotMatch(await p.locator('main').innerText(), /held for you for \d+ hours/, where);
        } else {
          assert.match(hold, /\p{Script=Arabic}/u, where);
        }
      };
      await page.goto(path, { waitUntil: 'load' });
      await check(page, 'first visit');
      await page.reload({ waitUntil: 'load' });
      await check(page, 'after a reload');
      await screenshot(page, `truth-thank-you-reload-${locale}-390`);
      const other = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
      await other.page.goto(path, { waitUntil: 'load' });
      await check(other.page, 'in a new tab');
      assert.deepEqual(siteErrors(errors), []);
      assert.deepEqual(siteErrors(other.errors), []);
      await other.context.close();
      await context.close();
    });

    it(`${locale}: the customer's page after the return shows the charges, payments and balance; prepaid fuel is not charged`, async () => {
      const created = await book({ locale, prepaidFuel: true, customerEmail: `returned.${locale}@example.com` });
      const ref = created.reference;
      const run = async (args, code = 0) => {
        const r = await rentals(args, cliEnv);
        assert.equal(r.code, code, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
        return r;
      };
      await run(['bookings', 'confirm', ref, '--by', 'Mariam']);
      await run(['bookings', 'check-out', ref, '--km', '100', '--fuel', '8', '--by', 'Mariam']);
      await run(['payments', 'add', ref, '--amount', '100', '--currency', 'EUR', '--method', 'cash', '--by', 'Mariam']);
      await run(['bookings', 'check-in', ref, '--km', '400', '--fuel', '3', '--by', 'Mariam']);
      const refused = await run(['charges', 'add', ref, '--kind', 'fuel', '--amount', '30', '--by', 'Mariam'], 4);
      assert.match(refused.stderr, /fuel was prepaid/);
      await run(['charges', 'add', ref, '--kind', 'damage', '--amount', '17.65', '--note', 'scratch', '--by', 'Mariam']);
      const shown = JSON.parse((await run(['bookings', 'show', ref, '--json'])).stdout);
      assert.deepEqual(shown.charges.map((c) => c.kind), ['damage']);

      const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
      await page.goto(created.bookingPage);
      const money = page.getByTestId('booking-money');
      await money.waitFor();
      assert.equal(Number(await page.getByTestId('money-balance').getAttribute('data-balance')), shown.balanceEur);
      assert.equal(await page.getByTestId('money-charge').count(), 1);
      assert.equal(await page.getByTestId('money-payment').count(), 1);
      const balance = await page.getByTestId('money-balance').innerText();
      if (locale === 'en') {
        assert.equal(balance.trim(), `To pay: ${shown.balanceEur.toLocaleString('en-US')} EUR`);
        assert.match(await money.innerText(), /Damage: scratch/);
      } else {
        assert.match(balance, /\p{Script=Arabic}/u);
      }
      await page.getByTestId('receipt-link').waitFor();
      await money.scrollIntoViewIfNeeded();
      await screenshot(page, `truth-booking-returned-${locale}-390`);

      // Paid more than owed: the page says what we owe.
      await run(['payments', 'add', ref, '--amount', String(shown.balanceEur + 5), '--currency', 'EUR', '--method', 'card', '--by', 'Mariam']);
      await page.reload();
      await money.waitFor();
      if (locale === 'en') assert.equal((await page.getByTestId('money-balance').innerText()).trim(), 'We owe you: 5 EUR');
      assert.equal(Number(await page.getByTestId('money-balance').getAttribute('data-balance')), -5);
      assert.deepEqual(siteErrors(errors), []);
      await context.close();
    });
  }

  /** Buttons whose label is cut off (wider than its box) or that reach past the page's edge. */
  const cutButtons = (page, selector) =>
    page.locator(selector).evaluateAll((buttons) =>
      buttons
        .filter((b) => {
          const label = b.querySelector('.mantine-Button-label') ?? b;
          const box = b.getBoundingClientRect();
          return label.scrollWidth > label.clientWidth + 1 || box.right > document.documentElement.clientWidth + 1 || box.left < -1;
        })
        .map((b) => b.innerText),
    );

  it('small things at 390 px: the year, years in business and the FAQ age follow the rules; AR stays on the line; no label cut off', async () => {
    const year = Number(new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 4));
    const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('footer')?.innerText.trim() !== '');
    assert.match(await footer.innerText(), new RegExp(`© ${year} `));
    assert.match(await footer.innerText(), /Since 2012/);
    assert.match(await page.locator('section[id^="about-"]').innerText(), new RegExp(`\\b${year - 2012}\\s+Years in Business`));
    const faq = await page.locator('#faq').innerText();
    assert.match(faq, /must be 23 to 70 years old/);
    assert.doesNotMatch(faq, /\b21\b/);
    for (const locale of ['en', 'ru', 'ar']) {
      await page.goto(locale === 'en' ? '/' : `/${locale}`);
      const tops = await page.getByTestId('language-switcher-header').locator('a').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
      assert.equal(new Set(tops).size, 1, `${locale}: the language codes on one line (${tops})`);
      if (locale === 'en') continue;
      // The overlay's Book This Vehicle and the guide's WhatsApp buttons wrap instead of being cut off.
      await page.locator('[data-car="toyota-fj-cruiser"] img').first().click();
      await page.getByRole('dialog').waitFor();
      assert.deepEqual(await cutButtons(page, '[role="dialog"] .mantine-Button-root'), [], `${locale}: overlay`);
      await screenshot(page, `truth-overlay-${locale}-390`, { fullPage: false });
      await page.goto(`/${locale}/vashlovani-national-park-guide`);
      await page.locator('a[href^="https://wa.me/"]').first().waitFor();
      assert.deepEqual(await cutButtons(page, 'a.mantine-Button-root'), [], `${locale}: guide`);
      await screenshot(page, `truth-guide-${locale}-390`);
    }
    assert.deepEqual(siteErrors(errors), []);
    await context.close();
  });

  for (const width of [390, 1440]) {
    it(`the booking form's first step shows the chosen car, dates and total at ${width} px, in the server's HTML and after hydration`, async () => {
      const pickupDate = daysFromToday(20);
      const returnDate = daysFromToday(27);
      const details = { carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', pickupDate, pickupTime: DEFAULT_TIME, returnDate, returnTime: DEFAULT_TIME };
      const total = priceBooking(details).total; // the form's default insurance, as step 3 starts
      const path = `/booking?carType=${encodeURIComponent(details.carType)}&pickup=tbilisi&dropoff=batumi&pickupDate=${pickupDate}&returnDate=${returnDate}`;
      const html = await (await fetch(`${server.baseUrl}${path}`)).text();
      assert.match(html, /data-testid="chosen-rental"/);
      assert.match(html, /data-testid="chosen-total"[\s\S]*?\d/);
      const { page, context, errors } = await openPage(browser, { width, baseUrl: server.baseUrl });
      await page.goto(path);
      const chosen = page.getByTestId('chosen-rental');
      await chosen.waitFor();
      assert.ok(await chosen.isVisible());
      assert.match(await page.getByTestId('chosen-car').innerText(), /Toyota FJ Cruiser/);
      const day = (iso) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
      assert.ok((await page.getByTestId('chosen-pickup').innerText()).includes(day(pickupDate)), await page.getByTestId('chosen-pickup').innerText());
      assert.ok((await page.getByTestId('chosen-return').innerText()).includes(day(returnDate)));
      assert.equal(Number((await page.getByTestId('chosen-total').innerText()).replace(/[^0-9]/g, '')), total);
      // Above the first field.
      const [box, field] = [await chosen.boundingBox(), await page.getByRole('textbox').first().boundingBox()];
      assert.ok(box.y + box.height <= field.y, 'the reminder is above the form');
      await screenshot(page, `truth-booking-step1-${width}`, { fullPage: false });
      // Without dates or car: nothing.
      await page.goto('/booking');
      await page.getByRole('textbox').first().waitFor();
      assert.equal(await page.getByTestId('chosen-rental').count(), 0);
      assert.deepEqual(siteErrors(errors), []);
      await context.close();
    });
  }

  it("the e-mails' buttons have the pages' words in en, ru, he and ar", async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
    for (const [i, locale] of ['en', 'ru', 'he', 'ar'].entries()) {
      const created = await book({ locale, customerEmail: `words.${locale}@example.com`, pickupDate: daysFromToday(40 + 7 * i), returnDate: daysFromToday(45 + 7 * i) });
      const token = created.bookingPage.split('/').pop();
      const words = mailCatalogue(locale);
      await page.goto(`${locale === 'en' ? '' : `/${locale}`}/thank-you?ref=${created.reference}#b=${token}`);
      assert.equal((await page.getByTestId('booking-page-link').innerText()).trim(), words.pageLinkLabel, locale);
      await page.goto(created.bookingPage);
      assert.equal((await page.getByTestId('keep-button').innerText()).trim(), words.keepButton, locale);
    }
    assert.deepEqual(siteErrors(errors), []);
    await context.close();
  });
});
