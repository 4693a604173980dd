// A refusal loses nothing (DESIGN.md §9.2, docs/staff.md), Chromium at 390 px against a server of its
// own: the return with a photo, the customer's signature, a damage charge and an odometer below the
// handover's -> the server refuses it (400) and the page shows why, still holding the photo, the
// signature and what was typed -> the odometer corrected, submitted again WITHOUT adding anything ->
// the return is stored with its photo, its signature and the charge. Screenshot of the refusal.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pngImage } from '../backend/test/support/png.mjs';
import { bookingBody, daysFromToday, rentals, signInStaff, signPad } from './support/back-office.mjs';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const photo = pngImage(1200, 900, (_x, y) => (y < 450 ? [200, 40, 40] : [40, 90, 200]));

describe('a handover refused by the server keeps its photos and signature', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let cliEnv;
  before(async () => ({ server, browser, cliEnv } = await startOwnServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  it('refused for the odometer, then recorded on the next submit without adding the photo or signature again', async () => {
    const res = await fetch(`${server.baseUrl}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bookingBody({ returnDate: daysFromToday(4) })) });
    assert.equal(res.status, 201, await res.clone().text());
    const ref = (await res.json()).reference;
    const { page, errors } = await openPage(browser, { width: 390, height: 844, hasTouch: true, isMobile: true, baseUrl: server.baseUrl });
    await signInStaff(page, cliEnv, { name: 'Nino', email: 'nino@example.ge', password: 'the odometer reads lower' });
    assert.equal((await rentals(['bookings', 'confirm', ref, '--by', 'Nino'], cliEnv)).code, 0);
    const out = await rentals(['bookings', 'check-out', ref, '--km', '30000', '--fuel', '8', '--by', 'Nino'], cliEnv);
    assert.equal(out.code, 0, out.stderr);

    await page.goto(`/staff/bookings/${ref}/check-in`);
    await page.getByLabel('Odometer (km)').fill('29000');
    await page.locator('.fuel label', { hasText: 'F' }).click();
    await page.getByLabel(/Photos/).setInputFiles({ name: 'IMG_0002.png', mimeType: 'image/png', buffer: photo });
    await page.getByText('1 photo(s) ready').waitFor();
    await page.getByLabel('Damage', { exact: true }).fill('12,50');
    const signature = await signPad(page);
    assert.match(signature, /^data:image\/png;base64,/);

    const answers = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && r.url().endsWith('/check-in')) answers.push(r.status());
    });
    await page.getByRole('button', { name: 'Record return' }).click();
    const refusal = page.locator('[data-check]');
    await refusal.getByText('cannot be below the 30000 km read at the handover').waitFor();
    assert.deepEqual(answers, [400]);
    const said = await refusal.innerText();
    assert.doesNotMatch(said, /added again/);
    assert.match(said, /photos, the signature and what was typed are kept/);
    // Nothing lost: the same page, the photo, the signature and the amount as typed.
    assert.ok(page.url().endsWith('/check-in'));
    assert.equal(await page.locator('#photos').evaluate((i) => i.files.length), 1);
    assert.equal(await page.locator('#thumbs img').count(), 1);
    assert.equal(await page.locator('#signature').inputValue(), signature);
    assert.equal(await page.getByLabel('Damage', { exact: true }).inputValue(), '12,50');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'odometerKm', 'the page moves to the field at fault');
    await screenshot(page, 'staff-handover-refused-390');

    await page.getByLabel('Odometer (km)').fill('30420');
    await page.getByRole('button', { name: 'Record return' }).click();
    await page.getByText('Return recorded.').waitFor();
    assert.deepEqual(answers, [400, 303]);
    const show = JSON.parse((await rentals(['bookings', 'show', ref, '--json'], cliEnv)).stdout);
    assert.equal(show.status, 'returned');
    const back = show.handovers.find((h) => h.kind === 'check-in');
    assert.deepEqual([back.odometerKm, back.photos, back.signed], [30420, 1, true]);
    assert.deepEqual(show.charges.map((c) => [c.kind, c.amount]), [['damage', 12.5]]);
    assert.deepEqual(siteErrors(errors, [/^http 400 POST \S*\/check-in$/]), []); // the refusal, expected
  });
});
