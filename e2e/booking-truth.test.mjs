// One booking, one truth (docs/product.md, thank-you page and booking page), Chromium at 390 px
// against a server of its own: the thank-you page after a reload and in a new tab shows the car, the
// dates, the total, the booking's own hold and the booking page's link without a touch; the customer's
// page after the return shows the charges, the payments and the balance of `rentals bookings show`,
// and prepaid fuel is not charged again. Screenshots in en and ar.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tbilisiWallClock } from '../backend/dist/domain/availability/hold-period.js';
import { bookingBody, cliEnvOf, rentals } from './support/back-office.mjs';
import { browserSkip, launchBrowser, openPage, screenshot, siteErrors, startServer } from './support/index.mjs';

describe('one booking, one truth: the thank-you page and the page after the return', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let cliEnv;
  before(async () => {
    server = await startServer({ own: true });
    browser = await launchBrowser();
    cliEnv = cliEnvOf(server);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

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
});
