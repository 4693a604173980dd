// One truth on every surface, the browser part (issue #40; the API part, with /staff/prices, a
// second instance and every other surface, is backend/test/api/one-truth.spec.ts): after
// `rentals insurance set standard 12`, `rentals services set crossBorderArmenia 60` and
// `rentals services set babySeat 4`, the booking form's insurance cards and extras name the new
// prices after hydration, step 3 says that a later return counts one more day, and its total is the
// total POST /api/bookings/price answers for the same rental (the spot check of the 20 requests).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cliEnvOf, rentals } from './support/back-office.mjs';
import { euros, expectHeading, fillDetails, fillPersonal, inDays, nextStep } from './booking-journey.mjs';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

describe('the booking form names the price tables’ prices', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => {
    ({ server, browser } = await startOwnServerAndBrowser());
    const env = cliEnvOf(server);
    for (const args of [
      ['insurance', 'set', 'standard', '12'],
      ['services', 'set', 'crossBorderArmenia', '60'],
      ['services', 'set', 'babySeat', '4'],
    ]) {
      const out = await rentals(args, env);
      assert.equal(out.code, 0, out.stderr);
    }
  });
  after(() => stopServerAndBrowser({ server, browser }));

  it('insurance cards, extras, the extra day and the total after hydration, at 390 px', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844, hasTouch: true, isMobile: true, baseUrl: server.baseUrl });
    const pickupDate = inDays(75);
    const details = { pickup: 'Tbilisi', dropoff: 'Batumi', pickupDate, pickupTime: '10:00', returnDate: inDays(82), returnTime: '12:00', car: 'Toyota FJ Cruiser', insurance: 'standard' };
    await page.goto('/booking');
    await expectHeading(page, 'Personal Information');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await fillPersonal(page);
    await nextStep(page);
    await expectHeading(page, 'Booking Details');
    const standard = page.locator('[data-insurance="standard"]');
    assert.match(await standard.innerText(), /12 EUR per day/);
    assert.doesNotMatch(await standard.innerText(), /10 EUR/);
    await fillDetails(page, details);
    await nextStep(page);
    await expectHeading(page, 'Complete Your Booking');
    assert.match(await page.locator('[data-service="babySeat"]').innerText(), /4 EUR\/day/);
    assert.match(await page.locator('[data-service="crossBorderArmenia"]').innerText(), /60 EUR/);
    await page.locator('[data-service="babySeat"]').click();
    await page.locator('[data-service="crossBorderArmenia"]').click();
    assert.equal(await page.getByTestId('price-extra-day').innerText(), 'Returning after 10:00 counts one more day');
    await page.locator('[data-price-line="crossBorderArmenia"]').waitFor();
    await screenshot(page, 'one-truth-step3-390');

    const res = await fetch(`${server.baseUrl}/api/bookings/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', pickupDate, pickupTime: '10:00', returnDate: details.returnDate, returnTime: '12:00', insuranceType: 'standard', babySeat: true, crossBorderArmenia: true }),
    });
    assert.equal(res.status, 200);
    const api = await res.json();
    assert.equal(api.days, 8);
    assert.equal(euros(await page.getByTestId('booking-total').innerText()), api.totalPrice);
    assert.match(api.notes[0], /returning after 10:00 counts one more day/);
    assert.deepEqual(siteErrors(errors), []);
  });
});
