import { randomUUID } from 'node:crypto';
import { CancelBookingService } from '../../src/application/booking/cancel-booking.service.js';
import { ExpireUnconfirmedService } from '../../src/application/booking/expire-unconfirmed.service.js';
import { AddUnitService } from '../../src/application/units/add-unit.service.js';
import { BlockUnitService } from '../../src/application/units/block-unit.service.js';
import { RemoveBlockService } from '../../src/application/units/remove-block.service.js';
import { RetireUnitService } from '../../src/application/units/retire-unit.service.js';
import { BOOKING_MESSAGES as M } from '../../src/domain/booking/messages.js';
import { DEFAULT_FLEET, FLEET_CAR_TYPES } from '../../src/domain/availability/units.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { validBooking } from './helpers/booking-body.js';
import { REAL_POSTGRES, startTestApp, type TestApp } from './helpers/test-app.js';

const FJ = 'Toyota FJ Cruiser';
const FJ_LABELS = DEFAULT_FLEET.filter((u) => u.carType === FJ).map((u) => u.label);
const today = () => todayInTbilisi(new Date());

/** Dates far from the fixture bookings (10 days out, then a week each), one window per test. */
let window = 0;
function dates(days = 5): { pickupDate: string; returnDate: string } {
  const pickupDate = addDays(today(), 900 + 30 * window++);
  return { pickupDate, returnDate: addDays(pickupDate, days) };
}

describe(`availability on ${REAL_POSTGRES ? 'PostgreSQL' : 'the embedded database'}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { scheduledJobs: false });
  });
  afterAll(() => t?.close());

  const book = (body: Record<string, unknown>, key = randomUUID()) => t.http.post('/api/bookings').set('Idempotency-Key', key).send(validBooking(body));
  const availability = async (query: Record<string, string>) => (await t.http.get('/api/availability').query(query).expect(200)).body;
  const fj = async (query: Record<string, string>) => (await availability(query)).cars.find((c: { carType: string }) => c.carType === FJ);
  const count = async (sql: string, params: unknown[] = []) => (await t.query<{ n: number }>(sql, params))[0].n;

  describe('GET /api/availability', () => {
    it('answers the five fleet cars in fleet order with the default fleet, times defaulting to 09:00', async () => {
      const d = dates();
      const res = await t.http.get('/api/availability').query(d).expect(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        pickupDate: d.pickupDate,
        pickupTime: '09:00',
        returnDate: d.returnDate,
        returnTime: '09:00',
        cars: [
          { carType: 'Hyundai Elantra', available: 4, total: 4 },
          { carType: 'Subaru Forester', available: 4, total: 4 },
          { carType: 'Chevrolet Suburban', available: 3, total: 3 },
          { carType: 'Toyota FJ Cruiser', available: 5, total: 5 },
          { carType: 'Toyota 4Runner', available: 5, total: 5 },
        ],
      });
      expect(res.body.cars.map((c: { carType: string }) => c.carType)).toEqual(FLEET_CAR_TYPES);
      const timed = await availability({ ...d, pickupTime: '18:30', returnTime: '07:15' });
      expect([timed.pickupTime, timed.returnTime]).toEqual(['18:30', '07:15']);
    });

    it.each([
      [{ returnDate: '2030-01-10' }, 'pickupDate', 'required', 'pickupDate', null],
      [{ pickupDate: '2030-01-05' }, 'returnDate', 'required', 'returnDate', null],
      [{ pickupDate: '2030-02-30', returnDate: '2030-03-05' }, 'pickupDate', 'format', 'pickupDate', null],
      [{ pickupDate: 'tomorrow', returnDate: '2030-03-05' }, 'pickupDate', 'format', 'pickupDate', null],
      [{ pickupDate: '2030-01-05', returnDate: '2030-01-10', pickupTime: '25:00' }, 'pickupTime', 'format', 'pickupTime', null],
      [{ pickupDate: '2030-01-05', returnDate: '2030-01-04' }, 'returnDate', 'rule', 'returnAfterPickup', null],
      [{ pickupDate: '2030-01-05', returnDate: '2031-02-05' }, 'returnDate', 'rule', 'maximumDays', { days: 365 }],
      [{ pickupDate: '2020-01-05', returnDate: '2020-01-10' }, 'pickupDate', 'rule', 'pickupInPast', null],
    ] as const)('%j is a 400 naming %s', async (query, field, type, code, params: Record<string, number> | null) => {
      const res = await t.http.get('/api/availability').query(query).expect(400);
      const error = { field, type, message: M[code], code, ...(params ? { params } : {}) };
      expect(res.body).toEqual({ statusCode: 400, message: 'Validation failed', code: 'VALIDATION_FAILED', errors: [error] });
    });

    it('refuses unknown and repeated parameters like every endpoint, without a stack trace', async () => {
      const unknown = await t.http.get('/api/availability?pickupDate=2030-01-05&returnDate=2030-01-10&carType=x').expect(400);
      expect(unknown.body.errors).toEqual([{ field: 'carType', type: 'unknown', message: 'Unknown field "carType"' }]);
      const repeated = await t.http.get('/api/availability?pickupDate=2030-01-05&pickupDate=2030-01-06&returnDate=2030-01-10').expect(400);
      expect(repeated.body.errors.map((e: { field: string }) => e.field)).toEqual(['pickupDate']);
      const huge = await t.http.get(`/api/availability?pickupDate=${'9'.repeat(5000)}&returnDate=2030-01-10`).expect(400);
      for (const res of [unknown, repeated, huge]) expect(JSON.stringify(res.body)).not.toMatch(/\bat .*\.(ts|js):\d+/);
    });

    it('is documented in the OpenAPI description', async () => {
      const doc = (await t.http.get('/api/docs-json').expect(200)).body;
      const op = doc.paths['/api/availability'].get;
      expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['pickupDate', 'pickupTime', 'returnDate', 'returnTime']);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400']));
      expect(Object.keys(doc.paths['/api/bookings'].post.responses)).toContain('409');
    });
  });

  describe('holding units', () => {
    it('books every FJ Cruiser once, each on its own unit; the next request is a 409 and stores nothing', async () => {
      const d = dates();
      const answers = [];
      for (let i = 0; i < FJ_LABELS.length; i++) answers.push(await book({ ...d, carType: FJ }).expect(201));
      const units = answers.map((a) => a.body.unit);
      expect([...units].sort()).toEqual([...FJ_LABELS].sort());
      expect(await fj(d)).toEqual({ carType: FJ, available: 0, total: 5 });
      // Other cars are not touched.
      expect((await availability(d)).cars.find((c: { carType: string }) => c.carType === 'Toyota 4Runner')).toEqual({ carType: 'Toyota 4Runner', available: 5, total: 5 });

      const bookingsBefore = await count(`SELECT count(*)::int AS n FROM bookings`);
      const holdsBefore = await count(`SELECT count(*)::int AS n FROM holds`);
      const refused = await book({ ...d, carType: FJ, customerName: 'Too Late' }).expect(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        message: expect.stringContaining(FJ),
        code: 'UNIT_UNAVAILABLE',
        params: { car: FJ, pickupDate: d.pickupDate, pickupTime: expect.any(String), returnDate: d.returnDate, returnTime: expect.any(String) },
        errors: [{ field: 'carType', type: 'unavailable', message: refused.body.message, code: 'unavailable', params: refused.body.params }],
      });
      expect(refused.body.message).toMatch(/other dates or another car/);
      expect(await count(`SELECT count(*)::int AS n FROM bookings`)).toBe(bookingsBefore);
      expect(await count(`SELECT count(*)::int AS n FROM holds`)).toBe(holdsBefore);
      expect(await count(`SELECT count(*)::int AS n FROM bookings WHERE customer_name = 'Too Late'`)).toBe(0);

      // Another car on the same dates, and the same car on other dates, still work.
      expect((await book({ ...d, carType: 'Toyota 4Runner' }).expect(201)).body.unit).toMatch(/^RN-/);
      expect((await book({ ...dates(), carType: FJ }).expect(201)).body.unit).toMatch(/^FJ-/);
    });

    it('a unit is free again exactly when the turnaround after a return ends', async () => {
      const { pickupDate, returnDate } = dates();
      for (let i = 0; i < 5; i++) await book({ pickupDate, returnDate, carType: FJ }).expect(201);
      // The cars come back at 09:00 and are held until 21:00 (TURNAROUND_HOURS = 12).
      const early = { pickupDate: returnDate, pickupTime: '20:59', returnDate: addDays(returnDate, 4), returnTime: '09:00' };
      expect((await fj(early)).available).toBe(0);
      await book({ ...early, carType: FJ }).expect(409);
      const onTime = { ...early, pickupTime: '21:00' };
      expect((await fj(onTime)).available).toBe(5);
      expect((await book({ ...onTime, carType: FJ }).expect(201)).body.unit).toMatch(/^FJ-/);
    });

    it('staff cancelling and the expiry of unconfirmed bookings free the unit', async () => {
      const d = dates();
      const made = [];
      for (let i = 0; i < 5; i++) made.push((await book({ ...d, carType: FJ }).expect(201)).body);
      await book({ ...d, carType: FJ }).expect(409);

      const cancelled = await t.app.get(CancelBookingService).execute(made[0].reference);
      expect(cancelled).toMatchObject({ status: 'cancelled', unit: made[0].unit }); // it still says which car it had
      expect((await fj(d)).available).toBe(1);
      const next = await book({ ...d, carType: FJ }).expect(201);
      expect(next.body.unit).toBe(made[0].unit);

      // Make one booking look 25 hours old: the expiry job cancels it and releases its unit.
      await t.query(`UPDATE bookings SET created_at = now() - interval '25 hours' WHERE id = $1`, [made[1].id]);
      const expired = await t.app.get(ExpireUnconfirmedService).execute();
      expect(expired.references).toContain(made[1].reference);
      expect((await fj(d)).available).toBe(1);
      expect((await book({ ...d, carType: FJ }).expect(201)).body.unit).toBe(made[1].unit);
      expect(await count(`SELECT count(*)::int AS n FROM holds WHERE booking_id = $1 AND active`, [made[1].id])).toBe(0);
    });

    it('20 concurrent requests for the last free unit create exactly one booking, and no 5xx', async () => {
      const d = dates();
      for (let i = 0; i < 4; i++) await book({ ...d, carType: FJ }).expect(201);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book({ ...d, carType: FJ, customerName: `Racer Number${'abcdefghijklmnopqrstuvwxyz'[i]}` })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      expect(await count(`SELECT count(*)::int AS n FROM bookings WHERE customer_name LIKE 'Racer %'`)).toBe(1);
      expect((await fj(d)).available).toBe(0);
      // Never two active holds of one unit overlapping, anywhere in the database.
      expect(
        await count(`SELECT count(*)::int AS n FROM holds a JOIN holds b ON a.unit_id = b.unit_id AND a.id < b.id AND a.active AND b.active AND a.period && b.period`),
      ).toBe(0);
    });

    it('concurrent replays of one Idempotency-Key for the last unit return the first booking', async () => {
      const d = dates();
      for (let i = 0; i < 4; i++) await book({ ...d, carType: FJ }).expect(201);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 8 }, () => book({ ...d, carType: FJ }, key)));
      for (const a of answers) expect(a.status).toBe(201);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(new Set(answers.map((a) => a.body.unit)).size).toBe(1);
      // Later, with the car sold out, the key still answers its booking.
      const replay = await book({ ...d, carType: FJ }, key).expect(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body.id).toBe(answers[0].body.id);
    });

    it('a maintenance block holds a unit like a booking; removing it frees the unit', async () => {
      const { pickupDate, returnDate } = dates(3);
      const blocks = [];
      for (const label of FJ_LABELS.slice(0, 4)) {
        blocks.push(await t.app.get(BlockUnitService).execute({ label, from: pickupDate, to: returnDate, reason: 'service' }));
      }
      expect((await fj({ pickupDate, returnDate })).available).toBe(1);
      const last = await book({ pickupDate, returnDate, carType: FJ }).expect(201);
      expect(last.body.unit).toBe(FJ_LABELS[4]);
      await book({ pickupDate, returnDate, carType: FJ }).expect(409);
      // A block covers whole days, the last one included: at 23:00 on its last day only the booked
      // FJ (back at 09:00, turnaround until 21:00) is free; from midnight every one is.
      expect((await fj({ pickupDate: returnDate, pickupTime: '23:00', returnDate: addDays(returnDate, 4) })).available).toBe(1);
      expect((await fj({ pickupDate: addDays(returnDate, 1), pickupTime: '00:00', returnDate: addDays(returnDate, 4) })).available).toBe(5);
      await t.app.get(RemoveBlockService).execute(String(blocks[0].id));
      expect((await fj({ pickupDate, returnDate })).available).toBe(1);
      expect((await book({ pickupDate, returnDate, carType: FJ }).expect(201)).body.unit).toBe(FJ_LABELS[0]);
    });

    it('retired units are not counted nor booked; added units are', async () => {
      const d = dates();
      const added = await t.app.get(AddUnitService).execute({ carType: 'chevrolet suburban', label: 'sb-909-ge' });
      expect(added).toEqual({ label: 'SB-909-GE', carType: 'Chevrolet Suburban', active: true });
      const suburban = async () => (await availability(d)).cars.find((c: { carType: string }) => c.carType === 'Chevrolet Suburban');
      expect(await suburban()).toEqual({ carType: 'Chevrolet Suburban', available: 4, total: 4 });
      await t.app.get(RetireUnitService).execute('SB-909-GE');
      await t.app.get(RetireUnitService).execute('SB-101-GE');
      expect(await suburban()).toEqual({ carType: 'Chevrolet Suburban', available: 2, total: 2 });
      const units = [];
      for (let i = 0; i < 2; i++) units.push((await book({ ...d, carType: 'Chevrolet Suburban', groupSize: '6' }).expect(201)).body.unit);
      expect(units.sort()).toEqual(['SB-102-GE', 'SB-103-GE']);
      await book({ ...d, carType: 'Chevrolet Suburban', groupSize: '6' }).expect(409);
    });
  });
});
