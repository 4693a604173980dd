import { DataSource } from 'typeorm';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { pngImage } from '../support/png.mjs';
import { validBooking } from './helpers/booking-body.js';
import { signedInStaff } from './helpers/staff-agent.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

/** A SELECT whose FROM is the bookings table (a load of a booking), as the app sends it. */
const BOOKING_LOAD = /^\s*SELECT\b[\s\S]*?\bFROM\s+"?bookings"?(\s|$)/i;

describe('a booking request and the back office load a booking once per request (docs/staff.md)', () => {
  let t: TestApp;
  const queries: string[] = [];
  type ClientQuery = { query: (this: unknown, config: unknown, ...rest: unknown[]) => unknown };
  let clientPrototype: ClientQuery | undefined;
  let originalQuery: ClientQuery['query'] | undefined;

  beforeAll(async () => {
    t = await startTestApp();
    // Every statement of the app reaches PostgreSQL through a client of the pg pool under TypeORM
    // (the repositories' own statements go to it straight, docs/performance.md): the clients' query
    // keeps each statement's text (the real database answers them).
    const pool = (t.app.get(DataSource).driver as unknown as { master: { Client: { prototype: ClientQuery } } }).master;
    clientPrototype = pool.Client.prototype;
    originalQuery = clientPrototype.query;
    const query = originalQuery;
    clientPrototype.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
      const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
      if (typeof text === 'string') queries.push(text);
      return query.call(this, config, ...rest);
    };
  });
  afterAll(async () => {
    if (clientPrototype && originalQuery) clientPrototype.query = originalQuery;
    await t?.close();
  });

  /** The loads of a booking made while `request` runs. */
  async function bookingLoads(request: () => Promise<unknown>): Promise<string[]> {
    queries.length = 0;
    await request();
    return queries.filter((q) => BOOKING_LOAD.test(q));
  }

  it('GET /staff/bookings/<ref>, the check-out form and the check-out POST each read the booking once', async () => {
    const { agent, csrf } = await signedInStaff(t, 'Lasha', 'lasha@example.ge');
    const tomorrow = addDays(todayInTbilisi(new Date()), 1);
    const ref = (await t.http.post('/api/bookings').send(validBooking({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 4) })).expect(201)).body.reference as string;
    await agent.post(`/staff/bookings/${ref}/confirm`).type('form').send({ _csrf: csrf }).expect(303);

    const page = await bookingLoads(() => agent.get(`/staff/bookings/${ref}`).expect(200));
    expect(page).toHaveLength(1);

    const form = await bookingLoads(() => agent.get(`/staff/bookings/${ref}/check-out`).expect(200));
    expect(form).toHaveLength(1);

    const signature = `data:image/png;base64,${pngImage(20, 10).toString('base64')}`;
    const checkOut = await bookingLoads(() =>
      agent
        .post(`/staff/bookings/${ref}/check-out`)
        .field('_csrf', csrf)
        .field('odometerKm', '42000')
        .field('fuelEighths', '8')
        .field('signature', signature)
        .attach('photos', pngImage(), { filename: 'front.png', contentType: 'image/png' })
        .expect(303)
        .expect('Location', `/staff/bookings/${ref}?done=checked-out`),
    );
    expect(checkOut).toHaveLength(1);
    // What was counted is the booking's own load, not another table's query.
    expect(checkOut[0]).toMatch(/"?reference"?\s*=/i);
  });

  it('POST /api/bookings reads the bookings table once (its Idempotency-Key), and a replay of the same key once', async () => {
    const tomorrow = addDays(todayInTbilisi(new Date()), 2);
    const body = validBooking({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 4), customerEmail: 'loads@example.com' });
    const created = await bookingLoads(() => t.http.post('/api/bookings').set('Idempotency-Key', 'loads-once-0001').send(body).expect(201));
    expect(created).toHaveLength(1);
    const replay = await bookingLoads(() => t.http.post('/api/bookings').set('Idempotency-Key', 'loads-once-0001').send(body).expect(201));
    expect(replay).toHaveLength(1);
  });
});
