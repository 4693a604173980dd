import { WhatsAppCloud } from '../../src/application/ports/whatsapp-cloud.js';
import { WhatsAppRepository } from '../../src/application/ports/whatsapp.repository.js';
import { Clock } from '../../src/application/ports/clock.js';
import { BookingRepository } from '../../src/application/ports/booking.repository.js';
import { BookingTokens } from '../../src/application/ports/booking-tokens.js';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { CancelBookingService } from '../../src/application/booking/cancel-booking.service.js';
import { ConfirmBookingService } from '../../src/application/booking/confirm-booking.service.js';
import { CreateBookingService } from '../../src/application/booking/create-booking.service.js';
import { ExpireUnconfirmedService } from '../../src/application/booking/expire-unconfirmed.service.js';
import { FindBookingService } from '../../src/application/booking/find-booking.service.js';
import { MoveBookingService } from '../../src/application/booking/move-booking.service.js';
import { DeliverOutboxService } from '../../src/application/notifications/deliver-outbox.service.js';
import { ListOutboxService } from '../../src/application/notifications/list-outbox.service.js';
import { RetryOutboxService } from '../../src/application/notifications/retry-outbox.service.js';
import { Mailer } from '../../src/application/ports/mailer.js';
import { OutboxRepository } from '../../src/application/ports/outbox.repository.js';
import { WebhookSender } from '../../src/application/ports/webhook-sender.js';
import { AppConfig } from '../../src/config/app-config.js';
import { ValidationError } from '../../src/domain/errors.js';
import { createCoreTestContext, type CoreTestContext } from '../support/core-context.js';
import { bookingRequest } from '../support/fixtures.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { startWebhookReceiver, validSignature, type WebhookReceiver } from '../support/webhook-receiver.js';

const SECRET = 'test-webhook-secret-0123456789';

describe('staff workflow: history, outbox, e-mail and webhook with a real SMTP server and HTTP receiver', () => {
  let smtp: SmtpSink;
  let hooks: WebhookReceiver;
  let ctx: CoreTestContext;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => ctx.module.get(DataSource).query(text, params) as Promise<T[]>;
  const deliver = (holder = 'test-sender') => ctx.module.get(DeliverOutboxService).deliverDue(holder);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    hooks = await startWebhookReceiver();
    ctx = await createCoreTestContext({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Georgia 4x4 Rentals <bookings@example.com>',
      STAFF_EMAIL: 'staff@example.com',
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET: SECRET,
      BOOKING_CONFIRM_HOURS: '24',
      CONTACT_PHONE: '995 555 000 111',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
    await hooks?.close();
  });
  beforeEach(async () => {
    await deliver(); // nothing left over from the test before
    smtp.messages.length = 0;
    smtp.recipients.length = 0;
    hooks.received.length = 0;
  });

  it('records a history row after each change, with time, actor and detail', async () => {
    const created = await ctx.module.get(CreateBookingService).execute(bookingRequest());
    const ref = created.reference;
    const find = ctx.module.get(FindBookingService);
    expect((await find.withHistory(ref)).history).toEqual([
      { at: created.createdAt, type: 'created', actor: 'visitor', detail: `booked: unit ${created.unit}, 5 days, ${created.totalPrice} EUR` },
    ]);

    ctx.clock.advanceHours(1);
    await ctx.module.get(ConfirmBookingService).execute(ref, 'anna');
    const other = created.unit === 'FJ-105-GE' ? 'FJ-104-GE' : 'FJ-105-GE';
    ctx.clock.advanceHours(1);
    await ctx.module.get(MoveBookingService).move(ref, other, 'giorgi');
    ctx.clock.advanceHours(1);
    await ctx.module.get(CancelBookingService).execute(ref, ' nino ');

    const { history } = await find.withHistory(ref);
    expect(history.map((h) => [h.type, h.actor, h.detail])).toEqual([
      ['created', 'visitor', `booked: unit ${created.unit}, 5 days, ${created.totalPrice} EUR`],
      ['confirmed', 'anna', 'confirmed by staff'],
      ['moved', 'giorgi', `moved from ${created.unit} to ${other}`],
      ['cancelled', 'nino', 'cancelled by staff; the unit is free again'],
    ]);
    const times = history.map((h) => Date.parse(h.at));
    expect(times[1] - times[0]).toBe(3_600_000);
    expect(times[3] - times[2]).toBe(3_600_000);
  });

  it('records expiry by the system, and a refused change records nothing', async () => {
    const created = await ctx.module.get(CreateBookingService).execute(bookingRequest());
    ctx.clock.advanceHours(25);
    const result = await ctx.module.get(ExpireUnconfirmedService).execute();
    expect(result.references).toContain(created.reference);
    await expect(ctx.module.get(ConfirmBookingService).execute(created.reference, 'anna')).rejects.toThrow(/cancelled and cannot be confirmed/);
    await expect(ctx.module.get(ConfirmBookingService).execute(created.reference, 'bad\nname')).rejects.toThrow(ValidationError);
    const { history } = await ctx.module.get(FindBookingService).withHistory(created.reference);
    expect(history.map((h) => [h.type, h.actor, h.detail])).toEqual([
      ['created', 'visitor', expect.stringMatching(/^booked: unit /)],
      ['expired', 'system', 'not confirmed within 24 hours: cancelled; the unit is free again'],
    ]);
  });

  it('writes the messages of a change in its transaction and sends them: staff and customer e-mail, signed webhook', async () => {
    const booking = await ctx.module.get(CreateBookingService).execute(bookingRequest({ customerName: "Ana O'Kapanadze", gclid: 'CjwK-test' }));
    const queued = await sql<{ topic: string; status: string }>(`SELECT topic, status FROM outbox WHERE reference = $1 ORDER BY id`, [booking.reference]);
    expect(queued).toEqual([
      { topic: 'mail.staff.new-booking', status: 'pending' },
      { topic: 'mail.customer.received', status: 'pending' },
      { topic: 'booking.created', status: 'pending' },
    ]);

    expect(await deliver()).toMatchObject({ claimed: 3, sent: 3 });
    const mails = await smtp.waitFor(2);
    const staff = mails.find((m) => m.subject?.startsWith('New booking')) as ParsedMail;
    const customer = mails.find((m) => m !== staff) as ParsedMail;
    expect(smtp.recipients[mails.indexOf(staff)]).toEqual(['staff@example.com']);
    expect(smtp.recipients[mails.indexOf(customer)]).toEqual(['nino@example.com']);
    expect(staff.subject).toContain(booking.reference);
    for (const part of [booking.reference, 'Toyota FJ Cruiser', String(booking.unit), booking.pickupDate, 'Tbilisi', 'Batumi', `${booking.totalPrice} EUR`, 'nino@example.com', '+995 555 123 456', 'Language:', 'Bot score:']) {
      expect(staff.text).toContain(part);
    }
    expect(customer.subject).toBe(`Booking ${booking.reference} received: message us to confirm it`);
    expect(customer.from?.text).toContain('bookings@example.com');
    expect(customer.text).toContain('https://wa.me/995555000111?text=');
    expect(customer.text).toContain(encodeURIComponent(`Booking reference: ${booking.reference}`));
    // E-mail is configured: the car is held for HOLD_UNVERIFIED_MINUTES unless the customer keeps it.
    expect(new Date(booking.expiresAt!).getTime() - new Date(booking.createdAt).getTime()).toBe(120 * 60_000);
    expect(customer.text).toMatch(/We hold the car for you until .* \(Tbilisi time\)\. To keep it .*"Keep my car"/);
    expect(customer.text).toMatch(/Open your booking page: http:\/\/localhost:\d+\/b\/[A-Za-z0-9_-]{22}\n/);
    // Names cannot hold markup (docs/product.md §8); what they may hold is still escaped.
    expect(customer.html).toContain('Ana O&#39;Kapanadze');

    const [hook] = await hooks.waitFor(1);
    const event = JSON.parse(hook.body);
    expect(Object.keys(event)).toEqual(['id', 'type', 'occurredAt', 'booking']);
    expect(event).toMatchObject({ type: 'booking.created', occurredAt: booking.createdAt, booking: { reference: booking.reference, status: 'pending', unit: booking.unit } });
    expect(hook.headers['x-rentals-event-id']).toBe(event.id);
    expect(hook.headers['content-type']).toBe('application/json');
    expect(validSignature(hook.body, hook.headers['x-rentals-signature'], SECRET)).toBe(true);
    expect(validSignature(hook.body, hook.headers['x-rentals-signature'], 'another-secret-0123456789')).toBe(false);

    // Sent once: a second run finds nothing due.
    expect(await deliver()).toMatchObject({ claimed: 0 });
    const rows = await sql<{ status: string; attempts: number }>(`SELECT status, attempts FROM outbox WHERE reference = $1`, [booking.reference]);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it.each([
    ['confirmed', 'booking.confirmed', 'confirmed'],
    ['cancelled', 'booking.cancelled', 'cancelled'],
  ] as const)('a %s booking e-mails the customer and posts %s', async (what, type, words) => {
    const booking = await ctx.module.get(CreateBookingService).execute(bookingRequest());
    await deliver();
    smtp.messages.length = 0;
    hooks.received.length = 0;
    if (what === 'confirmed') await ctx.module.get(ConfirmBookingService).execute(booking.reference, 'anna');
    else await ctx.module.get(CancelBookingService).execute(booking.reference, 'anna');
    await deliver();
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe(`Booking ${booking.reference} ${words}`);
    expect(mail.text).toContain('Toyota FJ Cruiser');
    const [hook] = await hooks.waitFor(1);
    expect(JSON.parse(hook.body)).toMatchObject({ type, booking: { reference: booking.reference, status: what } });
    expect(smtp.messages).toHaveLength(1);
  });

  it('expiry e-mails the customer and posts booking.expired; a move posts booking.moved and e-mails nobody', async () => {
    const a = await ctx.module.get(CreateBookingService).execute(bookingRequest());
    const b = await ctx.module.get(CreateBookingService).execute(bookingRequest());
    await deliver();
    smtp.messages.length = 0;
    hooks.received.length = 0;
    const other = b.unit === 'FJ-105-GE' ? 'FJ-104-GE' : 'FJ-105-GE';
    await ctx.module.get(MoveBookingService).move(b.reference, other, 'anna');
    await deliver();
    const [moved] = await hooks.waitFor(1);
    expect(JSON.parse(moved.body)).toMatchObject({ type: 'booking.moved', booking: { reference: b.reference, unit: other } });
    expect(smtp.messages).toHaveLength(0);

    ctx.clock.advanceHours(25);
    await ctx.module.get(ExpireUnconfirmedService).execute();
    await deliver();
    // Pending bookings of earlier tests expire too: look at these two.
    const mails = (await smtp.waitFor(2)).filter((m) => m.subject?.includes(a.reference) || m.subject?.includes(b.reference));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Booking ${a.reference} cancelled: it was not confirmed in time`,
      `Booking ${b.reference} cancelled: it was not confirmed in time`,
    ].sort());
    const expired = (await hooks.waitFor(3)).slice(1).map((h) => JSON.parse(h.body)).filter((e) => [a.reference, b.reference].includes(e.booking.reference));
    expect(expired.map((e) => [e.type, e.booking.status, e.booking.statusReason])).toEqual([
      ['booking.expired', 'cancelled', 'unconfirmed'],
      ['booking.expired', 'cancelled', 'unconfirmed'],
    ]);
  });

  it('retries a receiver that fails twice: the third attempt delivers, with growing pauses, and nothing is sent again after success', async () => {
    hooks.failNext(2);
    const booking = await ctx.module.get(CreateBookingService).execute(bookingRequest());
    const due = () => sql(`UPDATE outbox SET next_attempt_at = now() WHERE status = 'pending'`);
    const pause = async () =>
      (await sql<{ ms: number }>(`SELECT extract(epoch FROM next_attempt_at - now()) * 1000 AS ms FROM outbox WHERE reference = $1 AND channel = 'webhook'`, [booking.reference]))[0].ms;

    await deliver();
    expect(hooks.received.map((h) => h.status)).toEqual([500]);
    const first = Number(await pause());
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(5_000); // the first retry within 5 s
    await due();
    await deliver();
    expect(hooks.received.map((h) => h.status)).toEqual([500, 500]);
    expect(Number(await pause())).toBeGreaterThan(first);
    await due();
    await deliver();
    expect(hooks.received.map((h) => h.status)).toEqual([500, 500, 204]);
    expect(new Set(hooks.received.map((h) => h.headers['x-rentals-event-id'])).size).toBe(1);
    expect(new Set(hooks.received.map((h) => h.body)).size).toBe(1);
    await due();
    await deliver();
    await deliver();
    expect(hooks.received).toHaveLength(3);
    const [row] = await sql<{ status: string; attempts: number; last_error: string | null }>(
      `SELECT status, attempts, last_error FROM outbox WHERE reference = $1 AND channel = 'webhook'`,
      [booking.reference],
    );
    expect(row).toEqual({ status: 'sent', attempts: 3, last_error: null });
  });

  it('gives up after 24 hours of retries; `retry` makes a failed message due again with a new window', async () => {
    const booking = await ctx.module.get(CreateBookingService).execute(bookingRequest());
    hooks.failNext(1);
    await sql(`UPDATE outbox SET retry_since = now() - interval '25 hours' WHERE reference = $1 AND channel = 'webhook'`, [booking.reference]);
    await deliver();
    const [failed] = await sql<{ id: string; status: string; last_error: string }>(`SELECT id, status, last_error FROM outbox WHERE reference = $1 AND channel = 'webhook'`, [booking.reference]);
    expect(failed.status).toBe('failed');
    expect(failed.last_error).toBe('the receiver answered HTTP 500');
    const list = await ctx.module.get(ListOutboxService).execute({ status: 'failed' });
    expect(list.messages.map((m) => m.id)).toContain(Number(failed.id));
    expect(list.counts.failed).toBeGreaterThanOrEqual(1);

    await expect(ctx.module.get(RetryOutboxService).retry(failed.id)).resolves.toEqual({ retried: 1, ids: [Number(failed.id)] });
    await deliver();
    expect(hooks.delivered().map((h) => JSON.parse(h.body).booking.reference)).toContain(booking.reference);
    await expect(ctx.module.get(RetryOutboxService).retry(failed.id)).rejects.toThrow(/was sent already/);
    await expect(ctx.module.get(RetryOutboxService).retry('999999')).rejects.toThrow(/No outbox message number "999999"/);
    await expect(ctx.module.get(RetryOutboxService).retry('abc')).rejects.toThrow(ValidationError);
  });

  it('two senders at once never send one message twice', async () => {
    for (let i = 0; i < 8; i++) await ctx.module.get(CreateBookingService).execute(bookingRequest());
    const second = await createCoreTestContext({ ...ctx.db.env, SMTP_URL: smtp.url, MAIL_FROM: 'bookings@example.com', WEBHOOK_URL: hooks.url, WEBHOOK_SECRET: SECRET });
    try {
      // The second context boots on the same database (its own pool); both send at the same time.
      const results = await Promise.all([
        ctx.module.get(DeliverOutboxService).deliverDue('sender-a', { limit: 5 }),
        second.module.get(DeliverOutboxService).deliverDue('sender-b', { limit: 5 }),
        ctx.module.get(DeliverOutboxService).deliverDue('sender-c', { limit: 5 }),
        second.module.get(DeliverOutboxService).deliverDue('sender-d', { limit: 5 }),
      ]);
      while ((await deliver()).claimed > 0);
      expect(results.reduce((n, r) => n + r.claimed, 0)).toBeGreaterThan(0);
      const ids = hooks.received.map((h) => h.headers['x-rentals-event-id']);
      expect(ids).toHaveLength(8);
      expect(new Set(ids).size).toBe(8);
      const subjects = smtp.messages.map((m) => `${m.subject}|${m.to && 'text' in m.to ? m.to.text : ''}`);
      expect(subjects).toHaveLength(16);
      expect(new Set(subjects).size).toBe(16);
    } finally {
      await second.module.close();
    }
  });
});

describe('SMTP_URL with a user and password (docs/operations.md: credentials never travel without TLS)', () => {
  it('a server that offers no STARTTLS never receives the password: the attempt fails, and the outbox says why without the password', async () => {
    const PASSWORD = 's3cr3t/pass-never-in-clear';
    // A real SMTP server without STARTTLS that would accept the login in plain text.
    const smtp = await startSmtpSink(0, { auth: { user: 'mailer', pass: PASSWORD } });
    const ctx = await createCoreTestContext({ SMTP_URL: `smtp://mailer:${encodeURIComponent(PASSWORD)}@127.0.0.1:${smtp.port}`, MAIL_FROM: 'bookings@example.com', STAFF_EMAIL: undefined, WEBHOOK_URL: undefined });
    try {
      await ctx.module.get(CreateBookingService).execute(bookingRequest());
      expect(await ctx.module.get(DeliverOutboxService).deliverDue('tls-test')).toMatchObject({ sent: 0, retrying: 1, skipped: 1 });
      expect(smtp.logins).toEqual([]); // the password never crosses an unencrypted connection
      expect(smtp.messages).toHaveLength(0);
      const [row] = await ctx.module.get(DataSource).query(`SELECT status, last_error FROM outbox WHERE topic = 'mail.customer.received'`);
      expect(row.status).toBe('pending');
      expect(row.last_error).toMatch(/offers no STARTTLS.*SMTP_URL has a password/);
      expect(row.last_error).not.toContain('s3cr3t');
      expect(row.last_error).not.toContain('nino@example.com');
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });

  it('an smtp:// URL without a password still sends to a server without STARTTLS', async () => {
    const smtp = await startSmtpSink();
    const ctx = await createCoreTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'bookings@example.com', STAFF_EMAIL: undefined, WEBHOOK_URL: undefined });
    try {
      await ctx.module.get(CreateBookingService).execute(bookingRequest());
      expect(await ctx.module.get(DeliverOutboxService).deliverDue('tls-test')).toMatchObject({ sent: 1 });
      expect((await smtp.waitFor(1))[0].subject).toMatch(/received/);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});

describe('every change queues its messages; the instances that have a channel send them (docs/operations.md)', () => {
  it('no channel configured: the messages are queued and wait untried; after 24 hours a sender without the channel marks them skipped', async () => {
    const ctx = await createCoreTestContext({ SMTP_URL: undefined, MAIL_FROM: undefined, STAFF_EMAIL: undefined, WEBHOOK_URL: undefined, WEBHOOK_SECRET: undefined });
    try {
      const booking = await ctx.module.get(CreateBookingService).execute(bookingRequest());
      await ctx.module.get(ConfirmBookingService).execute(booking.reference, 'anna');
      const sql = (text: string) => ctx.module.get(DataSource).query(text);
      expect(await sql(`SELECT channel, topic, status FROM outbox ORDER BY id`)).toEqual([
        { channel: 'email', topic: 'mail.staff.new-booking', status: 'pending' },
        { channel: 'email', topic: 'mail.customer.received', status: 'pending' },
        { channel: 'webhook', topic: 'booking.created', status: 'pending' },
        { channel: 'email', topic: 'mail.customer.confirmed', status: 'pending' },
        { channel: 'webhook', topic: 'booking.confirmed', status: 'pending' },
      ]);
      expect(await sql(`SELECT count(*)::int AS n FROM booking_history`)).toEqual([{ n: 2 }]);
      const deliver = ctx.module.get(DeliverOutboxService);
      expect(await deliver.deliverDue('no-channels')).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0, skipped: 0 });
      await sql(`UPDATE outbox SET created_at = now() - interval '25 hours' WHERE topic LIKE '%confirmed'`);
      // A new sender (the check runs at most once a minute per sender).
      const later = new DeliverOutboxService(
        ctx.module.get(OutboxRepository),
        ctx.module.get(Mailer),
        ctx.module.get(WebhookSender),
        ctx.module.get(AppConfig),
        ctx.module.get(BookingRepository),
        ctx.module.get(BookingTokens),
        ctx.module.get(Clock),
        ctx.module.get(WhatsAppCloud),
        ctx.module.get(WhatsAppRepository),
      );
      expect(await later.deliverDue('no-channels')).toMatchObject({ claimed: 0, skipped: 2 });
      const rows = await sql(`SELECT topic, status, last_error FROM outbox WHERE status = 'skipped' ORDER BY id`);
      expect(rows).toEqual([
        { topic: 'mail.customer.confirmed', status: 'skipped', last_error: 'no instance with SMTP_URL and MAIL_FROM sent it within 24 hours' },
        { topic: 'booking.confirmed', status: 'skipped', last_error: 'no instance with WEBHOOK_URL and WEBHOOK_SECRET sent it within 24 hours' },
      ]);
      expect((await ctx.module.get(ListOutboxService).execute()).counts).toEqual({ pending: 3, sent: 0, failed: 0, skipped: 2 });
    } finally {
      await ctx.close();
    }
  });

  it('e-mail without STAFF_EMAIL where it is sent: the customer e-mail goes out, the staff e-mail is skipped (not a failure)', async () => {
    const smtp = await startSmtpSink();
    const ctx = await createCoreTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'bookings@example.com', STAFF_EMAIL: undefined, WEBHOOK_URL: undefined });
    try {
      await ctx.module.get(CreateBookingService).execute(bookingRequest());
      expect(await ctx.module.get(DeliverOutboxService).deliverDue('no-staff')).toMatchObject({ claimed: 2, sent: 1, skipped: 1 });
      expect(await ctx.module.get(DataSource).query(`SELECT channel, topic, status, last_error FROM outbox ORDER BY id`)).toEqual([
        { channel: 'email', topic: 'mail.staff.new-booking', status: 'skipped', last_error: 'STAFF_EMAIL is not set where e-mail is sent: no staff recipient' },
        { channel: 'email', topic: 'mail.customer.received', status: 'sent', last_error: null },
        { channel: 'webhook', topic: 'booking.created', status: 'pending', last_error: null },
      ]);
      expect(smtp.recipients).toEqual([['nino@example.com']]);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});
