import { DataSource } from 'typeorm';
import { CancelBookingService } from '../../src/application/booking/cancel-booking.service.js';
import { ConfirmBookingService } from '../../src/application/booking/confirm-booking.service.js';
import { CreateBookingService } from '../../src/application/booking/create-booking.service.js';
import { ExpireUnconfirmedService } from '../../src/application/booking/expire-unconfirmed.service.js';
import { FindBookingService } from '../../src/application/booking/find-booking.service.js';
import { ListBookingsService } from '../../src/application/booking/list-bookings.service.js';
import { bookingTotal } from '../../src/domain/booking/total.js';
import { BookingNotFoundError, IdempotencyConflictError, InvalidTransitionError, ValidationError } from '../../src/domain/errors.js';
import { createCoreTestContext, type CoreTestContext } from '../support/core-context.js';
import { bookingRequest } from '../support/fixtures.js';

let ctx: CoreTestContext;
let create: CreateBookingService;

beforeAll(async () => {
  ctx = await createCoreTestContext({ BOOKING_CONFIRM_HOURS: '24', RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_SECRET_KEY: undefined });
  create = ctx.module.get(CreateBookingService);
});

afterAll(async () => {
  await ctx?.close();
});

describe('create booking', () => {
  it('stores the server total and breakdown, not the client total', async () => {
    const view = await create.execute(bookingRequest({ totalPrice: '1' }));
    const expected = bookingTotal({
      carType: 'Toyota FJ Cruiser',
      pickupLocation: 'tbilisi',
      dropoffLocation: 'batumi',
      days: 5,
      insuranceType: 'standard',
      services: { roadAssistance: true, crossBorderArmenia: true },
    });
    // 68 x 5 + 100 delivery + 10 x 5 insurance + 3 x 5 road assistance + 90 Armenia
    expect(expected.total).toBe(340 + 100 + 50 + 15 + 90);
    expect(view).toMatchObject({ status: 'pending', days: 5, totalPrice: expected.total, currency: 'EUR', clientTotalPrice: '1' });
    expect(view.breakdown).toEqual(expected);
    expect(view.reference).toMatch(/^GR-[A-Z2-9]{6}$/);
    expect(Date.parse(view.expiresAt!) - Date.parse(view.createdAt)).toBe(24 * 3_600_000);

    const [row] = await ctx.module
      .get(DataSource)
      .query(`SELECT total_price, breakdown, pickup_date::text AS pickup_date, pickup_time::text AS pickup_time, driver_age, status FROM bookings WHERE id = $1`, [view.id]);
    expect(row).toMatchObject({ total_price: expected.total, pickup_date: view.pickupDate, pickup_time: '10:00:00', driver_age: 34, status: 'pending' });
    expect(row.breakdown).toEqual(expected);

    const found = await ctx.module.get(FindBookingService).execute(view.reference.toLowerCase());
    expect(found).toEqual(view);
    expect(found.pickupTime).toBe('10:00');
    expect(found.pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await ctx.module.get(FindBookingService).execute(view.id)).toEqual(view);
  });

  it('refuses invalid bookings with the domain messages and stores nothing', async () => {
    const before = await ctx.module.get(DataSource).query(`SELECT count(*)::int AS n FROM bookings`);
    const attempt = create.execute(bookingRequest({ driverAge: '19', carType: 'Hyundai Elantra', carRoofTent: true }));
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    const err = (await attempt.catch((e) => e)) as ValidationError;
    expect(err.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'driverAge', message: 'Driver age must be between 23 and 70 years old' })]));
    await expect(create.execute(null as never)).rejects.toBeInstanceOf(ValidationError);
    const after = await ctx.module.get(DataSource).query(`SELECT count(*)::int AS n FROM bookings`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('creates one booking for five concurrent requests with the same idempotency key', async () => {
    const key = `key-${Date.now()}`;
    const body = bookingRequest({ customerName: 'Same Key' });
    const results = await Promise.all(Array.from({ length: 5 }, () => create.create({ ...body }, { idempotencyKey: key })));
    const ids = new Set(results.map((r) => r.booking.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const rows = await ctx.module.get(DataSource).query(`SELECT count(*)::int AS n FROM bookings WHERE idempotency_key = $1`, [key]);
    expect(rows[0].n).toBe(1);
    // A later replay of the same request returns the first booking too.
    const again = await create.execute({ ...body }, { idempotencyKey: key });
    expect(again.id).toBe(results[0].booking.id);
    // Another request with that key is a conflict that tells nothing of the first (docs/api.md).
    const other = await create.execute(bookingRequest({ customerName: 'Other Name' }), { idempotencyKey: key }).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(IdempotencyConflictError);
    expect(JSON.stringify({ ...(other as object), message: (other as Error).message })).not.toMatch(/Same Key|nino@|\+995/);
  });

  it('rejects a malformed idempotency key', async () => {
    await expect(create.execute(bookingRequest(), { idempotencyKey: 'has space' })).rejects.toBeInstanceOf(ValidationError);
    await expect(create.execute(bookingRequest(), { idempotencyKey: 'x'.repeat(256) })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('status changes', () => {
  it('confirms, cancels, and refuses illegal transitions', async () => {
    const a = await create.execute(bookingRequest());
    const confirmed = await ctx.module.get(ConfirmBookingService).execute(a.reference);
    expect(confirmed).toMatchObject({ status: 'confirmed', statusReason: null, expiresAt: null });
    expect(confirmed.confirmedAt).not.toBeNull();
    await expect(ctx.module.get(ConfirmBookingService).execute(a.id)).rejects.toBeInstanceOf(InvalidTransitionError);

    const cancelled = await ctx.module.get(CancelBookingService).execute(a.reference.toLowerCase());
    expect(cancelled).toMatchObject({ status: 'cancelled', statusReason: 'staff' });
    expect(cancelled.cancelledAt).not.toBeNull();
    const err = await ctx.module.get(ConfirmBookingService).execute(a.reference).catch((e) => e);
    expect(err).toBeInstanceOf(InvalidTransitionError);
    expect(err.message).toBe(`Booking ${a.reference} is cancelled and cannot be confirmed`);
  });

  it('reports unknown bookings', async () => {
    await expect(ctx.module.get(FindBookingService).execute('GR-ZZZZZZ')).rejects.toBeInstanceOf(BookingNotFoundError);
    await expect(ctx.module.get(ConfirmBookingService).execute('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(BookingNotFoundError);
    await expect(ctx.module.get(FindBookingService).execute('')).rejects.toBeInstanceOf(BookingNotFoundError);
  });

  it('lists newest first with a status filter and a limit', async () => {
    const list = ctx.module.get(ListBookingsService);
    ctx.clock.advanceHours(0.01); // later than the bookings of the tests above
    const first = await create.execute(bookingRequest({ customerName: 'List First' }));
    ctx.clock.advanceHours(0.01);
    const second = await create.execute(bookingRequest({ customerName: 'List Second' }));
    const pending = await list.execute({ status: 'pending', limit: 2 });
    expect(pending.map((b) => b.id)).toEqual([second.id, first.id]);
    expect((await list.execute({ status: 'cancelled' })).every((b) => b.status === 'cancelled')).toBe(true);
    await expect(list.execute({ status: 'lost' })).rejects.toBeInstanceOf(ValidationError);
    await expect(list.execute({ limit: 0 })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('expiry of unconfirmed bookings', () => {
  it('two sweeps at once cancel each booking exactly once', async () => {
    const expire = ctx.module.get(ExpireUnconfirmedService);
    // Earlier tests' pending bookings would be due too: take them out of the picture.
    await ctx.module.get(DataSource).query(`UPDATE bookings SET status = 'cancelled', status_reason = 'staff' WHERE status = 'pending'`);
    const old = await Promise.all(['a', 'b', 'c'].map((n) => create.execute(bookingRequest({ customerName: `Old Booking${n}` }))));
    const confirmed = await create.execute(bookingRequest({ customerName: 'Kept Confirmed' }));
    await ctx.module.get(ConfirmBookingService).execute(confirmed.id);
    ctx.clock.advanceHours(23);
    const fresh = await create.execute(bookingRequest({ customerName: 'Fresh Booking' }));
    ctx.clock.advanceHours(1.5);

    const dry = await expire.execute({ dryRun: true });
    expect(dry.references.sort()).toEqual(old.map((b) => b.reference).sort());

    const [x, y] = await Promise.all([expire.execute(), expire.execute()]);
    const all = [...x.references, ...y.references].sort();
    expect(all).toEqual(old.map((b) => b.reference).sort());
    expect(x.cancelled + y.cancelled).toBe(3);

    const find = ctx.module.get(FindBookingService);
    for (const b of old) expect(await find.execute(b.id)).toMatchObject({ status: 'cancelled', statusReason: 'unconfirmed' });
    expect((await find.execute(fresh.id)).status).toBe('pending');
    expect((await find.execute(confirmed.id)).status).toBe('confirmed');
    expect(await expire.execute()).toEqual({ cancelled: 0, references: [] });
  });
});
