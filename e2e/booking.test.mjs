// The booking journey in Chromium against the production server: from a home-page search to the
// thank-you page, with the stored booking read back through the API (an Idempotency-Key replay
// returns the booking as stored), at 1440 px and 390 px, with screenshots of every step.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, screenshot, siteErrors, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import {
  euros,
  expectHeading,
  fillDetails,
  fillPersonal,
  inDays,
  nextStep,
  priceBooking,
  toastTexts,
  watchApiFailures,
} from './booking-journey.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('booking journey', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  for (const width of [1440, 390]) {
    it(`home search -> booking -> thank-you at ${width} px, stored as shown`, async () => {
      const { page, context, errors } = await openPage(browser, { width, baseUrl: server.baseUrl });
      const apiFailures = watchApiFailures(page);
      const gclid = `E2Ejourney${width}x${Date.now()}`;
      const pickupDate = inDays(7);
      const returnDate = inDays(12);

      await page.goto(`/?gclid=${gclid}`);
      // Fill the form once React has taken over the server-rendered page, so nothing typed is lost.
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.locator('#hs-pickup').selectOption('tbilisi');
      await page.locator('#hs-dropoff').selectOption('batumi');
      await page.locator('#hs-pickup-date').fill(pickupDate);
      await page.locator('#hs-return-date').fill(returnDate);
      await page.locator('[data-testid="header-search"] [type="submit"]').click();
      await page.getByRole('link', { name: 'Book Now: Toyota FJ Cruiser' }).click();
      await page.waitForURL(/\/booking\?/);
      assert.equal(new URL(page.url()).searchParams.get('gclid'), gclid, 'Book Now carries the click id');

      await expectHeading(page, 'Personal Information');
      await screenshot(page, `booking-step1-${width}`);
      await fillPersonal(page);
      await nextStep(page);

      await expectHeading(page, 'Booking Details');
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'step change scrolls to the top');
      const value = (label) => page.getByRole('combobox', { name: label, exact: true }).inputValue();
      assert.equal(await value('Pickup Location'), 'Tbilisi');
      assert.equal(await value('Dropoff Location'), 'Batumi');
      assert.match(await value('Car Type'), /^Toyota FJ Cruiser/);
      assert.equal(await page.getByLabel('Pickup Date').inputValue(), pickupDate);
      assert.equal(await page.getByLabel('Return Date').inputValue(), returnDate);
      assert.equal(await page.getByLabel('Pickup Time').inputValue(), '09:00');
      assert.equal(await page.getByLabel('Return Time').inputValue(), '09:00');
      for (const text of ['FREE', '10 EUR per day', '30 EUR per day', 'All police fines will be paid by customer', 'more than 20 minutes late, a 50 EUR charge']) {
        assert.ok(await page.getByText(text, { exact: false }).first().isVisible(), `step 2 shows "${text}"`);
      }
      await fillDetails(page, { insurance: 'standard' });
      await screenshot(page, `booking-step2-${width}`);
      await nextStep(page);

      await expectHeading(page, 'Complete Your Booking');
      const summary = await page.getByTestId('booking-summary').innerText();
      for (const text of ['Nino Beridze', 'nino.beridze@example.com', '+995 555 12 34 56', 'Toyota FJ Cruiser', 'Standard Dependable']) {
        assert.ok(summary.includes(text), `summary shows ${text}`);
      }
      await page.locator('[data-service="roadAssistance"]').click();
      await page.locator('[data-service="carRoofTent"]').click();
      const expected = priceBooking({
        carType: 'Toyota FJ Cruiser',
        pickupLocation: 'tbilisi',
        dropoffLocation: 'batumi',
        pickupDate,
        pickupTime: '09:00',
        returnDate,
        returnTime: '09:00',
        insuranceType: 'standard',
        roadAssistance: true,
        carRoofTent: true,
      });
      assert.equal(euros(await page.getByTestId('booking-total').innerText()), expected.total);
      assert.equal(await page.locator('[data-price-line]').count(), expected.lines.length, 'one summary line per price line');
      await screenshot(page, `booking-step3-${width}`);

      const requestSeen = page.waitForRequest((r) => r.url().endsWith('/api/bookings') && r.method() === 'POST');
      const responseSeen = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      const request = await requestSeen;
      const response = await responseSeen;
      assert.equal(response.status(), 201);
      const created = await response.json();

      const toast = await toastTexts(page);
      assert.match(toast, /Booking Confirmed!/);
      assert.match(toast, /Your car rental has been successfully booked\. We'll contact you shortly to confirm details\./);
      await page.waitForURL(/\/thank-you\?/);
      assert.equal(new URL(page.url()).searchParams.get('ref'), created.reference);
      assert.equal((await page.getByTestId('booking-reference').innerText()).trim(), created.reference);
      const messageText = new URL(await page.getByTestId('message-now').getAttribute('href')).searchParams.get('text');
      for (const text of [created.reference, 'Toyota FJ Cruiser', 'Tbilisi', 'Batumi', '09:00']) {
        assert.ok(messageText.includes(text), `the prefilled message carries ${text}: ${messageText}`);
      }
      // Tracking on the thank-you page restores the device's click id into the URL.
      await page.waitForFunction((g) => new URLSearchParams(location.search).get('gclid') === g, gclid, { timeout: 10_000 });
      await screenshot(page, `thank-you-${width}`);

      // What the wizard sent (the Booking of docs/product.md §8).
      const sent = request.postDataJSON();
      assert.equal(sent.customerName, 'Nino Beridze');
      assert.equal(sent.driverAge, '34');
      assert.equal(sent.groupSize, '3');
      assert.equal(sent.customerPhone, '+995 555 12 34 56');
      assert.equal(sent.totalPrice, String(expected.total));
      assert.equal(sent.gclid, gclid);
      assert.equal(sent.insuranceType, 'standard');
      assert.deepEqual(
        [sent.roadAssistance, sent.carRoofTent, sent.babySeat, sent.prepaidFuel, sent.crossBorderArmenia, sent.campingEquipment, sent.prepaidCarWash],
        [true, true, false, false, false, false, false],
      );
      assert.equal('recaptchaToken' in sent, false, 'no token when the bot check is not configured');
      const key = request.headers()['idempotency-key'];
      assert.match(key, UUID);

      // Read back: the same Idempotency-Key returns the booking as stored, and creates no second one.
      const replay = await fetch(`${server.baseUrl}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: request.postData(),
      });
      assert.ok(replay.ok, `replay answered ${replay.status}`);
      const stored = await replay.json();
      assert.equal(stored.id, created.id);
      assert.equal(stored.reference, created.reference);
      assert.equal(Number(stored.totalPrice), expected.total, 'the server stored the total the visitor saw');
      assert.equal(Number(created.totalPrice), expected.total);
      assert.equal(stored.gclid, gclid);
      assert.equal(stored.status, 'pending');

      assert.deepEqual(apiFailures, [], 'no API call failed (the device had a saved click id, so no 404 either)');
      assert.deepEqual(siteErrors(errors), []);
      await context.close();
    });
  }
});
