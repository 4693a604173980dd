// Helpers for the booking, thank-you and admin browser tests (e2e/booking*.test.mjs and friends).
// The expected texts and numbers come from the compiled domain (backend/dist/domain), the same
// module the site and the server use, so a test fails when the page shows anything else.
import assert from 'node:assert/strict';
import { BOOKING_MESSAGES } from '../backend/dist/domain/booking/messages.js';
import { priceBooking } from '../backend/dist/domain/booking/total.js';
import { addDays, todayInTbilisi } from '../backend/dist/domain/shared/dates.js';

export { BOOKING_MESSAGES, priceBooking };

export const today = () => todayInTbilisi(new Date());
export const inDays = (n) => addDays(today(), n);

export const PERSON = {
  firstName: 'Nino',
  lastName: 'Beridze',
  email: 'nino.beridze@example.com',
  age: '34',
  group: '3',
  phone: '555 12 34 56',
};

/** A Mantine Select: open it by its label, pick the option by its visible text. */
export async function chooseOption(page, label, option) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function fillPersonal(page, p = PERSON) {
  await page.getByLabel('First Name').fill(p.firstName);
  await page.getByLabel('Last Name').fill(p.lastName);
  await page.getByLabel('Email Address').fill(p.email);
  await page.getByLabel("Driver's Age").fill(p.age);
  await page.getByLabel('Group Size').fill(p.group);
  await page.locator('#booking-phone-number').fill(p.phone);
}

/** Step 2 fields; only those given are set. `car` is the select's visible option text prefix. */
export async function fillDetails(page, d) {
  if (d.pickup) await chooseOption(page, 'Pickup Location', d.pickup);
  if (d.dropoff) await chooseOption(page, 'Dropoff Location', d.dropoff);
  if (d.pickupDate !== undefined) await page.getByLabel('Pickup Date').fill(d.pickupDate);
  if (d.pickupTime !== undefined) await page.getByLabel('Pickup Time').fill(d.pickupTime);
  if (d.returnDate !== undefined) await page.getByLabel('Return Date').fill(d.returnDate);
  if (d.returnTime !== undefined) await page.getByLabel('Return Time').fill(d.returnTime);
  if (d.car) {
    await page.getByRole('combobox', { name: 'Car Type', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${d.car}`) }).click();
  }
  if (d.insurance) await page.locator(`[data-insurance="${d.insurance}"]`).click();
}

export const nextStep = (page) => page.getByRole('button', { name: 'Next Step' }).click();

export async function expectHeading(page, name) {
  await page.getByRole('heading', { name, exact: true }).waitFor({ state: 'visible', timeout: 10_000 });
}

// Every booking holds one of the cars of its model (4 Subaru Foresters), and the test files share
// one server: each walk gets a week of its own, from a start that differs between test files
// (derived from the file's name, so it is the same in every run).
const fileName = process.argv[1] ?? '';
let hash = 0;
for (const ch of fileName) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
const FIRST_WEEK = 10 + 7 * 8 * (hash % 100);
let walks = 0;

/** Opens /booking with a query and walks to step 3 with valid data. Returns the details used. */
export async function walkToStep3(page, query = '', details = {}) {
  const start = FIRST_WEEK + 7 * walks++;
  const d = {
    pickup: 'Tbilisi',
    dropoff: 'Kutaisi',
    pickupDate: inDays(start),
    returnDate: inDays(start + 5),
    car: 'Subaru Forester',
    ...details,
  };
  await page.goto(`/booking${query}`);
  await expectHeading(page, 'Personal Information');
  // Typed values are kept only once React has taken over the server-rendered form.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await fillPersonal(page);
  await nextStep(page);
  await expectHeading(page, 'Booking Details');
  await fillDetails(page, d);
  await nextStep(page);
  await expectHeading(page, 'Complete Your Booking');
  return d;
}

/** The visible texts of the wizard's field errors. */
export async function errorTexts(page) {
  return page.locator('[data-booking-wizard] .mantine-InputWrapper-error').allInnerTexts();
}

export async function toastTexts(page) {
  const toast = page.locator('.mantine-Notification-root').first();
  await toast.waitFor({ state: 'visible', timeout: 10_000 });
  return toast.innerText();
}

/** The EUR amount of a text such as "1,234 EUR". */
export function euros(text) {
  const m = /([\d,]+)\s*EUR/.exec(text);
  assert.ok(m, `no EUR amount in ${JSON.stringify(text)}`);
  return Number(m[1].replace(/,/g, ''));
}

/**
 * Records API answers of 400 and above (expected ones are passed in by the test), so a test can
 * assert that the journey made no failing call. Static assets are the public site's own tests' concern.
 */
export function watchApiFailures(page) {
  const failures = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.status() >= 400) failures.push(`${r.status()} ${r.request().method()} ${url.pathname}`);
  });
  return failures;
}

/**
 * A booking made through the API (as the wizard sends it) in `locale`, `week` weeks from a far start
 * (the booking page tests); the answer carries `bookingPage`.
 */
export async function bookThroughApi(baseUrl, locale, week, overrides = {}) {
  const pickupDate = inDays(300 + 7 * week);
  const res = await fetch(`${baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customerName: 'Nino Beridze',
      driverAge: '34',
      groupSize: '3',
      customerEmail: 'nino.page@example.com',
      customerPhone: '+995 555 12 34 56',
      pickupLocation: 'tbilisi',
      dropoffLocation: 'kutaisi',
      pickupDate,
      pickupTime: '10:00',
      returnDate: inDays(300 + 7 * week + 5),
      returnTime: '10:00',
      carType: 'Toyota FJ Cruiser',
      insuranceType: 'standard',
      prepaidFuel: false,
      roadAssistance: true,
      babySeat: false,
      crossBorderArmenia: false,
      carRoofTent: false,
      campingEquipment: false,
      prepaidCarWash: true,
      totalPrice: '1',
      gclid: '',
      locale,
      ...overrides,
    }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  return res.json();
}
