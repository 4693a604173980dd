import request from 'supertest';
import { AddStaffService } from '../../src/application/staff/add-staff.service.js';
import { ConfirmBookingService } from '../../src/application/booking/confirm-booking.service.js';
import { RecordHandoverService } from '../../src/application/handover/record-handover.service.js';
import { StaffBookingsService } from '../../src/application/staff/staff-bookings.service.js';
import { ExportConversionsService } from '../../src/application/tracking/export-conversions.service.js';
import { FleetCalendarService } from '../../src/application/units/fleet-calendar.service.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { pngImage } from '../support/png.mjs';
import { validBooking } from './helpers/booking-body.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const PASSWORD = 'a long staff password';
const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
const TURNAROUND_HOURS = 12;

/**
 * The rental as states (docs/product.md §10) on real PostgreSQL: confirmed → on_rent (check-out) →
 * returned (check-in); no cancel after the check-out from any side, the unit stays held; an early
 * return frees the unit from the actual return + TURNAROUND_HOURS; the refusals of a bad return
 * store nothing; overdue rentals on Today.
 */
describe('rental states: on rent and returned', () => {
  let t: TestApp;
  let counter = 0;
  const today = () => todayInTbilisi(new Date());

  beforeAll(async () => {
    t = await startTestApp({ TURNAROUND_HOURS: String(TURNAROUND_HOURS), PENDING_PER_IP: '0', PENDING_PER_CONTACT: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(): Promise<{ a: ReturnType<typeof request.agent>; name: string; csrf: string }> {
    const name = `Giorgi ${++counter}`;
    const { link } = await t.app.get(AddStaffService).execute({ name, email: `giorgi${counter}@example.ge` });
    const token = link.split('/').pop()!;
    const a = request.agent(t.app.getHttpServer());
    const form = await a.get(`/staff/set-password/${token}`).expect(200);
    await a.post(`/staff/set-password/${token}`).type('form').send({ _csrf: csrfOf(form.text), password: PASSWORD, repeat: PASSWORD }).expect(303);
    const login = await a.get('/staff/login').expect(200);
    await a.post('/staff/login').type('form').send({ _csrf: csrfOf(login.text), name, password: PASSWORD }).expect(303);
    const page = await a.get('/staff').expect(200);
    return { a, name, csrf: csrfOf(page.text) };
  }

  type Booked = { reference: string; bookingPage: string; unit: string };
  async function book(overrides: Record<string, unknown> = {}): Promise<Booked> {
    const res = await t.http.post('/api/bookings').send(validBooking(overrides)).expect(201);
    return res.body as Booked;
  }

  const handover = () => t.app.get(RecordHandoverService);
  const checkOut = (reference: string, km = '42000', fuel = '8') =>
    handover().execute({ reference, kind: 'check-out', odometerKm: km, fuelEighths: fuel, photos: [], signaturePng: new Uint8Array(pngImage()), by: 'Nino' });
  const checkIn = (reference: string, km = '42500', fuel = '8') =>
    handover().execute({ reference, kind: 'check-in', odometerKm: km, fuelEighths: fuel, photos: [], signaturePng: null, by: 'Nino' });

  /** A confirmed booking picked up tomorrow (the handover opens today), handed over. */
  async function onRent(overrides: Record<string, unknown> = {}): Promise<Booked> {
    const tomorrow = addDays(today(), 1);
    const b = await book({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 5), ...overrides });
    await t.app.get(ConfirmBookingService).execute(b.reference, 'Nino');
    const view = await checkOut(b.reference);
    expect(view.status).toBe('on_rent');
    return b;
  }

  const row = async (ref: string) =>
    (
      await t.query<{ status: string; active: boolean; ends: Date; cancelled_at: Date | null }>(
        `SELECT b.status, h.active, upper(h.period) AS ends, b.cancelled_at FROM bookings b JOIN holds h ON h.booking_id = b.id WHERE b.reference = $1`,
        [ref],
      )
    )[0];
  const history = async (ref: string) =>
    (await t.query<{ type: string }>(`SELECT h.type FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1 ORDER BY h.id`, [ref])).map((h) => h.type);
  const handovers = async (ref: string) =>
    Number((await t.query<{ n: string }>(`SELECT count(*) AS n FROM booking_handovers h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1`, [ref]))[0].n);

  it('moves confirmed → on_rent → returned with history rows and the booking.checked_out / booking.checked_in webhooks', async () => {
    const b = await onRent({ carType: 'Subaru Forester', gclid: 'gclid-OnTheRoad' });
    await checkIn(b.reference);
    expect((await row(b.reference)).status).toBe('returned');
    expect(await history(b.reference)).toEqual(['created', 'confirmed', 'checked_out', 'checked_in']);
    const hooks = await t.query<{ topic: string; payload: string }>(
      `SELECT topic, payload FROM outbox WHERE reference = $1 AND channel = 'webhook' ORDER BY id`,
      [b.reference],
    );
    expect(hooks.map((h) => h.topic)).toEqual(['booking.created', 'booking.confirmed', 'booking.checked_out', 'booking.checked_in']);
    // Each event carries the booking as it is after the change.
    expect(JSON.parse(hooks[2].payload).booking.status).toBe('on_rent');
    expect(JSON.parse(hooks[3].payload).booking.status).toBe('returned');
    // A booking handed over and returned was confirmed: it stays an offline conversion.
    const conversions = await t.app.get(ExportConversionsService).rows();
    expect(conversions.map((c) => c.googleClickId)).toContain('gclid-OnTheRoad');
  });

  it("refuses the customer's cancel after the check-out (API 409 field status, type state; the page's form says the car is with them); the unit stays held", async () => {
    const b = await onRent();
    const token = b.bookingPage.split('/').pop()!;
    const before = await row(b.reference);
    const res = await t.http.post(`/api/bookings/manage/${token}/cancel`).expect(409);
    expect(res.body.errors).toEqual([{ field: 'status', type: 'state', message: expect.stringContaining('the car is already with you') }]);
    // The page's own form (no JavaScript): back to the page with the "car is with you" notice, in its language.
    const form = await t.http.post(`/ar${b.bookingPage}/cancel`).type('form').send({}).expect(303);
    expect(form.headers.location).toBe(`/ar${b.bookingPage}?error=car-with-you`);
    const page = await t.http.get(`/api/bookings/manage/${token}`).expect(200);
    expect(page.body).toMatchObject({ status: 'on_rent', canCancel: false, canKeep: false, cancelUntil: null });
    const after = await row(b.reference);
    expect(after).toEqual({ ...before, status: 'on_rent', active: true, cancelled_at: null });
    expect(await history(b.reference)).not.toContain('cancelled');
  });

  it("refuses the staff page's Cancel and Move after the check-out and hides the buttons; the unit stays held", async () => {
    const { a, csrf } = await signedIn();
    const b = await onRent({ carType: 'Toyota 4Runner' });
    const page = await a.get(`/staff/bookings/${b.reference}`).expect(200);
    expect(page.text).toContain('<span class="pill on_rent">on rent</span>');
    expect(page.text).not.toContain(`action="/staff/bookings/${b.reference}/cancel"`);
    expect(page.text).toContain(`href="/staff/bookings/${b.reference}/check-in"`);
    const refused = await a.post(`/staff/bookings/${b.reference}/cancel`).type('form').send({ _csrf: csrf }).expect(409);
    expect(refused.text).toContain('is on rent (the car has been handed over) and cannot be cancelled');
    await a.post(`/staff/bookings/${b.reference}/move`).type('form').send({ _csrf: csrf, unit: 'RN-105-GE' }).expect(409);
    expect(await row(b.reference)).toMatchObject({ status: 'on_rent', active: true, cancelled_at: null });
    // The list filter knows the new statuses.
    const list = await a.get('/staff/bookings?status=on_rent').expect(200);
    expect(list.text).toContain(b.reference);
    expect(list.text).toContain('<option value="on_rent" selected>On rent</option>');
    expect((await a.get('/staff/bookings?status=returned').expect(200)).text).not.toContain(b.reference);
  });

  it('an early return frees the unit at once for a booking that starts after the return + TURNAROUND_HOURS', async () => {
    const car = 'Chevrolet Suburban';
    const b = await onRent({ carType: car });
    // The rental started two days ago (the handover above was recorded today; only the dates move).
    const started = addDays(today(), -2);
    await t.query(`UPDATE bookings SET pickup_date = $2 WHERE reference = $1`, [b.reference, started]);
    await t.query(
      `UPDATE holds SET period = tstzrange(($2::date + time '09:00' - interval '4 hours') AT TIME ZONE 'UTC', upper(period), '[)')
        WHERE booking_id = (SELECT id FROM bookings WHERE reference = $1)`,
      [b.reference, started],
    );
    // Every other Suburban is blocked, so only the returned car can take the next booking.
    await t.query(
      `INSERT INTO holds (unit_id, kind, period, reason)
       SELECT id, 'block', tstzrange(now() - interval '1 day', now() + interval '60 days', '[)'), 'test: busy' FROM units WHERE car_type = $1 AND label <> $2`,
      [car, b.unit],
    );
    const next = { carType: car, pickupDate: addDays(today(), 2), returnDate: addDays(today(), 5) };
    const before = await t.http.post('/api/bookings').send(validBooking(next)).expect(409);
    expect(before.body.errors[0]).toMatchObject({ field: 'carType', type: 'unavailable' });

    const returnedAt = Date.now();
    const view = await checkIn(b.reference);
    expect(view.status).toBe('returned');
    const held = await row(b.reference);
    expect(held.active).toBe(true);
    // Held until the actual return + TURNAROUND_HOURS, no longer until the booked end.
    expect(Math.abs(new Date(held.ends).getTime() - (returnedAt + TURNAROUND_HOURS * 3_600_000))).toBeLessThan(60_000);

    const after = await t.http.post('/api/bookings').send(validBooking(next)).expect(201);
    expect(after.body.unit).toBe(b.unit);
  });

  it('refuses a check-in before the check-out, an odometer below the check-out and fuel 9, storing nothing', async () => {
    const tomorrow = addDays(today(), 1);
    const b = await book({ carType: 'Toyota FJ Cruiser', pickupDate: tomorrow, returnDate: addDays(tomorrow, 4) });
    await t.app.get(ConfirmBookingService).execute(b.reference, 'Nino');
    await expect(checkIn(b.reference)).rejects.toMatchObject({ code: 'HANDOVER_REFUSED', message: expect.stringContaining('has not been handed over yet') });
    expect(await handovers(b.reference)).toBe(0);
    expect((await row(b.reference)).status).toBe('confirmed');

    await checkOut(b.reference, '42000', '8');
    await expect(checkIn(b.reference, '41999', '8')).rejects.toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'odometerKm', type: 'min' })] });
    await expect(checkIn(b.reference, '42100', '9')).rejects.toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'fuelEighths' })] });
    await expect(checkIn(b.reference, '42100', '-1')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await handovers(b.reference)).toBe(1);
    expect((await row(b.reference)).status).toBe('on_rent');
    expect(await history(b.reference)).toEqual(['created', 'confirmed', 'checked_out']);

    // The phone's form answers 4xx for the same mistakes.
    const { a, csrf } = await signedIn();
    const res = await a.post(`/staff/bookings/${b.reference}/check-in`).field('_csrf', csrf).field('odometerKm', '100').field('fuelEighths', '8').expect(400);
    expect(res.text).toContain('the odometer cannot be below the 42000 km');
    await a.post(`/staff/bookings/${b.reference}/check-in`).field('_csrf', csrf).field('odometerKm', '42100').field('fuelEighths', '9').expect(400);
    expect(await handovers(b.reference)).toBe(1);
    // A pending booking is not handed over.
    const pending = await book({ carType: 'Toyota FJ Cruiser', pickupDate: tomorrow, returnDate: addDays(tomorrow, 3) });
    await expect(checkOut(pending.reference)).rejects.toMatchObject({ code: 'HANDOVER_REFUSED', message: expect.stringContaining('only a confirmed booking') });
    expect((await row(pending.reference)).status).toBe('pending');
  });

  it('shows an overdue rental first on Today, in red, with the next booking of its unit when that one is in danger; a handed-over car is no pickup', async () => {
    const { a } = await signedIn();
    const car = 'Hyundai Elantra';
    const late = await onRent({ carType: car });
    // Booked to come back yesterday at 09:00: overdue.
    const yesterday = addDays(today(), -1);
    await t.query(`UPDATE bookings SET pickup_date = $2, return_date = $3 WHERE reference = $1`, [late.reference, addDays(yesterday, -4), yesterday]);
    await t.query(
      `UPDATE holds SET period = tstzrange(($2::date + time '09:00' - interval '4 hours') AT TIME ZONE 'UTC', ($3::date + time '21:00' - interval '4 hours') AT TIME ZONE 'UTC', '[)')
        WHERE booking_id = (SELECT id FROM bookings WHERE reference = $1)`,
      [late.reference, addDays(yesterday, -4), yesterday],
    );
    // The next booking of the car, put on the late car's unit, starting in 2 hours: inside TURNAROUND_HOURS from now.
    const next = await book({ carType: car, pickupDate: addDays(today(), 1), returnDate: addDays(today(), 4) });
    await t.query(
      `UPDATE holds SET period = tstzrange(now() + interval '2 hours', now() + interval '3 days', '[)'),
                        unit_id = (SELECT h2.unit_id FROM holds h2 JOIN bookings b2 ON b2.id = h2.booking_id WHERE b2.reference = $2)
        WHERE booking_id = (SELECT id FROM bookings WHERE reference = $1)`,
      [next.reference, late.reference],
    );
    const soon = new Date(Date.now() + 2 * 3_600_000 + 4 * 3_600_000).toISOString();
    await t.query(`UPDATE bookings SET pickup_date = $2::date, pickup_time = $3::time WHERE reference = $1`, [next.reference, soon.slice(0, 10), soon.slice(11, 16)]);

    const view = await t.app.get(StaffBookingsService).today();
    const overdue = view.overdue.find((o) => o.booking.reference === late.reference);
    expect(overdue?.conflict?.reference).toBe(next.reference);
    expect(view.pickups.map((p) => p.reference)).not.toContain(late.reference);

    const page = (await a.get('/staff').expect(200)).text;
    expect(page).toContain(`data-overdue="${late.reference}"`);
    expect(page).toContain(`data-conflict="${next.reference}"`);
    expect(page).toContain('Conflict: move it.');
    // First on the page: before today's pickups and returns.
    expect(page.indexOf(`data-overdue="${late.reference}"`)).toBeLessThan(page.indexOf('<h2>Today,'));

    // A car on rent that is not late is not overdue; its unit is marked O on the calendar.
    const fine = await onRent({ carType: car });
    const again = await t.app.get(StaffBookingsService).today();
    expect(again.overdue.map((o) => o.booking.reference)).not.toContain(fine.reference);
    const cal = await t.app.get(FleetCalendarService).execute({ from: addDays(today(), 2), days: 1 });
    expect(cal.units.find((u) => u.label === fine.unit)?.marks).toBe('O');
  });
});
