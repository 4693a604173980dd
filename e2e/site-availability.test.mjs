// Availability on the site (docs/product.md §9) in Chromium against the production server: the showcase
// cards after a search ("Sold out for these dates" with the chat instead of Book Now, "Only N left"),
// the cards when the availability call fails, the wizard's check before step 3, a 409 on Confirm
// Booking (toast, inline reason, nothing the visitor entered lost) and the thank-you page's hold.
//
// The units are taken through the API (POST /api/bookings) for periods no other test file uses:
// the other files book within the next ~16 years (booking-journey.mjs), these periods start later.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { unavailableMessage } from '../backend/dist/domain/availability/availability.js';
import { tbilisiWallClock } from '../backend/dist/domain/availability/hold-period.js';
import { DEFAULT_CONFIRM_HOURS } from '../backend/dist/domain/booking/status.js';
import { browserSkip, openPage, screenshot, settled, siteErrors, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import { expectHeading, fillDetails, fillPersonal, inDays, nextStep, PERSON, toastTexts } from './booking-journey.mjs';

const SOLD_OUT = 'Sold out for these dates';
const BOOKING_FAILED = /Booking Failed[\s\S]*There was an error processing your booking\. Please try again\./;

/** A period of 5 days, `offset` days after the start of this file's range. */
const period = (offset) => ({ pickupDate: inDays(6200 + offset), returnDate: inDays(6205 + offset) });

/** A date as the English pages write it (frontend/src/i18n/format.ts formatDate: en-GB). */
const formatDay = (iso) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

describe('availability on the site', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  /** Takes `count` units of a car for a period through the API (each answer must be a 201). */
  async function takeUnits(carType, { pickupDate, returnDate }, count) {
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${server.baseUrl}/api/bookings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          customerName: 'Giorgi Kapanadze',
          driverAge: '40',
          groupSize: '2',
          customerEmail: 'giorgi.kapanadze@example.com',
          customerPhone: '+995 555 987 654',
          pickupLocation: 'tbilisi',
          dropoffLocation: 'tbilisi',
          pickupDate,
          pickupTime: '09:00',
          returnDate,
          returnTime: '09:00',
          carType,
          insuranceType: 'minimum',
          prepaidFuel: false,
          roadAssistance: false,
          babySeat: false,
          crossBorderArmenia: false,
          carRoofTent: false,
          campingEquipment: false,
          prepaidCarWash: false,
          totalPrice: '0',
          gclid: '',
        }),
      });
      assert.equal(res.status, 201, `taking a ${carType}: ${await res.text()}`);
    }
  }

  async function availability({ pickupDate, returnDate }) {
    const res = await fetch(`${server.baseUrl}/api/availability?pickupDate=${pickupDate}&returnDate=${returnDate}`);
    assert.equal(res.status, 200);
    return Object.fromEntries((await res.json()).cars.map((c) => [c.carType, c.available]));
  }

  async function search(page, { pickupDate, returnDate }) {
    await page.goto('/');
    // Fill the form once React has taken over the server-rendered page, so nothing typed is lost.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.locator('#hs-pickup').selectOption('tbilisi');
    await page.locator('#hs-dropoff').selectOption('batumi');
    await page.locator('#hs-pickup-date').fill(pickupDate);
    await page.locator('#hs-return-date').fill(returnDate);
    await page.locator('[data-testid="header-search"] [type="submit"]').click();
    await page.getByTestId('search-summary').waitFor();
  }

  const card = (page, id) => page.locator(`article[data-car="${id}"]`);
  const bookNow = (page, car) => page.getByRole('link', { name: `Book Now: ${car}` });

  const cards = period(0);
  let cardsReady;
  const prepareCards = () =>
    (cardsReady ??= (async () => {
      await takeUnits('Chevrolet Suburban', cards, 3); // all 3
      await takeUnits('Hyundai Elantra', cards, 3); // 1 of 4 left
      await takeUnits('Toyota FJ Cruiser', cards, 3); // 2 of 5 left
      assert.deepEqual(await availability(cards), {
        'Hyundai Elantra': 1,
        'Subaru Forester': 4,
        'Chevrolet Suburban': 0,
        'Toyota FJ Cruiser': 2,
        'Toyota 4Runner': 5,
      });
    })());

  for (const width of [1440, 390]) {
    it(`after a search the cards show sold out and "Only N left" at ${width} px`, async () => {
      await prepareCards();
      const { page, context, errors } = await openPage(browser, { width, baseUrl: server.baseUrl });
      await search(page, cards);

      const suburban = card(page, 'chevrolet-suburban');
      await suburban.getByText(SOLD_OUT, { exact: true }).waitFor({ timeout: 10_000 });
      assert.equal(await bookNow(page, 'Chevrolet Suburban').count(), 0, 'no Book Now on a sold-out card');
      assert.ok(await suburban.getByTestId('total-price').isVisible(), 'the price is still shown');
      const chat = suburban.getByTestId('sold-out-chat');
      assert.equal(await chat.getAttribute('target'), '_blank');
      const text = new URL(await chat.getAttribute('href')).searchParams.get('text');
      assert.match(text, /Chevrolet Suburban/);
      const year = (iso) => iso.slice(0, 4);
      assert.match(text, new RegExp(`${Number(cards.pickupDate.slice(8))} \\w{3} ${year(cards.pickupDate)}`), 'the pickup date');
      assert.match(text, new RegExp(`${Number(cards.returnDate.slice(8))} \\w{3} ${year(cards.returnDate)}`), 'the return date');

      for (const [id, note] of [['hyundai-elantra', 'Only 1 left'], ['toyota-fj-cruiser', 'Only 2 left']]) {
        await card(page, id).scrollIntoViewIfNeeded(); // laid out near the viewport only, on a phone
        assert.equal((await card(page, id).getByTestId('availability').innerText()).trim(), note, id);
      }
      for (const id of ['subaru-forester', 'toyota-4runner']) {
        assert.equal(await card(page, id).getByTestId('availability').count(), 0, `${id}: plenty free, no note`);
      }
      for (const car of ['Hyundai Elantra', 'Subaru Forester', 'Toyota FJ Cruiser', 'Toyota 4Runner']) {
        assert.ok(await bookNow(page, car).isVisible(), `${car} keeps Book Now`);
      }
      await suburban.scrollIntoViewIfNeeded();
      await screenshot(page, `availability-cards-${width}`);
      assert.deepEqual(siteErrors(errors), []);
      await context.close();
    });
  }

  it('when the availability call fails, every card keeps Book Now', async () => {
    await prepareCards();
    const { page, context, errors } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
    let asked = 0;
    let firstAsk;
    const askedOnce = new Promise((r) => (firstAsk = r));
    await page.route('**/api/availability?*', async (route) => {
      asked++;
      firstAsk();
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Service unavailable"}' });
    });
    await search(page, cards);
    await bookNow(page, 'Chevrolet Suburban').waitFor();
    await askedOnce;
    await settled(page);
    assert.ok(asked >= 1, 'the cards asked for availability');
    assert.equal(await page.getByText(SOLD_OUT).count(), 0);
    assert.equal(await bookNow(page, 'Chevrolet Suburban').count(), 1);
    assert.deepEqual(siteErrors(errors, [/^http 503 GET \S*\/api\/availability/]), []);
    await context.close();
  });

  /** Opens /booking and fills steps 1 and 2 (Chevrolet Suburban, Tbilisi -> Kutaisi) for a period. */
  async function walkToDetails(page, { pickupDate, returnDate }) {
    await page.goto('/booking');
    await expectHeading(page, 'Personal Information');
    await fillPersonal(page);
    await nextStep(page);
    await expectHeading(page, 'Booking Details');
    await fillDetails(page, { pickup: 'Tbilisi', dropoff: 'Kutaisi', pickupDate, returnDate, car: 'Chevrolet Suburban' });
  }

  for (const width of [1440, 390]) {
    it(`the wizard checks availability before step 3 and offers a way out at ${width} px; the thank-you page says how long the car is held`, async () => {
      const dates = period(width === 1440 ? 20 : 40);
      await takeUnits('Chevrolet Suburban', dates, 3);
      const { page, context, errors } = await openPage(browser, { width, baseUrl: server.baseUrl });
      await walkToDetails(page, dates);
      await nextStep(page);

      const reason = page.getByTestId('availability-reason');
      await reason.waitFor({ timeout: 10_000 });
      await expectHeading(page, 'Booking Details');
      // The site's dates, not the API's ISO ones.
      const expected = `Sorry, the Chevrolet Suburban is sold out from ${formatDay(dates.pickupDate)} 09:00 to ${formatDay(dates.returnDate)} 09:00. Please choose other dates or another car.`;
      assert.equal((await page.getByTestId('availability-reason-text').innerText()).trim(), expected);
      assert.match(await reason.innerText(), /other car|another car/);
      assert.match(new URL(await page.getByTestId('availability-chat').getAttribute('href')).searchParams.get('text'), /Chevrolet Suburban/);
      await reason.scrollIntoViewIfNeeded();
      await screenshot(page, `availability-wizard-check-${width}`, { fullPage: false });

      // A way out: another car free for the same dates.
      await reason.getByRole('button', { name: 'Choose the Toyota 4Runner' }).click();
      assert.equal(await reason.count(), 0, 'the reason goes once the choice changes');
      // Mantine's Select shows the new value a render after the click: wait for it, then check it.
      const carType = page.getByRole('combobox', { name: 'Car Type', exact: true });
      await page.waitForFunction((el) => /^Toyota 4Runner/.test(el.value), await carType.elementHandle());
      assert.match(await carType.inputValue(), /^Toyota 4Runner/);
      await nextStep(page);
      await expectHeading(page, 'Complete Your Booking');
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      const created = await (await answer).json();
      await page.waitForURL(/\/thank-you\?ref=GR-/);
      // Until when, from the API's expiresAt (without e-mail: BOOKING_CONFIRM_HOURS after booking), in Tbilisi time.
      assert.ok(Math.abs(Date.parse(created.expiresAt) - Date.parse(created.createdAt) - DEFAULT_CONFIRM_HOURS * 3_600_000) < 1000);
      const { date, time } = tbilisiWallClock(new Date(created.expiresAt));
      const hold = await page.getByTestId('hold-notice').innerText();
      assert.equal(hold.trim(), `The Toyota 4Runner is held for you until ${formatDay(date)} at ${time} (Tbilisi time).`);
      await screenshot(page, `availability-thank-you-${width}`);
      assert.deepEqual(siteErrors(errors), []);
      await context.close();
    });
  }

  it('a 409 on Confirm Booking shows the failure toast and the reason, and keeps what was entered', async () => {
    const dates = period(60);
    const { page, context, errors } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
    await walkToDetails(page, dates);
    await fillDetails(page, { pickupTime: '10:30', returnTime: '18:00', insurance: 'standard' });
    await nextStep(page);
    await expectHeading(page, 'Complete Your Booking');
    await page.locator('[data-service="roadAssistance"]').click();

    // Between step 2 and Confirm Booking, other visitors take every Suburban.
    await takeUnits('Chevrolet Suburban', dates, 3);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const res = await answer;
    assert.equal(res.status(), 409);
    const body = await res.json();

    assert.match(await toastTexts(page), BOOKING_FAILED);
    await expectHeading(page, 'Complete Your Booking');
    const reason = page.getByTestId('availability-reason');
    await reason.waitFor();
    // The API's reason with ISO dates; the page's with its own.
    assert.equal(body.errors[0].message, unavailableMessage('Chevrolet Suburban', { ...dates, pickupTime: '10:30', returnTime: '18:00' }));
    assert.equal(
      (await page.getByTestId('availability-reason-text').innerText()).trim(),
      `Sorry, the Chevrolet Suburban is sold out from ${formatDay(dates.pickupDate)} 10:30 to ${formatDay(dates.returnDate)} 18:00. Please choose other dates or another car.`,
    );
    assert.match(await reason.innerText(), /Go Back/);
    await reason.getByRole('button', { name: 'Choose the Toyota 4Runner' }).waitFor({ timeout: 10_000 });
    await screenshot(page, 'availability-wizard-409-1440', { fullPage: false });

    // Nothing entered is lost: the summary, the extra, and both steps' fields.
    const summary = await page.getByTestId('booking-summary').innerText();
    for (const text of ['Nino Beridze', PERSON.email, 'Chevrolet Suburban', 'Standard Dependable']) assert.ok(summary.includes(text), `summary keeps ${text}`);
    assert.equal(await page.locator('[data-price-line="roadAssistance"]').count(), 1, 'the chosen extra is still priced');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'Booking Details');
    assert.equal(await page.getByLabel('Pickup Date').inputValue(), dates.pickupDate);
    assert.equal(await page.getByLabel('Return Date').inputValue(), dates.returnDate);
    assert.equal(await page.getByLabel('Pickup Time').inputValue(), '10:30');
    assert.equal(await page.getByLabel('Return Time').inputValue(), '18:00');
    assert.match(await page.getByRole('combobox', { name: 'Car Type', exact: true }).inputValue(), /^Chevrolet Suburban/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'Personal Information');
    assert.equal(await page.getByLabel('First Name').inputValue(), PERSON.firstName);
    assert.equal(await page.getByLabel('Email Address').inputValue(), PERSON.email);
    assert.deepEqual(siteErrors(errors, [/^http 409 POST \S*\/api\/bookings/]), []);
    await context.close();
  });
});
