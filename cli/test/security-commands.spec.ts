/**
 * Security and retention through the real `rentals` command and the built server: a confirmation made where
 * only the database is configured still reaches the customer (the server with SMTP sends it);
 * `rentals admin-token rotate`; a short ADMIN_TOKEN refused; `rentals retention run`.
 */
import { startSmtpSink, type SmtpSink } from '../../backend/test/support/smtp-sink.js';
import { bookingRequest, seed, staffNamed } from './support/fixtures.js';
import { SERVER_URL, testDatabaseEnv } from './support/postgres.js';
import { onlyJson, oneLineError, rentals } from './support/run.js';
import { startBuiltServer, type BuiltServer } from './support/server.js';
import { sql } from './support/sql.js';

describe(`rentals and the server on ${SERVER_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}: notifications, admin token, retention`, () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>> | undefined;
  let smtp: SmtpSink;
  let server: BuiltServer | undefined;
  /** Only the database: a staff laptop without SMTP or webhook settings. */
  let laptop: Record<string, string>;
  let bookings: any[];

  beforeAll(async () => {
    database = await testDatabaseEnv('rentals-cli-security-');
    smtp = await startSmtpSink();
    laptop = { ...database.env, RENTALS_BOOT_TIMEOUT_MS: '60000' };
    bookings = (await seed({ bookings: [{ request: bookingRequest({ customerName: 'Laptop Confirmed' }) }, { request: bookingRequest({ customerName: 'Long Gone' }) }] }, laptop)).bookings;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it('bookings confirm with only DATABASE_URL queues the e-mails; a server with SMTP then delivers them to the customer', async () => {
    const [one] = bookings;
    const r = await rentals(['bookings', 'confirm', one.reference, '--by', await staffNamed(laptop, 'anna')], laptop);
    expect(r.code).toBe(0);
    const queued = onlyJson<any>(await rentals(['outbox', 'list', '--json'], laptop));
    expect(queued.messages.filter((m: any) => m.reference === one.reference).map((m: any) => [m.channel, m.topic, m.status])).toEqual([
      ['webhook', 'booking.confirmed', 'pending'],
      ['email', 'mail.customer.confirmed', 'pending'],
      ['webhook', 'booking.created', 'pending'],
      ['email', 'mail.customer.received', 'pending'],
      ['email', 'mail.staff.new-booking', 'pending'],
    ]);

    // The server has e-mail (no STAFF_EMAIL, no webhook): it sends the customer's e-mails.
    server = await startBuiltServer({ ...database!.env, SMTP_URL: smtp.url, MAIL_FROM: 'Georgia 4x4 Rentals <bookings@example.com>', OUTBOX_POLL_MS: '100', ADMIN_TOKEN: '' });
    await smtp.waitFor(3); // both bookings were received, the first confirmed
    const confirmedMail = smtp.messages.find((m) => m.subject?.includes(one.reference) && /confirmed/i.test(m.subject));
    expect(confirmedMail).toBeDefined();
    expect(smtp.recipients[smtp.messages.indexOf(confirmedMail!)]).toEqual([one.customerEmail]);

    const after = onlyJson<any>(await rentals(['outbox', 'list', '--json'], laptop));
    const mine = Object.fromEntries(after.messages.filter((m: any) => m.reference === one.reference).map((m: any) => [m.topic, m.status]));
    expect(mine).toEqual({
      'mail.customer.confirmed': 'sent',
      'mail.customer.received': 'sent',
      'mail.staff.new-booking': 'skipped', // no STAFF_EMAIL where e-mail is sent
      'booking.confirmed': 'pending', // no instance has a webhook (yet): it waits, then is skipped after 24 h
      'booking.created': 'pending',
    });
    const human = await rentals(['outbox', 'list'], laptop);
    expect(human.stdout).toMatch(/mail\.staff\.new-booking\s+GR-\w+\s+1\s+skipped \(not sendable\)\s+STAFF_EMAIL is not set/);
    expect(human.stdout).toMatch(/In all: 3 waiting, 3 sent, 0 failed, 2 skipped\./);
  }, 120_000);

  it('admin-token rotate prints a new token once (--json too); the running server accepts it at once and no longer the generated one', async () => {
    const generated = /generated the admin token (\S+) /.exec(server!.output.join(''))?.[1];
    expect(generated).toBeDefined();
    const visits = (token: string) => fetch(`${server!.baseUrl}/api/ip/visits`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);
    expect(await visits(generated!)).toBe(200);

    const human = await rentals(['admin-token', 'rotate'], laptop);
    expect(human.code).toBe(0);
    const token = /^New admin token \(shown this once; only its SHA-256 is stored\): (\S+)$/m.exec(human.stdout)?.[1];
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(await visits(token!)).toBe(200);
    expect(await visits(generated!)).toBe(401);

    const json = onlyJson<{ token: string }>(await rentals(['admin-token', 'rotate', '--json'], laptop));
    expect(Object.keys(json)).toEqual(['token']);
    expect(json.token).not.toBe(token);
    expect(await visits(json.token)).toBe(200);
    expect(await visits(token!)).toBe(401);
    // Done with the server: its own daily retention job (first run 10 s after start) must not race
    // the retention test below.
    await server!.stop();
  }, 60_000);

  it('a set ADMIN_TOKEN shorter than 16 characters: the CLI refuses to start with a one-line configuration error', async () => {
    oneLineError(await rentals(['bookings', 'list'], { ...laptop, ADMIN_TOKEN: 'short-token' }), 2, /^rentals: Invalid ADMIN_TOKEN: use at least 16 characters/);
  });

  it('retention run [--dry-run] [--json]: counts per kind; the long-cancelled booking loses its personal data', async () => {
    const gone = bookings[1];
    expect((await rentals(['bookings', 'cancel', gone.reference, '--by', await staffNamed(laptop, 'anna')], laptop)).code).toBe(0);
    await sql(laptop, `UPDATE bookings SET cancelled_at = now() - interval '200 days' WHERE reference = $1`, [gone.reference]);
    await sql(laptop, `UPDATE outbox SET created_at = now() - interval '40 days' WHERE status = 'sent' AND reference <> $1`, [gone.reference]);

    const dry = onlyJson<any>(await rentals(['retention', 'run', '--dry-run', '--json'], laptop));
    expect(dry).toMatchObject({ dryRun: true, messagesDeleted: 2, bookingsRedacted: 1, precheckinsDeleted: 0, documentsDeleted: 0, outboxRetentionDays: 30, piiRetentionDays: 180, precheckinRetentionDays: 30 });
    expect(dry.bookingMessagesDeleted).toBeGreaterThan(0);
    const human = await rentals(['retention', 'run', '--dry-run'], laptop);
    expect(human.stdout).toMatch(/^Sent outbox messages would be deleted: 2 \(OUTBOX_RETENTION_DAYS: after 30 days\)\.\nBookings whose personal data would be removed: 1, with \d+ of their messages \(PII_RETENTION_DAYS: after 180 days\)\.\nPre-check-ins would be deleted: 0, with 0 documents \(30 days after the return or a cancellation\)\.\nSpeed figures would be deleted: 0 \(older than 90 days\)\.\nDry run: nothing was changed\.\n$/);
    expect(onlyJson<any>(await rentals(['bookings', 'show', gone.reference, '--json'], laptop)).customerName).toBe('Long Gone');

    const done = onlyJson<any>(await rentals(['retention', 'run', '--json'], laptop));
    expect(done).toEqual({ ...dry, dryRun: false });
    const shown = onlyJson<any>(await rentals(['bookings', 'show', gone.reference, '--json'], laptop));
    expect(shown).toMatchObject({ reference: gone.reference, customerName: '[removed]', customerEmail: '[removed]', customerPhone: '[removed]', totalPrice: gone.totalPrice, status: 'cancelled' });
    expect(onlyJson<any>(await rentals(['retention', 'run', '--json'], laptop))).toMatchObject({ messagesDeleted: 0, bookingsRedacted: 0, bookingMessagesDeleted: 0 });
  }, 120_000);
});
