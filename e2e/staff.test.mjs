// The back office at /staff in Chromium at 390 px (a phone) against a server of its own:
// `rentals staff add` -> the set-password link -> sign in -> confirm a booking -> the handover with
// a photo from the "camera" (scaled down to 1600 px in the browser) and a signature drawn on the
// screen -> checked_out in the history and the booking on rent (the customer's page says so) -> the
// return with its readings -> returned. Then every staff page at 390 px and 1440 px (screenshots).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pngImage } from '../backend/test/support/png.mjs';
import { bookingBody, daysFromToday, rentals, signInStaff, signPad } from './support/back-office.mjs';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const PASSWORD = 'handover at the airport';

/** A photo from the "camera": a PNG in two colours, top half red, bottom half blue. */
const cameraPhoto = (w, h) => pngImage(w, h, (_x, y) => (y < h / 2 ? [200, 40, 40] : [40, 90, 200]));

/** Width and height of a baseline or progressive JPEG, from its SOF marker. */
function jpegSize(buf) {
  let i = 2;
  while (i < buf.length) {
    const marker = buf[i + 1];
    const len = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    i += 2 + len;
  }
  return null;
}

describe('staff back office on a phone', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let cliEnv;
  before(async () => ({ server, browser, cliEnv } = await startOwnServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  /** The booking's reference; its customer page is kept in `pages` by reference. */
  const pages = new Map();
  async function book(overrides) {
    const res = await fetch(`${server.baseUrl}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bookingBody(overrides)) });
    assert.equal(res.status, 201, await res.clone().text());
    const body = await res.json();
    pages.set(body.reference, body.bookingPage);
    return body.reference;
  }

  /** The customer's page of `ref` in `prefix` ('' or '/ar') at 390 and 1440 px: screenshots, and the state's section. */
  async function customerPage(ref, prefix, testId, name) {
    for (const width of [390, 1440]) {
      const { page, context, errors } = await openPage(browser, { width, height: width === 390 ? 844 : 900, baseUrl: server.baseUrl });
      await page.goto(`${prefix}${pages.get(ref)}`);
      await page.getByTestId(testId).waitFor();
      assert.equal(await page.getByTestId('cancel-link').count(), 0, 'no cancel after the check-out');
      assert.equal(await page.getByTestId('keep-button').count(), 0, 'no keep after the check-out');
      await screenshot(page, `customer-${name}${prefix ? `-${prefix.slice(1)}` : '-en'}-${width}`);
      assert.deepEqual(siteErrors(errors), []);
      await context.close();
    }
  }

  it('adds a staff member, sets the password, signs in, confirms a booking and hands the car over with a photo and a signature', async () => {
    const ref = await book({});
    await book({ customerName: 'Returning Today', pickupDate: daysFromToday(2), returnDate: daysFromToday(9), carType: 'Subaru Forester', customerPhone: '+972 50 123 4567' });

    const { page, context, errors } = await openPage(browser, { width: 390, height: 844, hasTouch: true, isMobile: true, baseUrl: server.baseUrl });
    await signInStaff(page, cliEnv, {
      name: 'Levan',
      email: 'levan@example.ge',
      password: PASSWORD,
      onSetPassword: (p) => screenshot(p, 'staff-set-password-390'),
      onLogin: (p) => screenshot(p, 'staff-login-390'),
    });
    assert.equal(await page.locator(`a[href="https://wa.me/995555123456"]`).count() >= 1, true, 'a tap on the phone opens the chat');
    await screenshot(page, 'staff-today-390');

    await page.getByRole('link', { name: 'Bookings' }).click();
    await page.getByLabel('Reference, name, phone or e-mail').fill(ref.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('.item .ref', { hasText: ref }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Confirmed.').waitFor();

    await page.getByRole('link', { name: 'Hand over (check-out)' }).click();
    await page.getByLabel('Odometer (km)').fill('48210');
    await page.locator('.fuel label', { hasText: '6' }).click();
    await page.getByLabel(/Photos/).setInputFiles({ name: 'IMG_0001.png', mimeType: 'image/png', buffer: cameraPhoto(2400, 1800) });
    await page.getByText('1 photo(s) ready, at most 1600 px.').waitFor();
    assert.equal(await page.locator('#thumbs img').count(), 1);
    await page.getByLabel('Damage already on the car').fill('Small scratch on the rear bumper');
    assert.match(await signPad(page, { y: 140, steps: 12, step: 22, wave: 60 }), /^data:image\/png;base64,/);
    await screenshot(page, 'staff-check-out-390');
    await page.getByRole('button', { name: 'Record handover' }).click();
    await page.getByText('Handover recorded.').waitFor();
    const history = page.locator('#history li', { has: page.locator('[data-type="checked_out"]') });
    await history.waitFor();
    assert.match(await history.innerText(), /checked_out · Levan[\s\S]*handed over: 48210 km, fuel 6\/8, 1 photo, signed by the customer, damage noted/);
    await screenshot(page, 'staff-booking-390');

    // The photo arrived scaled down in the browser: a JPEG of at most 1600 px.
    const src = await page.locator('.thumbs img').first().getAttribute('src');
    const photo = await page.request.get(src);
    assert.equal(photo.headers()['content-type'], 'image/jpeg');
    assert.deepEqual(jpegSize(await photo.body()), { width: 1600, height: 1200 });
    const agreementHref = await page.getByRole('link', { name: 'Rental agreement (PDF)' }).getAttribute('href');
    const agreement = await page.request.get(agreementHref);
    assert.equal(agreement.headers()['content-type'], 'application/pdf');
    assert.equal((await agreement.body()).subarray(0, 5).toString('latin1'), '%PDF-');
    const show = await rentals(['bookings', 'show', ref, '--json'], cliEnv);
    assert.equal(show.code, 0, show.stderr);
    assert.deepEqual(
      JSON.parse(show.stdout).handovers.map((h) => [h.kind, h.staff, h.odometerKm, h.fuelEighths, h.photos, h.signed]),
      [['check-out', 'Levan', 48210, 6, 1, true]],
    );

    // The check-out moved the booking on the road: the customer's page says so and offers no cancel.
    assert.equal(await page.locator('h1 .pill').innerText(), 'on rent');
    assert.equal(JSON.parse(show.stdout).status, 'on_rent');
    await customerPage(ref, '', 'on-the-road', 'on-the-road');
    await customerPage(ref, '/ar', 'on-the-road', 'on-the-road');

    // The return (check-in) on the phone: readings below the handover's are refused, then recorded.
    await page.goto(`/staff/bookings/${ref}`);
    assert.equal(await page.getByRole('button', { name: 'Cancel booking' }).count(), 0, 'no cancel once the car is on the road');
    await page.getByRole('link', { name: 'Return (check-in)' }).click();
    await page.getByLabel('Odometer (km)').fill('48000');
    await page.locator('.fuel label', { hasText: '4' }).click();
    await page.getByRole('button', { name: 'Record return' }).click();
    await page.getByText('the odometer cannot be below the 48210 km read at the handover').waitFor();
    await page.getByLabel('Odometer (km)').fill('48655');
    await page.locator('.fuel label', { hasText: '4' }).click();
    await page.getByLabel('New damage (leave empty if none)').fill('Dent in the driver door');
    await screenshot(page, 'staff-check-in-390');
    await page.getByRole('button', { name: 'Record return' }).click();
    await page.getByText('Return recorded.').waitFor();
    assert.equal(await page.locator('h1 .pill').innerText(), 'returned');
    const returned = page.locator('#history li', { has: page.locator('[data-type="checked_in"]') });
    assert.match(await returned.innerText(), /checked_in · Levan[\s\S]*returned: 48655 km, fuel 4\/8, 0 photos, LESS FUEL than at the handover, NEW DAMAGE noted/);
    const back = await rentals(['bookings', 'show', ref, '--json'], cliEnv);
    assert.equal(JSON.parse(back.stdout).status, 'returned');
    await customerPage(ref, '', 'returned', 'returned');
    await customerPage(ref, '/ar', 'returned', 'returned');

    for (const path of ['/', '/booking?gclid=E2EstaffAd']) await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' } });
    for (const [path, name] of [
      ['/staff/bookings', 'bookings'],
      ['/staff/fleet', 'fleet'],
      ['/staff/visits', 'visits'],
    ]) {
      await page.goto(path);
      await screenshot(page, `staff-${name}-390`);
    }
    assert.deepEqual(siteErrors(errors, [/^http 400 POST \S*\/check-in$/]), []); // the return refused above (the page sends the form itself)

    // The same pages on a wide screen.
    const wide = await openPage(browser, { width: 1440, height: 900 });
    await wide.context.addCookies(await context.cookies());
    for (const [path, name] of [
      ['/staff', 'today'],
      ['/staff/bookings', 'bookings'],
      [`/staff/bookings/${ref}`, 'booking'],
      ['/staff/fleet', 'fleet'],
      ['/staff/visits', 'visits'],
    ]) {
      await wide.page.goto(`${server.baseUrl}${path}`);
      await wide.page.locator('h1').first().waitFor();
      await screenshot(wide.page, `staff-${name}-1440`);
    }
    await wide.page.goto(`${server.baseUrl}/staff/bookings/${ref}/check-out`);
    await screenshot(wide.page, 'staff-check-out-1440');
    await wide.context.clearCookies();
    await wide.page.goto(`${server.baseUrl}/staff/login`);
    await screenshot(wide.page, 'staff-login-1440');
    assert.deepEqual(siteErrors(wide.errors), []);
    await wide.context.close();
    await context.close();
  });
});
