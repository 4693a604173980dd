import { createHash } from 'node:crypto';
import { ExpireUnconfirmedService } from '../../src/application/booking/expire-unconfirmed.service.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { tbilisiWallClock } from '../../src/domain/availability/hold-period.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { validBooking } from './helpers/booking-body.js';
import { startFakeSiteverify, type FakeSiteverify } from './helpers/fake-siteverify.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Holds that real customers keep (docs/product.md §10, §11): caps on pending bookings, the short hold of
 * bookings nobody kept while e-mail is configured, the customer's booking page API, the bot score.
 */

const FLEET = ['Hyundai Elantra', 'Subaru Forester', 'Chevrolet Suburban', 'Toyota FJ Cruiser', 'Toyota 4Runner'];
const WEEK_START = addDays(todayInTbilisi(new Date()), 30);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** One anonymous attacker's i-th booking: every car of the fleet for the same week, a new e-mail and phone each time. */
function attackerBooking(i: number, overrides: Record<string, unknown> = {}) {
  return validBooking({
    carType: FLEET[i % FLEET.length],
    pickupDate: WEEK_START,
    returnDate: addDays(WEEK_START, 7),
    customerEmail: `someone${i}@example.com`,
    customerPhone: `+995 555 ${String(100000 + i)}`,
    ...overrides,
  });
}

async function activeHolds(t: TestApp): Promise<number> {
  const [row] = await t.query<{ n: string }>(`SELECT count(*) AS n FROM holds WHERE active AND kind = 'booking'`);
  return Number(row.n);
}

/** Moves every booking's creation `hours` into the past (as if the clock had moved on). */
async function age(t: TestApp, hours: number): Promise<void> {
  await t.query(`UPDATE bookings SET created_at = created_at - make_interval(hours => $1::int)`, [hours]);
}

const tokenOf = (bookingPage: string) => bookingPage.split('/b/')[1];

describe('with e-mail configured: caps and short holds (defaults PENDING_PER_IP=3, PENDING_PER_CONTACT=2, HOLD_UNVERIFIED_MINUTES=120)', () => {
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'bookings@example.com',
      PENDING_PER_CONTACT: undefined,
      PENDING_PER_IP: undefined,
      OUTBOX_POLL_MS: '100',
    }, { scheduledJobs: false });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.query(`UPDATE holds SET active = false, released_at = now() WHERE active AND kind = 'booking'`);
    await t.query(`UPDATE bookings SET status = 'cancelled', status_reason = 'staff', cancelled_at = now() WHERE status <> 'cancelled'`);
  });

  it('one anonymous client holds at most 3 of 21 units, and none 3 hours later when nothing was kept', async () => {
    const statuses: number[] = [];
    const refusals: unknown[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.http.post('/api/bookings').send(attackerBooking(i));
      statuses.push(res.status);
      if (res.status === 429) refusals.push(res.body);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(18);
    expect(refusals[0]).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/already waiting.*WhatsApp/),
      code: 'PENDING_LIMIT',
      params: { field: 'client', waiting: 3 },
      errors: [{ field: 'client', type: 'limit', message: expect.stringMatching(/already waiting/), code: 'limitClient' }],
    });
    expect(await activeHolds(t)).toBe(3);
    // Nothing of the refused ones was stored.
    const [count] = await t.query<{ n: string }>(`SELECT count(*) AS n FROM bookings WHERE status = 'pending'`);
    expect(Number(count.n)).toBe(3);

    await age(t, 3);
    const expired = await t.app.get(ExpireUnconfirmedService).execute();
    expect(expired.cancelled).toBe(3);
    expect(await activeHolds(t)).toBe(0);
    const history = await t.query<{ detail: string }>(`SELECT detail FROM booking_history WHERE type = 'expired'`);
    expect(history.map((h) => h.detail)).toEqual(Array(3).fill('not kept by the customer within 120 minutes: cancelled; the unit is free again'));
  });

  it('a kept booking holds its car for BOOKING_CONFIRM_HOURS; an unkept one expires after HOLD_UNVERIFIED_MINUTES', async () => {
    const kept = await t.http.post('/api/bookings').send(attackerBooking(0)).expect(201);
    const unkept = await t.http.post('/api/bookings').send(attackerBooking(1)).expect(201);
    const created = new Date(kept.body.createdAt).getTime();
    expect(kept.body.verified).toBe(false);
    expect(new Date(kept.body.expiresAt).getTime() - created).toBe(120 * 60_000);

    // Kept from the link in the e-mail (the creator's link may not keep it: keep-link.spec.ts).
    const received = () => smtp.messages.find((m) => m.subject?.includes(kept.body.reference) && m.subject.includes('received'));
    const deadline = Date.now() + 10_000;
    while (!received() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const mailed = /\/b\/([A-Za-z0-9_-]{22,})/.exec(received()?.text ?? '')![1];
    const verify = await t.http.post(`/api/bookings/manage/${mailed}/verify`).expect(200);
    expect(verify.body).toEqual({ verified: true, expiresAt: new Date(created + 24 * 3_600_000).toISOString() });
    // Pressing it again changes nothing and records nothing more.
    await t.http.post(`/api/bookings/manage/${mailed}/verify`).expect(200, verify.body);
    const verifiedRows = await t.query<{ actor: string; detail: string }>(
      `SELECT actor, detail FROM booking_history WHERE type = 'verified' AND booking_id = $1`,
      [kept.body.id],
    );
    expect(verifiedRows).toEqual([{ actor: 'customer', detail: expect.stringContaining('Keep my car') }]);

    await age(t, 3);
    const expired = await t.app.get(ExpireUnconfirmedService).execute();
    expect(expired.references).toEqual([unkept.body.reference]);
    const [row] = await t.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [kept.body.id]);
    expect(row.status).toBe('pending');
    await age(t, 21);
    expect((await t.app.get(ExpireUnconfirmedService).execute()).references).toEqual([kept.body.reference]);
  });

  it('counts per e-mail address in any case and per phone number by its digits; a third from one person is refused', async () => {
    const a = attackerBooking(0, { customerEmail: 'Ana@Example.com', customerPhone: '+995 555 11 22 33' });
    await t.http.post('/api/bookings').set('X-Forwarded-For', '1.1.1.1').send(a).expect(201);
    await t.http.post('/api/bookings').send(attackerBooking(1, { customerEmail: 'ana@example.COM' })).expect(201);
    const third = await t.http.post('/api/bookings').send(attackerBooking(2, { customerEmail: ' ANA@example.com ' })).expect(429);
    expect(third.body).toMatchObject({ code: 'PENDING_LIMIT', params: { field: 'customerEmail', waiting: 2 } });
    expect(third.body.errors).toEqual([{ field: 'customerEmail', type: 'limit', message: expect.stringContaining('this e-mail address'), code: 'limitEmail' }]);

    await t.query(`UPDATE bookings SET status = 'cancelled', status_reason = 'staff', cancelled_at = now() WHERE status = 'pending'`);
    await t.query(`UPDATE holds SET active = false, released_at = now() WHERE active AND kind = 'booking'`);
    await t.http.post('/api/bookings').send(attackerBooking(3, { customerPhone: '995555112233' })).expect(201);
    await t.http.post('/api/bookings').send(attackerBooking(4, { customerPhone: '+995-555-112-233' })).expect(201);
    const byPhone = await t.http.post('/api/bookings').send(attackerBooking(5, { customerPhone: '(995) 555 112233' })).expect(429);
    expect(byPhone.body.errors[0]).toMatchObject({ field: 'customerPhone', type: 'limit' });
  });

  it('ten concurrent requests for one e-mail address store exactly two bookings', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.http.post('/api/bookings').send(attackerBooking(i, { customerEmail: 'race@example.com' }))),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(8);
    const [n] = await t.query<{ n: string }>(`SELECT count(*) AS n FROM bookings WHERE customer_email = 'race@example.com' AND status = 'pending'`);
    expect(Number(n.n)).toBe(2);
  });

  it('the received e-mail says until when the car is held, how to keep it, and links to a working booking page', async () => {
    const res = await t.http.post('/api/bookings').send(attackerBooking(0, { customerEmail: 'mail@example.com' })).expect(201);
    const received = () => smtp.messages.find((m) => m.subject?.includes(res.body.reference) && m.subject.includes('received'));
    const deadline = Date.now() + 10_000;
    while (!received() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const mail = received()!;
    expect(mail).toBeDefined();
    expect(mail.text).toContain('Keep my car');
    const held = tbilisiWallClock(new Date(res.body.expiresAt)).time;
    expect(mail.text).toContain(held);
    const link = /https?:\/\/\S+\/b\/([A-Za-z0-9_-]{22,})/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    // Its own token, not the one answered to the site; both open the same booking.
    expect(link![1]).not.toBe(tokenOf(res.body.bookingPage));
    const page = await t.http.get(`/api/bookings/manage/${link![1]}`).expect(200);
    expect(page.body.reference).toBe(res.body.reference);
  });
});

describe('the booking page API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ BOOKING_PAGE_RATE_LIMIT: '0', WEBHOOK_URL: 'http://127.0.0.1:9/hook', WEBHOOK_SECRET: 'holds-test-secret-0123' }, { scheduledJobs: false });
  });
  afterAll(async () => t.close());

  it('answers the booking by its token, with nothing for staff only, never cached and without a referrer', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking({ gclid: 'Cj0KCQ-test' })).expect(201);
    expect(res.body.bookingPage).toMatch(/^\/b\/[A-Za-z0-9_-]{22,}$/);
    const token = tokenOf(res.body.bookingPage);
    const page = await t.http.get(`/api/bookings/manage/${token}`).expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toMatchObject({
      reference: res.body.reference,
      status: 'pending',
      carType: 'Toyota FJ Cruiser',
      totalPrice: res.body.totalPrice,
      breakdown: res.body.breakdown,
      expiresAt: res.body.expiresAt,
      verified: false,
      canKeep: true,
      canCancel: true,
    });
    for (const hidden of ['id', 'botScore', 'gclid', 'unit', 'clientKey', 'clientTotalPrice', 'idempotencyKey']) expect(page.body).not.toHaveProperty(hidden);
    // Only the SHA-256 of the token is stored, nowhere the token itself.
    const stored = await t.query<{ token_hash: string }>(`SELECT token_hash FROM booking_tokens WHERE booking_id = $1`, [res.body.id]);
    expect(stored.map((s) => s.token_hash)).toContain(sha256(token));
    const [dump] = await t.query<{ hit: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM bookings b WHERE b::text LIKE $1) OR EXISTS (SELECT 1 FROM booking_tokens t WHERE t::text LIKE $1)
           OR EXISTS (SELECT 1 FROM outbox o WHERE o::text LIKE $1) AS hit`,
      [`%${token}%`],
    );
    expect(dump.hit).toBe(false);
  });

  it('answers 404 for unknown, malformed and guessed tokens', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(200), '../../etc']) {
      const res = await t.http.get(`/api/bookings/manage/${encodeURIComponent(token)}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: expect.stringContaining('No booking found for this link'), code: 'BOOKING_PAGE_NOT_FOUND' });
    }
    await t.http.post('/api/bookings/manage/AAAAAAAAAAAAAAAAAAAAAA/verify').expect(404);
    await t.http.post('/api/bookings/manage/AAAAAAAAAAAAAAAAAAAAAA/cancel').expect(404);
  });

  it('an idempotent replay answers the same booking with a new working link', async () => {
    const body = validBooking();
    const first = await t.http.post('/api/bookings').set('Idempotency-Key', 'holds-replay-1').send(body).expect(201);
    const again = await t.http.post('/api/bookings').set('Idempotency-Key', 'holds-replay-1').send(body).expect(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.bookingPage).not.toBe(first.body.bookingPage);
    for (const b of [first, again]) expect((await t.http.get(`/api/bookings/manage/${tokenOf(b.body.bookingPage)}`).expect(200)).body.reference).toBe(first.body.reference);
  });

  it('without e-mail every booking holds its car for BOOKING_CONFIRM_HOURS, kept or not', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking()).expect(201);
    expect(new Date(res.body.expiresAt).getTime() - new Date(res.body.createdAt).getTime()).toBe(24 * 3_600_000);
    await t.query(`UPDATE bookings SET created_at = created_at - interval '3 hours' WHERE id = $1`, [res.body.id]);
    const expired = await t.app.get(ExpireUnconfirmedService).execute();
    expect(expired.references).not.toContain(res.body.reference);
  });

  it('the customer cancels: the unit is free, history says customer, the webhook and status follow; twice is a 409', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking()).expect(201);
    const token = tokenOf(res.body.bookingPage);
    await t.http.post(`/api/bookings/manage/${token}/cancel`).expect(200, { status: 'cancelled' });
    const [b] = await t.query<{ status: string; status_reason: string }>(`SELECT status, status_reason FROM bookings WHERE id = $1`, [res.body.id]);
    expect(b).toEqual({ status: 'cancelled', status_reason: 'customer' });
    const [hold] = await t.query<{ active: boolean }>(`SELECT active FROM holds WHERE booking_id = $1`, [res.body.id]);
    expect(hold.active).toBe(false);
    const history = await t.query<{ type: string; actor: string; detail: string }>(
      `SELECT type, actor, detail FROM booking_history WHERE booking_id = $1 ORDER BY at, id`,
      [res.body.id],
    );
    expect(history.at(-1)).toEqual({ type: 'cancelled', actor: 'customer', detail: expect.stringContaining('by the customer') });
    const hooks = await t.query<{ topic: string }>(`SELECT topic FROM outbox WHERE booking_id = $1 AND channel = 'webhook' ORDER BY id`, [res.body.id]);
    expect(hooks.map((h) => h.topic)).toEqual(['booking.created', 'booking.cancelled']);
    const twice = await t.http.post(`/api/bookings/manage/${token}/cancel`).expect(409);
    expect(twice.body.message).toContain('already cancelled');
    const page = await t.http.get(`/api/bookings/manage/${token}`).expect(200);
    expect(page.body).toMatchObject({ status: 'cancelled', statusReason: 'customer', canKeep: false, canCancel: false, expiresAt: null });
    await t.http.post(`/api/bookings/manage/${token}/verify`).expect(409);
  });

  it('refuses to cancel within 24 hours of pickup: the customer is told to write', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking()).expect(201);
    const soon = tbilisiWallClock(new Date(Date.now() + 5 * 3_600_000));
    await t.query(`UPDATE bookings SET pickup_date = $2, pickup_time = $3 WHERE id = $1`, [res.body.id, soon.date, soon.time]);
    const token = tokenOf(res.body.bookingPage);
    expect((await t.http.get(`/api/bookings/manage/${token}`).expect(200)).body.canCancel).toBe(false);
    const refused = await t.http.post(`/api/bookings/manage/${token}/cancel`).expect(409);
    expect(refused.body.message).toMatch(/less than 24 hours away.*WhatsApp/);
    const [b] = await t.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [res.body.id]);
    expect(b.status).toBe('pending');
  });

  it('the page is gone 30 days after the return date', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking()).expect(201);
    const token = tokenOf(res.body.bookingPage);
    const old = addDays(todayInTbilisi(new Date()), -31);
    await t.query(`UPDATE bookings SET pickup_date = $2, return_date = $2 WHERE id = $1`, [res.body.id, old]);
    await t.http.get(`/api/bookings/manage/${token}`).expect(404);
    // The daily job then deletes its links.
    const { PurgeBookingLinksService } = await import('../../src/application/booking/purge-booking-links.service.js');
    expect((await t.app.get(PurgeBookingLinksService).execute()).deleted).toBeGreaterThanOrEqual(1);
    const [left] = await t.query<{ n: string }>(`SELECT count(*) AS n FROM booking_tokens WHERE booking_id = $1`, [res.body.id]);
    expect(Number(left.n)).toBe(0);
  });

  it('staff confirmation counts as kept', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking()).expect(201);
    const { ConfirmBookingService } = await import('../../src/application/booking/confirm-booking.service.js');
    const confirmed = await t.app.get(ConfirmBookingService).execute(res.body.reference, 'anna');
    expect(confirmed.verified).toBe(true);
    expect((await t.http.get(`/api/bookings/manage/${tokenOf(res.body.bookingPage)}`).expect(200)).body).toMatchObject({ status: 'confirmed', verified: true, canKeep: false });
  });
});

describe('caps set to 0 are off; IPv6 clients are counted per /64', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('PENDING_PER_IP=0 and PENDING_PER_CONTACT=0 take any number', async () => {
    t = await startTestApp({ PENDING_PER_IP: '0', PENDING_PER_CONTACT: '0' });
    for (let i = 0; i < 5; i++) await t.http.post('/api/bookings').send(attackerBooking(i, { customerEmail: 'same@example.com' })).expect(201);
  });

  it('two addresses of one /64 share a budget; another /64 has its own (TRUST_PROXY respected)', async () => {
    t = await startTestApp({ PENDING_PER_IP: '2', PENDING_PER_CONTACT: '0', TRUST_PROXY: 'loopback' });
    const from = (ip: string, i: number) => t.http.post('/api/bookings').set('X-Forwarded-For', ip).send(attackerBooking(i));
    await from('2001:db8:1:2::1', 0).expect(201);
    await from('2001:db8:1:2:ffff::9', 1).expect(201);
    const third = await from('2001:0db8:0001:0002:0:0:0:77', 2).expect(429);
    expect(third.body.errors[0]).toMatchObject({ field: 'client', type: 'limit' });
    await from('2001:db8:1:3::1', 3).expect(201);
    const [row] = await t.query<{ client_key: string }>(`SELECT client_key FROM bookings ORDER BY created_at LIMIT 1`);
    expect(row.client_key).toBe('2001:db8:1:2::/64');
  });

  it('BOOKING_PAGE_RATE_LIMIT bounds token requests per client', async () => {
    t = await startTestApp({ BOOKING_PAGE_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i++) await t.http.get('/api/bookings/manage/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
    const over = await t.http.get('/api/bookings/manage/AAAAAAAAAAAAAAAAAAAAAA').expect(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});

describe('RECAPTCHA_MIN_SCORE', () => {
  let t: TestApp;
  let fake: FakeSiteverify;

  beforeAll(async () => {
    fake = await startFakeSiteverify();
    t = await startTestApp({ RECAPTCHA_SITE_KEY: '6LcTESTsiteKEY', RECAPTCHA_SECRET_KEY: 'test-secret', RECAPTCHA_VERIFY_URL: fake.url, RECAPTCHA_MIN_SCORE: '0.5' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('refuses a score under it with field recaptchaToken, type bot, and stores nothing', async () => {
    const res = await t.http.post('/api/bookings').send({ ...validBooking({ customerEmail: 'low@example.com' }), recaptchaToken: 'low-token' }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'recaptchaToken', type: 'bot', message: expect.stringContaining('WhatsApp'), code: 'bot' }],
    });
    const [n] = await t.query<{ n: string }>(`SELECT count(*) AS n FROM bookings WHERE customer_email = 'low@example.com'`);
    expect(Number(n.n)).toBe(0);
  });

  it('takes a score at or above it', async () => {
    const res = await t.http.post('/api/bookings').send({ ...validBooking(), recaptchaToken: 'good-token' }).expect(201);
    expect(res.body.status).toBe('pending');
  });
});
