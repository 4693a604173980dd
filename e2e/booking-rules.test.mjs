// Booking wizard rules in Chromium against the production server: every validation message of
// steps 1 and 2 (texts from the domain), the rental rules, the Elantra rule, one booking for a
// double click, the same Idempotency-Key on a retry, and the failure toast with data kept.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, screenshot, settled, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import {
  BOOKING_MESSAGES as M,
  PERSON,
  errorTexts,
  expectHeading,
  fillDetails,
  fillPersonal,
  inDays,
  nextStep,
  toastTexts,
  walkToStep3,
} from './booking-journey.mjs';

const sorted = (list) => [...list].sort();

describe('booking wizard rules', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  const open = async (width = 1440) => openPage(browser, { width, baseUrl: server.baseUrl });

  it('step 1 shows every message of docs/product.md §8 and moves on only when valid', async () => {
    const { page, context } = await open(390);
    await page.goto('/booking');
    await expectHeading(page, 'Personal Information');
    await nextStep(page);
    assert.deepEqual(
      sorted(await errorTexts(page)),
      sorted([M.firstName, M.lastName, M.customerEmail, M.customerPhone, M.driverAgeRequired, M.groupSizeRequired]),
    );
    await expectHeading(page, 'Personal Information');
    await screenshot(page, 'booking-step1-errors-390');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'firstName', 'the first invalid field has the focus');

    await fillPersonal(page, { ...PERSON, firstName: 'N', lastName: 'B', email: 'nino@example', age: '22', group: '21', phone: '123' });
    assert.deepEqual(
      sorted(await errorTexts(page)),
      sorted([M.firstName, M.lastName, M.customerEmail, M.customerPhone, M.driverAgeRange, M.groupSizeRange]),
    );
    // docs/product.md §8: the domain's name and e-mail rules, the same in the browser as on the server.
    await fillPersonal(page, { ...PERSON, firstName: 'Bob2', lastName: 'Pay now at https://x', email: 'a@b.com, c@d.com' });
    assert.deepEqual(sorted(await errorTexts(page)), sorted([M.firstName, M.lastName, M.customerEmail]));
    await fillPersonal(page, { ...PERSON, age: '71', group: '0' });
    assert.deepEqual(sorted(await errorTexts(page)), sorted([M.driverAgeRange, M.groupSizeRange]));
    await fillPersonal(page, { ...PERSON, age: '23', group: '20' });
    assert.deepEqual(await errorTexts(page), [], 'the limits 23 and 20 are allowed; errors clear as the visitor types');
    await nextStep(page);
    await expectHeading(page, 'Booking Details');
    await context.close();
  });

  it('step 2 shows every message of docs/product.md §8 and the rental rules', async () => {
    const { page, context } = await open(1440);
    await page.goto('/booking');
    await fillPersonal(page);
    await nextStep(page);
    await expectHeading(page, 'Booking Details');
    await page.getByLabel('Pickup Time').fill('');
    await page.getByLabel('Return Time').fill('');
    await nextStep(page);
    assert.deepEqual(
      sorted(await errorTexts(page)),
      sorted([M.pickupLocation, M.dropoffLocation, M.pickupDate, M.pickupTime, M.returnDate, M.returnTime, M.carType]),
    );
    await screenshot(page, 'booking-step2-errors-1440');

    await fillDetails(page, { pickup: 'Batumi', dropoff: 'Kutaisi', pickupTime: '09:00', returnTime: '09:00', car: 'Subaru Forester' });
    await fillDetails(page, { pickupDate: inDays(-1), returnDate: inDays(5) });
    assert.deepEqual(await errorTexts(page), [M.pickupInPast]);
    await fillDetails(page, { pickupDate: inDays(10), returnDate: inDays(9) });
    assert.deepEqual(await errorTexts(page), [M.returnAfterPickup]);
    await fillDetails(page, { returnDate: inDays(10), returnTime: '09:00' });
    assert.deepEqual(await errorTexts(page), [M.returnAfterPickup], 'same date and time is not after the pickup');
    await fillDetails(page, { returnDate: inDays(12) });
    assert.deepEqual(await errorTexts(page), [M.minimumDays], 'two days are under the minimum');
    await nextStep(page);
    await expectHeading(page, 'Booking Details');
    await fillDetails(page, { returnDate: inDays(12), returnTime: '09:01' });
    assert.deepEqual(await errorTexts(page), [], '48 h 1 min counts as 3 days');
    await nextStep(page);
    await expectHeading(page, 'Complete Your Booking');

    // Back keeps everything.
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'Booking Details');
    assert.equal(await page.getByLabel('Return Time').inputValue(), '09:01');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'Personal Information');
    assert.equal(await page.getByLabel('Email Address').inputValue(), PERSON.email);
    await context.close();
  });

  it('hides the camping group for the Hyundai Elantra and drops chosen camping services', async () => {
    const { page, context } = await open(1440);
    await walkToStep3(page, '?car=toyota-4runner', { car: 'Toyota 4Runner' });
    assert.equal(await page.locator('[data-service-group="camping"]').count(), 1);
    await page.locator('[data-service="campingEquipment"]').click();
    assert.equal(await page.locator('[data-price-line="campingEquipment"]').count(), 1);

    await page.getByRole('button', { name: 'Back' }).click();
    await fillDetails(page, { car: 'Hyundai Elantra' });
    await nextStep(page);
    await expectHeading(page, 'Complete Your Booking');
    assert.equal(await page.locator('[data-service-group="camping"]').count(), 0);
    assert.equal(await page.getByText('Car Roof Tent').count(), 0);
    assert.equal(await page.locator('[data-price-line="campingEquipment"]').count(), 0, 'a camping service chosen earlier is not priced');
    await screenshot(page, 'booking-step3-elantra-1440');

    const requestSeen = page.waitForRequest((r) => r.url().endsWith('/api/bookings'));
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const sent = (await requestSeen).postDataJSON();
    assert.equal(sent.carType, 'Hyundai Elantra');
    assert.equal(sent.campingEquipment, false);
    assert.equal(sent.carRoofTent, false);
    await page.waitForURL(/\/thank-you\?ref=GR-/);
    await context.close();
  });

  it('a double click on Confirm makes one booking', async () => {
    const { page, context } = await open(1440);
    await walkToStep3(page);
    const posts = [];
    let release;
    const held = new Promise((r) => (release = r));
    await page.route('**/api/bookings', async (route) => {
      posts.push(route.request());
      await held; // the first request stays in flight until the double click is over
      await route.continue();
    });
    const confirm = page.getByRole('button', { name: 'Confirm Booking' });
    await confirm.dblclick();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    release();
    await page.waitForURL(/\/thank-you\?ref=GR-/);
    assert.equal(posts.length, 1, 'one POST /api/bookings');
    await context.close();
  });

  it('a retry after a lost answer reuses the Idempotency-Key and gets the same booking', async () => {
    const { page, context } = await open(1440);
    await walkToStep3(page);
    const keys = [];
    let first = null;
    await page.route('**/api/bookings', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (!first) {
        const answer = await route.fetch(); // the server creates the booking...
        first = await answer.json();
        await route.abort('connectionreset'); // ...but the browser never hears of it
      } else {
        await route.continue();
      }
    });
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    assert.match(await toastTexts(page), /Booking Failed/);
    await expectHeading(page, 'Complete Your Booking');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.waitForURL(/\/thank-you\?ref=GR-/);
    assert.equal(keys.length, 2);
    assert.equal(keys[0], keys[1], 'the same attempt keeps its key');
    assert.equal(new URL(page.url()).searchParams.get('ref'), first.reference, 'the retry returned the first booking');
    await context.close();
  });

  it('shows the failure toast on a 500 and keeps everything on step 3', async () => {
    const { page, context } = await open(390);
    await walkToStep3(page);
    await page.locator('[data-service="babySeat"]').click();
    const keys = [];
    await page.route('**/api/bookings', (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Internal server error"}' });
    });
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const toast = await toastTexts(page);
    assert.match(toast, /Booking Failed/);
    assert.match(toast, /There was an error processing your booking\. Please try again\./);
    await settled(page); // the toast has finished sliding in
    await screenshot(page, 'booking-failed-390', { fullPage: false });
    await expectHeading(page, 'Complete Your Booking');
    assert.ok((await page.getByTestId('booking-summary').innerText()).includes('Nino Beridze'));
    assert.equal(await page.locator('[data-service="babySeat"]').getAttribute('data-checked'), 'true');
    assert.equal(await page.getByRole('button', { name: 'Confirm Booking' }).isEnabled(), true);

    // Once the server is back, the same data books.
    await page.unroute('**/api/bookings');
    const requestSeen = page.waitForRequest((r) => r.url().endsWith('/api/bookings'));
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const request = await requestSeen;
    assert.equal(request.headers()['idempotency-key'], keys[0], 'a retry of the same attempt');
    assert.equal(request.postDataJSON().babySeat, true);
    await page.waitForURL(/\/thank-you\?ref=GR-/);
    await context.close();
  });

  it('shows the field messages of a 400 answer', async () => {
    const { page, context } = await open(1440);
    await walkToStep3(page);
    await page.route('**/api/bookings', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 400,
          message: 'Validation failed',
          errors: [{ field: 'customerEmail', type: 'format', message: M.customerEmail }],
        }),
      }),
    );
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    assert.match(await toastTexts(page), /Booking Failed/);
    await page.getByRole('alert').filter({ hasText: M.customerEmail }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'Personal Information');
    assert.deepEqual(await errorTexts(page), [M.customerEmail], 'the server message is shown at the field');
    await context.close();
  });
});
