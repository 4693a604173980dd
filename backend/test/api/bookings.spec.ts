import { randomUUID } from 'node:crypto';
import { BOOKING_MESSAGES } from '../../src/domain/booking/messages.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { validBooking } from './helpers/booking-body.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

describe('POST /api/bookings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('creates a pending booking priced by the server (a client totalPrice is ignored)', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking({ totalPrice: '1' })).expect(201);
    // FJ Cruiser 70 × 0.97 = 67.9 -> 68 a day × 5 = 340; Tbilisi -> Batumi 100; standard insurance 10 × 5;
    // roadside assistance 3 × 5.
    expect(res.body).toMatchObject({ status: 'pending', days: 5, totalPrice: 505, currency: 'EUR' });
    expect(typeof res.body.id).toBe('string');
    expect(res.body.reference).toMatch(/^GR-[A-Z2-9]{6}$/);
    const created = Date.parse(res.body.createdAt ?? new Date().toISOString());
    expect(Date.parse(res.body.expiresAt) - created).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(Date.parse(res.body.expiresAt) - created).toBeLessThanOrEqual(24 * 3600 * 1000 + 1000);
  });

  it('answers the messages of docs/product.md §8 exactly, one per bad field', async () => {
    const res = await t.http
      .post('/api/bookings')
      .send(
        validBooking({
          customerName: 'A B',
          customerEmail: 'not-an-email',
          customerPhone: '+99555',
          driverAge: '22',
          groupSize: '',
          pickupLocation: '',
          carType: '',
        }),
      )
      .expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toBe('Validation failed');
    const errors = res.body.errors as { field: string; message: string }[];
    // The API carries the name as customerName ("first last"); both halves are checked.
    expect(errors.filter((e) => e.field === 'customerName').map((e) => e.message)).toEqual([
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
    ]);
    const byField = Object.fromEntries(errors.filter((e) => e.field !== 'customerName').map((e) => [e.field, e.message]));
    expect(byField).toEqual({
      customerEmail: 'Please enter a valid email address',
      customerPhone: 'Please enter a valid phone number with country code',
      driverAge: 'Driver age must be between 23 and 70 years old',
      groupSize: 'Please enter the number of people in your group',
      pickupLocation: 'Please select pickup location',
      carType: 'Please select a car type',
    });
    for (const e of res.body.errors) expect(typeof e.type).toBe('string');
  });

  it('missing step-2 fields get their messages (docs/product.md §8)', async () => {
    const body = validBooking();
    for (const f of ['dropoffLocation', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime']) delete body[f];
    const res = await t.http.post('/api/bookings').send(body).expect(400);
    const byField = Object.fromEntries((res.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      dropoffLocation: BOOKING_MESSAGES.dropoffLocation,
      pickupDate: BOOKING_MESSAGES.pickupDate,
      pickupTime: BOOKING_MESSAGES.pickupTime,
      returnDate: BOOKING_MESSAGES.returnDate,
      returnTime: BOOKING_MESSAGES.returnTime,
    });
    expect(BOOKING_MESSAGES.returnTime).toBe('Please select return time');
  });

  it('wrong types get the field message too, not a crash', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking({ customerEmail: 42, driverAge: { age: 30 }, babySeat: 'yes' })).expect(400);
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['customerEmail', 'driverAge', 'babySeat']));
    expect(res.body.errors.find((e: { field: string }) => e.field === 'customerEmail').message).toBe('Please enter a valid email address');
  });

  it('stores and returns the language the visitor booked in (docs/product.md §15); missing means en', async () => {
    const ru = await t.http.post('/api/bookings').send(validBooking({ locale: 'ru' })).expect(201);
    expect(ru.body.locale).toBe('ru');
    const en = await t.http.post('/api/bookings').send(validBooking()).expect(201);
    expect(en.body.locale).toBe('en');
    const rows = await t.query('SELECT reference, locale FROM bookings WHERE reference IN ($1, $2) ORDER BY locale', [ru.body.reference, en.body.reference]);
    expect(rows).toEqual([
      { reference: en.body.reference, locale: 'en' },
      { reference: ru.body.reference, locale: 'ru' },
    ]);
  });

  it.each([['de'], ['RU'], [''], [7]])('an unknown locale %j is a 400 naming the field, and nothing is stored', async (locale) => {
    const before = await t.query('SELECT count(*)::int AS n FROM bookings');
    const res = await t.http.post('/api/bookings').send(validBooking({ locale })).expect(400);
    expect(res.body.errors).toEqual([{ field: 'locale', type: 'invalid', message: BOOKING_MESSAGES.locale, code: 'locale' }]);
    expect(await t.query('SELECT count(*)::int AS n FROM bookings')).toEqual(before);
  });

  it('the database itself refuses an unknown locale (CHECK constraint)', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking({ locale: 'he' })).expect(201);
    await expect(t.query(`UPDATE bookings SET locale = 'xx' WHERE reference = $1`, [res.body.reference])).rejects.toThrow(/bookings_locale_check/);
  });

  it('an unknown car type is a 400 naming carType', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking({ carType: 'Batmobile' })).expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'carType' })]);
  });

  it('an unknown location is a 400 naming the field', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking({ pickupLocation: 'Moscow' })).expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'pickupLocation' })]);
  });

  it('rental rules: a return before pickup, under 3 days, a pickup in the past, camping with the Elantra', async () => {
    const today = todayInTbilisi(new Date());
    const start = addDays(today, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ pickupDate: start, returnDate: addDays(start, -1) }, BOOKING_MESSAGES.returnAfterPickup],
      [{ pickupDate: start, returnDate: addDays(start, 2) }, BOOKING_MESSAGES.minimumDays],
      [{ pickupDate: addDays(today, -1), returnDate: addDays(today, 5) }, BOOKING_MESSAGES.pickupInPast],
      [{ carType: 'Hyundai Elantra', carRoofTent: true }, BOOKING_MESSAGES.campingNotForElantra],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.http.post('/api/bookings').send(validBooking(overrides)).expect(400);
      expect((res.body.errors as { message: string }[]).map((e) => e.message)).toContain(message);
    }
  });

  it('an impossible date is a 400 naming the field', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking({ returnDate: '2030-02-31' })).expect(400);
    expect((res.body.errors as { field: string }[]).map((e) => e.field)).toContain('returnDate');
  });

  it('an unknown field is rejected and nothing is stored', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking({ isAdmin: true })).expect(400);
    expect(res.body.errors).toEqual([{ field: 'isAdmin', type: 'unknown', message: 'Unknown field "isAdmin"' }]);
  });

  it('malformed JSON is a 400 and a 33 KB body a 413', async () => {
    await t.http.post('/api/bookings').set('Content-Type', 'application/json').send('{"customerName":').expect(400);
    await t.http.post('/api/bookings').send(validBooking({ gclid: 'g'.repeat(33 * 1024) })).expect(413);
  });

  it('accepts an optional recaptchaToken (bot check unconfigured: the booking goes through)', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking({ recaptchaToken: 'token-from-the-browser' })).expect(201);
    expect(res.body.status).toBe('pending');
  });

  it('the same Idempotency-Key with the same body again returns the first booking', async () => {
    const key = randomUUID();
    const body = validBooking();
    const first = await t.http.post('/api/bookings').set('Idempotency-Key', key).send(body).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same content with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await t.http.post('/api/bookings').set('Idempotency-Key', key).send(reordered).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.reference).toBe(first.body.reference);
    const other = await t.http.post('/api/bookings').set('Idempotency-Key', randomUUID()).send(validBooking()).expect(201);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('concurrent requests with one Idempotency-Key create one booking', async () => {
    const key = randomUUID();
    const body = validBooking();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.http.post('/api/bookings').set('Idempotency-Key', key).send(body)),
    );
    for (const a of answers) expect(a.status).toBe(201);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const stored = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE idempotency_key = $1', [key]);
    expect(stored[0].n).toBe(1);
  });

  // docs/api.md: a key is bound to its request; another body gets a 422 that tells nothing of the first booking.
  const conflictBody = (res: { body: unknown }) => {
    const body = res.body as { statusCode: number; message: string; code: string; errors: { field: string; type: string; message: string }[] };
    expect(body.statusCode).toBe(422);
    expect(body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(typeof body.message).toBe('string');
    expect(body.errors).toEqual([{ field: 'Idempotency-Key', type: 'conflict', message: body.message }]);
    expect(Object.keys(body).sort()).toEqual(['code', 'errors', 'message', 'statusCode']);
    return JSON.stringify(body);
  };

  it('the same Idempotency-Key with another body: 422 conflict without the first booking, nothing stored', async () => {
    const key = randomUUID();
    const first = await t.http
      .post('/api/bookings')
      .set('Idempotency-Key', key)
      .send(validBooking({ customerName: 'Tamar Lomidze', customerEmail: 'tamar@example.com', customerPhone: '+995 599 111 222' }))
      .expect(201);
    const before = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
    const other = await t.http
      .post('/api/bookings')
      .set('Idempotency-Key', key)
      .send(validBooking({ customerName: 'Eve Attacker', customerEmail: 'eve@example.com' }))
      .expect(422);
    const text = conflictBody(other);
    for (const secret of ['Tamar', 'Lomidze', 'tamar@example.com', '599 111 222', first.body.id, first.body.reference]) expect(text).not.toContain(secret);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    const after = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
    expect(after[0].n).toBe(before[0].n);
  });

  it('two simultaneous requests with one key and different bodies: one 201, one 422', async () => {
    for (let round = 0; round < 3; round++) {
      const key = randomUUID();
      const [a, b] = await Promise.all([
        t.http.post('/api/bookings').set('Idempotency-Key', key).send(validBooking({ customerName: 'Nino Beridze' })),
        t.http.post('/api/bookings').set('Idempotency-Key', key).send(validBooking({ customerName: 'Other Person' })),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 422]);
      const refused = a.status === 422 ? a : b;
      const created = a.status === 201 ? a : b;
      const text = conflictBody(refused);
      expect(text).not.toContain(created.body.reference);
      const stored = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE idempotency_key = $1', [key]);
      expect(stored[0].n).toBe(1);
    }
  });

  it('a key stored before request hashes were kept (no hash) is a conflict, not a replay', async () => {
    const key = randomUUID();
    const body = validBooking();
    await t.http.post('/api/bookings').set('Idempotency-Key', key).send(body).expect(201);
    await t.query('UPDATE bookings SET idempotency_hash = NULL WHERE idempotency_key = $1', [key]);
    conflictBody(await t.http.post('/api/bookings').set('Idempotency-Key', key).send(body).expect(422));
  });

  // docs/product.md §8: the booking form is not a mail relay. The received e-mail goes to the typed
  // address and starts with the typed name: both are checked by the domain rule.
  it.each([
    ['a link in the name', { customerName: 'Pay now at https://x' }, 'customerName', BOOKING_MESSAGES.lastName],
    ['an address in the name', { customerName: 'a@b Smith' }, 'customerName', BOOKING_MESSAGES.firstName],
    ['a digit in the name', { customerName: 'Bob2 Smith' }, 'customerName', BOOKING_MESSAGES.firstName],
    ['a 51-character last name', { customerName: `Nino ${'x'.repeat(51)}` }, 'customerName', BOOKING_MESSAGES.nameTooLong],
    ['two addresses', { customerEmail: 'a@b.com, c@d.com' }, 'customerEmail', BOOKING_MESSAGES.customerEmail],
    ['an address and more', { customerEmail: 'a@b.com,x' }, 'customerEmail', BOOKING_MESSAGES.customerEmail],
    ['a header in the address', { customerEmail: 'a@b.com\r\nBcc: c@d.com' }, 'customerEmail', BOOKING_MESSAGES.customerEmail],
    ['a click id with a space', { gclid: 'Cj0 KCQ' }, 'gclid', BOOKING_MESSAGES.gclid],
  ])('refuses %s with a 400 and nothing stored', async (_what, overrides, field, message) => {
    const before = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
    const res = await t.http.post('/api/bookings').send(validBooking(overrides)).expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field, message })]);
    const after = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
    expect(after[0].n).toBe(before[0].n);
  });

  it.each(["Seán O'Brien", 'Ёлкина Щукина-Иванова', 'שָׁלוֹם ג׳ורג׳', 'مُحَمَّد عبد الله', 'ნინო ბერიძე'])('accepts the name %j', async (customerName) => {
    const res = await t.http.post('/api/bookings').send(validBooking({ customerName })).expect(201);
    expect(res.body.customerName).toBe(customerName);
  });

  it('rejects an unusable Idempotency-Key', async () => {
    const res = await t.http.post('/api/bookings').set('Idempotency-Key', 'x'.repeat(256)).send(validBooking()).expect(400);
    expect(res.body.errors[0].field).toBe('idempotencyKey');
  });
});
