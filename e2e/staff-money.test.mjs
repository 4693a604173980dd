// The money of a rental on the phone (docs/staff.md), Chromium at 390 px against a server of its own:
// rates set by `rentals rates set` -> the check-out page shows the amount to collect in EUR, GEL and
// USD and the agreement text above the signature pad, and records 100 EUR cash in the same submit ->
// the check-in proposes the fuel charge from the fuel level picked and takes the rest in GEL ->
// balance 0, the receipt PDF, /staff/cash. Screenshots of both pages and of the receipt in en and ar.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { bookingBody, cliEnvOf, daysFromToday, rentals, signInStaff } from './support/back-office.mjs';
import { browserSkip, launchBrowser, openPage, screenshot, siteErrors, startServer } from './support/index.mjs';
import { ROOT } from './support/server.mjs';

const PASSWORD = 'count the cash tonight';

describe('money on the phone: payment at the check-out, fuel charge at the check-in', { skip: browserSkip() }, () => {
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

  /** Saves the receipt and renders its first page as PNG when pdftoppm is there. */
  function receiptPicture(pdf, name) {
    const dir = process.env.SCREENSHOT_DIR || join(ROOT, 'screenshots');
    const file = join(dir, `${name}.pdf`);
    writeFileSync(file, pdf);
    if (existsSync('/usr/bin/pdftoppm')) execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, join(dir, name)]);
  }

  it('collects 100 EUR cash at the handover and the rest in GEL at the return with a fuel charge, down to balance 0', async () => {
    const today = daysFromToday(0);
    assert.equal((await rentals(['rates', 'set', '--date', today, '--eur', '2.95', '--usd', '2.70'], cliEnv)).code, 0);
    const booked = await book({ returnDate: daysFromToday(4) });
    const arabic = await book({ returnDate: daysFromToday(4), locale: 'ar', customerName: 'أمينة حداد', carType: 'Subaru Forester' });
    const ref = booked.reference;
    const total = booked.totalPrice;
    for (const r of [ref, arabic.reference]) assert.equal((await rentals(['bookings', 'confirm', r, '--by', 'Mariam'], cliEnv)).code, 0);

    const { page, errors } = await openPage(browser, { width: 390, height: 844, hasTouch: true, isMobile: true, baseUrl: server.baseUrl });
    await signInStaff(page, cliEnv, { name: 'Mariam', email: 'mariam@example.ge', role: 'manager', password: PASSWORD });

    // The check-out: amount to collect in three currencies, the agreement above the pad.
    await page.goto(`/staff/bookings/${ref}/check-out`);
    const due = await page.locator('[data-due]').innerText();
    const gel = (total * 2.95).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    assert.match(due, new RegExp(`${total.toLocaleString('en-US')}\\.00 EUR`));
    assert.ok(due.includes(`${gel} GEL`), due);
    assert.match(due, /[\d,]+\.\d\d USD/);
    const agreementBox = await page.locator('#agreement-text').boundingBox();
    const padBox = await page.locator('canvas#sig').boundingBox();
    assert.ok(agreementBox && padBox && agreementBox.y < padBox.y, 'the agreement text stands above the signature pad');
    assert.match(await page.locator('#agreement-text').innerText(), /By signing, the customer confirms/);
    await page.getByLabel('Odometer (km)').fill('30500');
    await page.locator('.fuel label', { hasText: 'F' }).click();
    await page.getByLabel('Driving licence no.').fill('GE 0099887');
    await page.getByLabel('Amount').fill('100');
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByLabel('Method').selectOption('cash');
    await page.locator('canvas#sig').scrollIntoViewIfNeeded();
    const box = await page.locator('canvas#sig').boundingBox();
    await page.mouse.move(box.x + 30, box.y + 60);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 30 + i * 25, box.y + 60 - Math.sin(i / 2) * 30, { steps: 2 });
    await page.mouse.up();
    await screenshot(page, 'staff-money-check-out-390');
    await page.getByRole('button', { name: 'Record handover' }).click();
    await page.getByText('Handover recorded.').waitFor();
    assert.match(await page.locator('#money').innerText(), /100\.00 EUR cash/);

    // The check-in: picking 5/8 proposes 3 × 10 EUR for fuel; the rest is paid in lari.
    await page.goto(`/staff/bookings/${ref}/check-in`);
    await page.getByLabel('Odometer (km)').fill('31020');
    await page.locator('.fuel label', { hasText: '5' }).click();
    assert.equal(await page.getByLabel('Fuel', { exact: true }).inputValue(), '30');
    const rest = ((total - 100 + 30) * 2.95).toFixed(2);
    await page.getByLabel('Amount').fill(rest);
    await page.getByLabel('Currency').selectOption('GEL');
    await page.getByLabel('Method').selectOption('cash');
    await screenshot(page, 'staff-money-check-in-390');
    await page.getByRole('button', { name: 'Record return' }).click();
    await page.getByText('Return recorded.').waitFor();
    assert.equal(await page.locator('[data-balance]').innerText(), '0.00 EUR');
    await screenshot(page, 'staff-money-booking-390');

    const show = JSON.parse((await rentals(['bookings', 'show', ref, '--json'], cliEnv)).stdout);
    assert.equal(show.status, 'returned');
    assert.equal(show.balanceEur, 0);
    assert.deepEqual(show.charges.map((c) => [c.kind, c.amount]), [['fuel', 30]]);
    assert.deepEqual(show.payments.map((p) => [p.amount, p.currency, p.method, p.by]), [[100, 'EUR', 'cash', 'Mariam'], [Number(rest), 'GEL', 'cash', 'Mariam']]);

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
    assert.match(await page.locator('#totals [data-total="GEL cash"]').innerText(), new RegExp(Number(rest).toLocaleString('en-US', { minimumFractionDigits: 2 })));
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
