// A refusal loses nothing without JavaScript too (DESIGN.md §9.2, docs/staff.md): Chromium with
// JavaScript off at 390 px against a server of its own. The check-out with two photos, the signature
// and an amount typed "1.234.50" is refused by the server; the form comes back with the amount as
// typed and "2 photos kept, and the signature" with their thumbnails; the amount corrected and sent
// WITHOUT choosing the photos again, the handover is stored with both photos and the signature. The
// return likewise: refused for the odometer, its photo kept, recorded on the next submit.
// Signing needs the page's script; the test puts a drawn signature into the form's field as the pad
// would (a phone whose script runs but whose form is posted plainly, or a signed draft).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pngImage } from '../backend/test/support/png.mjs';
import { bookingBody, daysFromToday, rentals, signInStaff } from './support/back-office.mjs';
import { browserSkip, screenshot, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const front = pngImage(1200, 900, (_x, y) => (y < 450 ? [200, 40, 40] : [40, 90, 200]));
const side = pngImage(1200, 900, (x) => (x < 600 ? [30, 160, 60] : [240, 240, 240]));
const signature = `data:image/png;base64,${pngImage(300, 120, (x, y) => (Math.abs(y - 60 - Math.round(30 * Math.sin(x / 20))) < 3 ? [17, 17, 17] : [255, 255, 255])).toString('base64')}`;

describe('without JavaScript, a refused handover keeps its photos and signature', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let cliEnv;
  before(async () => ({ server, browser, cliEnv } = await startOwnServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  it('a check-out refused for "1.234.50" keeps both photos and the signature; corrected, it is stored with them; the return likewise', async () => {
    const res = await fetch(`${server.baseUrl}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bookingBody({ returnDate: daysFromToday(4) })) });
    assert.equal(res.status, 201, await res.clone().text());
    const ref = (await res.json()).reference;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.baseUrl, javaScriptEnabled: false, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await signInStaff(page, cliEnv, { name: 'Levan', email: 'levan@example.ge', password: 'no scripts on this phone' });
    assert.equal((await rentals(['bookings', 'confirm', ref, '--by', 'Levan'], cliEnv)).code, 0);

    await page.goto(`/staff/bookings/${ref}/check-out`);
    assert.ok(await page.getByText('Signing needs JavaScript in this browser.').isVisible(), 'the page runs no script');
    await page.getByLabel('Odometer (km)').fill('30000');
    await page.getByLabel(/^Photos/).setInputFiles([
      { name: 'IMG_0101.png', mimeType: 'image/png', buffer: front },
      { name: 'IMG_0102.png', mimeType: 'image/png', buffer: side },
    ]);
    await page.getByLabel('Amount 1').fill('1.234.50');
    await page.locator('#signature').evaluate((input, value) => (input.value = value), signature);
    await page.getByRole('button', { name: 'Record handover' }).click();

    const refusal = page.locator('.msg.error');
    await refusal.waitFor();
    assert.match(await refusal.innerText(), /1\.234\.50/);
    assert.match(await refusal.innerText(), /Kept: 2 photos and the signature \(below\); correct it and record again\./);
    assert.ok(page.url().endsWith(`/staff/bookings/${ref}/check-out`));
    const kept = page.locator('[data-kept]');
    assert.match(await kept.innerText(), /2 photos kept, and the signature/);
    assert.equal(await kept.locator('img').count(), 2);
    await kept.scrollIntoViewIfNeeded();
    for (const img of await kept.locator('img').all()) assert.ok(await img.evaluate((i) => i.complete && i.naturalWidth > 0), 'a kept photo is shown');
    assert.equal(await page.getByLabel('Amount 1').inputValue(), '1.234.50');
    assert.equal(await page.getByLabel('Odometer (km)').inputValue(), '30000');
    assert.equal(await page.locator('#photos').evaluate((i) => i.files.length), 0, 'the photos are on the server, not in the field');
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(widest <= 390, `no sideways scrolling at 390 px (${widest})`);
    await screenshot(page, 'staff-handover-nojs-kept-390');

    await page.getByLabel('Amount 1').fill('100,50');
    // The handover draws the agreement (PDF): slow on a busy machine.
    await page.getByRole('button', { name: 'Record handover' }).click({ noWaitAfter: true });
    await page.getByText('Handover recorded.').waitFor({ timeout: 120_000 });
    let show = JSON.parse((await rentals(['bookings', 'show', ref, '--json'], cliEnv)).stdout);
    assert.equal(show.status, 'on_rent');
    const out = show.handovers.find((h) => h.kind === 'check-out');
    assert.deepEqual([out.odometerKm, out.photos, out.signed], [30000, 2, true]);
    assert.equal(await page.locator('.thumbs img[src*="/photos/"]').count(), 2);

    // The return, without any help: refused for the odometer, the photo kept, then recorded.
    await page.goto(`/staff/bookings/${ref}/check-in`);
    await page.getByLabel('Odometer (km)').fill('29000');
    await page.locator('.fuel label', { hasText: 'F' }).click();
    await page.getByLabel(/^Photos/).setInputFiles({ name: 'IMG_0103.png', mimeType: 'image/png', buffer: front });
    await page.getByRole('button', { name: 'Record return' }).click({ noWaitAfter: true });
    await page.locator('.msg.error', { hasText: 'cannot be below the 30000 km read at the handover' }).waitFor({ timeout: 60_000 });
    assert.match(await page.locator('.msg.error').innerText(), /Kept: 1 photo \(below\)/);
    assert.equal(await page.locator('[data-kept] img').count(), 1);
    await page.getByLabel('Odometer (km)').fill('30420');
    await page.getByRole('button', { name: 'Record return' }).click({ noWaitAfter: true });
    await page.getByText('Return recorded.').waitFor({ timeout: 120_000 });
    show = JSON.parse((await rentals(['bookings', 'show', ref, '--json'], cliEnv)).stdout);
    const back = show.handovers.find((h) => h.kind === 'check-in');
    assert.deepEqual([show.status, back.odometerKm, back.photos], ['returned', 30420, 1]);
    await context.close();
  });
});
