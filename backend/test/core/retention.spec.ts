/**
 * Retention (docs/product.md §17): sent (and skipped) outbox messages older than OUTBOX_RETENTION_DAYS are
 * deleted; bookings cancelled or expired more than PII_RETENTION_DAYS ago lose name, e-mail, phone
 * and click id (`[removed]`) and their outbox messages; reference, car, dates and prices stay.
 */
import { DataSource } from 'typeorm';
import { CancelBookingService } from '../../src/application/booking/cancel-booking.service.js';
import { ConfirmBookingService } from '../../src/application/booking/confirm-booking.service.js';
import { CreateBookingService } from '../../src/application/booking/create-booking.service.js';
import { ExpireUnconfirmedService } from '../../src/application/booking/expire-unconfirmed.service.js';
import { FindBookingService } from '../../src/application/booking/find-booking.service.js';
import { RunRetentionService } from '../../src/application/retention/run-retention.service.js';
import { createCoreTestContext, type CoreTestContext } from '../support/core-context.js';
import { bookingRequest } from '../support/fixtures.js';

/** Pre-check-ins are deleted by the same run (test/api/precheckin.spec.ts); these bookings have none. */
const NO_PRECHECKINS = { precheckinsDeleted: 0, documentsDeleted: 0, precheckinRetentionDays: 30, vitalsDeleted: 0, vitalsRetentionDays: 90 };
const NO_CHANNELS = { SMTP_URL: undefined, MAIL_FROM: undefined, STAFF_EMAIL: undefined, WEBHOOK_URL: undefined, WEBHOOK_SECRET: undefined };

describe('retention with the defaults (OUTBOX_RETENTION_DAYS 30, PII_RETENTION_DAYS 180)', () => {
  let ctx: CoreTestContext;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => ctx.module.get(DataSource).query(text, params) as Promise<T[]>;

  beforeAll(async () => {
    ctx = await createCoreTestContext({ ...NO_CHANNELS, OUTBOX_RETENTION_DAYS: undefined, PII_RETENTION_DAYS: undefined });
  });
  afterAll(() => ctx?.close());

  it('removes the personal data of bookings that ended long ago and deletes old sent messages; --dry-run only counts', async () => {
    const create = ctx.module.get(CreateBookingService);
    const cancelledLongAgo = await create.execute(bookingRequest({ customerName: 'Old Cancelled', gclid: 'CjwKCAiA-old-click' }), { idempotencyKey: 'old-cancelled-key' });
    const expiredLongAgo = await create.execute(bookingRequest({ customerName: 'Old Expired' }));
    const cancelledRecently = await create.execute(bookingRequest({ customerName: 'Recent Cancelled' }));
    const confirmed = await create.execute(bookingRequest({ customerName: 'Confirmed Long Ago', gclid: 'CjwKCAiA-kept' }));
    await ctx.module.get(CancelBookingService).execute(cancelledLongAgo.reference, 'anna');
    await ctx.module.get(CancelBookingService).execute(cancelledRecently.reference, 'anna');
    await ctx.module.get(ConfirmBookingService).execute(confirmed.reference, 'anna');
    await sql(`UPDATE bookings SET created_at = now() - interval '400 days' WHERE reference = $1`, [expiredLongAgo.reference]);
    expect((await ctx.module.get(ExpireUnconfirmedService).execute()).references).toContain(expiredLongAgo.reference);
    // The two ended 181 days ago; the recent one 179 days ago; the confirmed one was confirmed 400 days ago (kept: not ended).
    await sql(`UPDATE bookings SET cancelled_at = now() - interval '181 days' WHERE reference = ANY($1)`, [[cancelledLongAgo.reference, expiredLongAgo.reference]]);
    await sql(`UPDATE bookings SET cancelled_at = now() - interval '179 days' WHERE reference = $1`, [cancelledRecently.reference]);
    await sql(`UPDATE bookings SET confirmed_at = now() - interval '400 days' WHERE reference = $1`, [confirmed.reference]);
    // Outbox: the confirmed booking's messages were sent 31 days ago (one) and yesterday (the rest).
    await sql(`UPDATE outbox SET status = 'sent', sent_at = now(), created_at = now() - interval '1 day' WHERE reference = $1`, [confirmed.reference]);
    const [old] = await sql<{ id: string }>(`SELECT min(id) AS id FROM outbox WHERE reference = $1`, [confirmed.reference]);
    await sql(`UPDATE outbox SET created_at = now() - interval '31 days' WHERE id = $1`, [old.id]);
    const countOf = async (reference: string) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE reference = $1`, [reference]))[0].n;
    const endedMessages = (await countOf(cancelledLongAgo.reference)) + (await countOf(expiredLongAgo.reference));
    expect(endedMessages).toBeGreaterThan(0);
    const before = await sql(`SELECT * FROM bookings ORDER BY reference`);

    const retention = ctx.module.get(RunRetentionService);
    const expected = { ...NO_PRECHECKINS, messagesDeleted: 1, bookingsRedacted: 2, bookingMessagesDeleted: endedMessages, outboxRetentionDays: 30, piiRetentionDays: 180 };
    expect(await retention.execute({ dryRun: true })).toEqual({ dryRun: true, ...expected });
    expect(await sql(`SELECT * FROM bookings ORDER BY reference`)).toEqual(before);

    expect(await retention.execute()).toEqual({ dryRun: false, ...expected });
    const find = ctx.module.get(FindBookingService);
    for (const ended of [cancelledLongAgo, expiredLongAgo]) {
      const b = await find.withHistory(ended.reference);
      expect(b).toMatchObject({ customerName: '[removed]', customerEmail: '[removed]', customerPhone: '[removed]' });
      // What the books need stays.
      expect(b).toMatchObject({ reference: ended.reference, carType: ended.carType, pickupDate: ended.pickupDate, returnDate: ended.returnDate, totalPrice: ended.totalPrice, days: ended.days, status: 'cancelled' });
      expect(await countOf(ended.reference)).toBe(0);
    }
    const [row] = await sql<{ gclid: string; idempotency_key: string | null }>(`SELECT gclid, idempotency_key FROM bookings WHERE reference = $1`, [cancelledLongAgo.reference]);
    expect(row).toEqual({ gclid: '[removed]', idempotency_key: null });
    expect(JSON.stringify(await sql(`SELECT * FROM bookings WHERE reference = ANY($1)`, [[cancelledLongAgo.reference, expiredLongAgo.reference]]))).not.toMatch(/Old Cancelled|Old Expired|nino@example|555 123|old-click|old-cancelled-key/);
    // The others are untouched; of the confirmed booking's sent messages only the old one went.
    expect((await find.withHistory(cancelledRecently.reference)).customerName).toBe('Recent Cancelled');
    expect((await find.withHistory(confirmed.reference)).customerName).toBe('Confirmed Long Ago');
    expect(await sql(`SELECT id FROM outbox WHERE id = $1`, [old.id])).toEqual([]);
    expect(await countOf(confirmed.reference)).toBeGreaterThan(0);
    expect(await countOf(cancelledRecently.reference)).toBeGreaterThan(0);

    // Once per booking: a second run finds nothing.
    expect(await retention.execute()).toEqual({ ...NO_PRECHECKINS, dryRun: false, messagesDeleted: 0, bookingsRedacted: 0, bookingMessagesDeleted: 0, outboxRetentionDays: 30, piiRetentionDays: 180 });
  });
});

describe('retention set to 0', () => {
  it('keeps everything', async () => {
    const ctx = await createCoreTestContext({ ...NO_CHANNELS, OUTBOX_RETENTION_DAYS: '0', PII_RETENTION_DAYS: '0' });
    try {
      const b = await ctx.module.get(CreateBookingService).execute(bookingRequest());
      await ctx.module.get(CancelBookingService).execute(b.reference, 'anna');
      const sql = (text: string) => ctx.module.get(DataSource).query(text);
      await sql(`UPDATE bookings SET cancelled_at = now() - interval '3000 days'`);
      await sql(`UPDATE outbox SET status = 'sent', created_at = now() - interval '3000 days'`);
      expect(await ctx.module.get(RunRetentionService).execute()).toMatchObject({ messagesDeleted: 0, bookingsRedacted: 0, bookingMessagesDeleted: 0 });
      expect((await ctx.module.get(FindBookingService).withHistory(b.reference)).customerName).toBe('Nino Beridze');
    } finally {
      await ctx.close();
    }
  });
});
