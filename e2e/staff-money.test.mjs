// The money of a rental on the phone (docs/staff.md), Chromium at 390 px against a server of its own:
// rates set by `rentals rates set` -> the check-out page shows the amount to collect in EUR, GEL and
// USD and the agreement text above the signature pad, checks amounts and the signature before sending,
// records 50 EUR card and 300 GEL cash in one submit -> the check-in's balance follows the charges as
// typed (the fuel charge proposed from the level picked), 'Take the whole balance' fills it in GEL ->
// balance 0, the receipt PDF, /staff/cash. Screenshots of both pages and of the receipt in en and ar.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { bookingBody, daysFromToday, rentals, signInStaff, signPad } from './support/back-office.mjs';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import { ROOT } from './support/server.mjs';

const PASSWORD = 'count the cash tonight';

describe('money on the phone: payment at the check-out, fuel charge at the check-in', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let cliEnv;
  before(async () => ({ server, browser, cliEnv } = await startOwnServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  async function book(overrides) {
    const res = await fetch(`${server.baseUrl}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bookingBody(overrides)) });
    assert.equal(res.status, 201, await res.clone().text());
    return res.json();
  }

  /** Saves the receipt and renders its first page as PNG when pdftoppm is there. */
  function receiptPicture(pdf, name) {
    const dir = process.env.SCREENSHOT_DIR || join(ROOT, 'screenshots');
    const file = join(dir, `${name}.pdf`);
    writeFileSync(file, pdf);
    if (existsSync('/usr/bin/pdftoppm')) execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, join(dir, name)]);
  }

  it('takes two payments at the handover (checked before the upload), shows the live balance at the return, and settles to 0', async () => {
    const today = daysFromToday(0);
    assert.equal((await rentals(['rates', 'set', '--date', today, '--eur', '2.95', '--usd', '2.70'], cliEnv)).code, 0);
    const booked = await book({ returnDate: daysFromToday(4) });
    const arabic = await book({ returnDate: daysFromToday(4), locale: 'ar', customerName: 'أمينة حداد', carType: 'Subaru Forester' });
    const ref = booked.reference;
    const total = booked.totalPrice;
    const text = (c) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

    const { page, errors } = await openPage(browser, { width: 390, height: 844, hasTouch: true, isMobile: true, baseUrl: server.baseUrl });
    await signInStaff(page, cliEnv, { name: 'Mariam', email: 'mariam@example.ge', role: 'manager', password: PASSWORD });
    // --by names the staff account, in any case.
    for (const r of [ref, arabic.reference]) assert.equal((await rentals(['bookings', 'confirm', r, '--by', 'mariam'], cliEnv)).code, 0);

    // The check-out: the balance in three currencies, the agreement above the pad, empty payment rows.
    await page.goto(`/staff/bookings/${ref}/check-out`);
    const due = await page.locator('[data-live-balance]').innerText();
    assert.ok(due.includes(`${text(total * 100)} EUR`), due);
    assert.ok(due.includes(`${text(total * 295)} GEL`), due);
    assert.match(due, /[\d,]+\.\d\d USD/);
    assert.equal(await page.getByLabel('Amount 1').inputValue(), '');
    assert.equal(await page.getByLabel('Amount 1').getAttribute('placeholder'), null);
    const agreementBox = await page.locator('#agreement-text').boundingBox();
    const padBox = await page.locator('canvas#sig').boundingBox();
    assert.ok(agreementBox && padBox && agreementBox.y < padBox.y, 'the agreement text stands above the signature pad');
    assert.match(await page.locator('#agreement-text').innerText(), /By signing, the customer confirms/);
    await page.getByLabel('Odometer (km)').fill('30500');
    await page.locator('.fuel label', { hasText: 'F' }).click();
    await page.getByLabel('Driving licence no.').fill('GE 0099887');
    await page.getByLabel('Amount 1').fill('50');
    await page.locator('#payMethod').selectOption('card');
    await page.getByLabel('Amount 2').fill('1.234,50');
    await page.locator('#payCurrency2').selectOption('GEL');

    // Checked in the page before anything is sent: the amount as typed, then the missing signature.
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/check-out')) posted += 1;
    });
    await page.getByRole('button', { name: 'Record handover' }).click();
    await page.locator('[data-check]').getByText('"1.234,50" is not an amount').waitFor();
    await page.getByLabel('Amount 2').fill('300,00');
    await page.getByRole('button', { name: 'Record handover' }).click();
    await page.locator('[data-check]').getByText('The customer signs the handover').waitFor();
    assert.equal(posted, 0, 'nothing was sent');
    assert.ok(page.url().endsWith('/check-out'));

    await signPad(page);
    await page.locator('[data-pay-row="1"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'staff-money-check-out-two-payments-390');
    await page.getByRole('button', { name: 'Record handover' }).click();
    await page.getByText('Handover recorded.').waitFor();
    const money = await page.locator('#money').innerText();
    assert.match(money, /50\.00 EUR card/);
    assert.match(money, /300\.00 GEL cash/);

    // The return: the balance follows the charges as they are typed; "Take the whole balance" fills it in lari.
    await page.goto(`/staff/bookings/${ref}/check-in`);
    const owedCents = total * 100 - 5000 - Math.round(30000 / 2.95);
    const shows = (c) => page.waitForFunction((t) => document.querySelector('[data-balance-eur]')?.textContent === t, `${text(c)} EUR`);
    await shows(owedCents);
    await page.getByLabel('Odometer (km)').fill('31020');
    await page.locator('.fuel label', { hasText: '5' }).click();
    assert.equal(await page.getByLabel('Fuel', { exact: true }).inputValue(), '30');
    await shows(owedCents + 3000);
    await page.getByLabel('Damage', { exact: true }).fill('1 234,50');
    const owed = owedCents + 3000 + 123450;
    await shows(owed);
    const gelOwed = Math.round(owed * 2.95);
    assert.equal(await page.locator('[data-balance-gel]').innerText(), `${text(gelOwed)} GEL`);
    await page.locator('#payCurrency').selectOption('GEL');
    await page.locator('#payMethod').selectOption('cash');
    await page.getByRole('button', { name: 'Take the whole balance' }).click();
    assert.equal(await page.getByLabel('Amount 1').inputValue(), (gelOwed / 100).toFixed(2));
    await page.locator('[data-live-balance]').scrollIntoViewIfNeeded();
    await screenshot(page, 'staff-money-check-in-live-balance-390');
    await page.getByRole('button', { name: 'Record return' }).click();
    await page.getByText('Return recorded.').waitFor();
    assert.equal(await page.locator('[data-balance]').innerText(), '0.00 EUR');
    await screenshot(page, 'staff-money-booking-390');

    const show = JSON.parse((await rentals(['bookings', 'show', ref, '--json'], cliEnv)).stdout);
    assert.equal(show.status, 'returned');
    assert.equal(show.balanceEur, 0);
    assert.deepEqual(show.charges.map((c) => [c.kind, c.amount]), [['fuel', 30], ['damage', 1234.5]]);
    assert.deepEqual(show.payments.map((p) => [p.amount, p.currency, p.method, p.by]), [[50, 'EUR', 'card', 'Mariam'], [300, 'GEL', 'cash', 'Mariam'], [gelOwed / 100, 'GEL', 'cash', 'Mariam']]);

    const receipt = await page.request.get(`/staff/bookings/${ref}/receipt.pdf`);
    assert.equal(receipt.headers()['content-type'], 'application/pdf');
    receiptPicture(await receipt.body(), 'receipt-en');

    // The Arabic booking through the CLI's handover, to picture its receipt.
    assert.equal((await rentals(['bookings', 'check-out', arabic.reference, '--km', '100', '--fuel', '8', '--by', 'Mariam'], cliEnv)).code, 0);
    assert.equal((await rentals(['payments', 'add', arabic.reference, '--amount', '200', '--currency', 'USD', '--method', 'card', '--by', 'Mariam'], cliEnv)).code, 0);
    assert.equal((await rentals(['bookings', 'check-in', arabic.reference, '--km', '400', '--fuel', '6', '--by', 'Mariam'], cliEnv)).code, 0);
    assert.equal((await rentals(['charges', 'add', arabic.reference, '--kind', 'fuel', '--amount', '20', '--by', 'Mariam'], cliEnv)).code, 0);
    const ar = await page.request.get(`/staff/bookings/${arabic.reference}/receipt.pdf`);
    receiptPicture(await ar.body(), 'receipt-ar');

    await page.goto('/staff/cash');
    assert.match(await page.locator('#totals [data-total="GEL cash"]').innerText(), new RegExp(text(30000 + gelOwed)));
    await screenshot(page, 'staff-money-cash-390');
    assert.deepEqual(siteErrors(errors), []);

    const wide = await openPage(browser, { width: 1440, height: 900, baseUrl: server.baseUrl });
    await wide.context.addCookies(await page.context().cookies());
    await wide.page.goto(`${server.baseUrl}/staff/cash`);
    await screenshot(wide.page, 'staff-money-cash-1440');
    await wide.page.goto(`${server.baseUrl}/staff/bookings/${arabic.reference}`);
    await screenshot(wide.page, 'staff-money-booking-1440');
    await wide.context.close();
  });
});
