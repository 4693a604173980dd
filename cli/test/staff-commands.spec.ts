/**
 * The staff workflow commands (docs/product.md §16): bookings confirm/cancel/move --by and show with its
 * history, outbox list/retry/send, conversions export. Run as the built `rentals` command against
 * a real PostgreSQL (DATABASE_URL) or the embedded database, with a real SMTP server and a real
 * HTTP receiver for the messages.
 */
import { userInfo } from 'node:os';
import { startSmtpSink, type SmtpSink } from '../../backend/test/support/smtp-sink.js';
import { startWebhookReceiver, validSignature, type WebhookReceiver } from '../../backend/test/support/webhook-receiver.js';
import { bookingRequest, seed, staffNamed } from './support/fixtures.js';
import { SERVER_URL, testDatabaseEnv } from './support/postgres.js';
import { onlyJson, oneLineError, rentals } from './support/run.js';
import { sql } from './support/sql.js';

const SECRET = 'cli-test-webhook-secret-0123';

describe(`rentals staff workflow commands on ${SERVER_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}`, () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>> | undefined;
  let smtp: SmtpSink;
  let hooks: WebhookReceiver;
  let env: Record<string, string>;
  let bookings: any[];

  beforeAll(async () => {
    database = await testDatabaseEnv('rentals-cli-staff-');
    smtp = await startSmtpSink();
    hooks = await startWebhookReceiver();
    env = {
      ...database.env,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'bookings@example.com',
      STAFF_EMAIL: 'staff@example.com',
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET: SECRET,
      RENTALS_BOOT_TIMEOUT_MS: '60000',
    };
    const seeded = await seed(
      {
        bookings: [
          { request: bookingRequest({ customerName: 'Ad Click One', gclid: 'CjwKCAiA-click,one' }), hoursAgo: 2 },
          // A click id that a spreadsheet would run as a formula (docs/cli.md): valid as a click id, neutralised in CSV.
          { request: bookingRequest({ customerName: 'Ad Click Two', gclid: '=HYPERLINK("http://evil.example","x")' }), hoursAgo: 1 },
          { request: bookingRequest({ customerName: 'No Click' }) },
          { request: bookingRequest({ customerName: 'To Cancel', gclid: 'CjwKCAiA-cancelled' }) },
        ],
      },
      env,
    );
    bookings = seeded.bookings;
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
    await smtp?.close();
    await hooks?.close();
  });

  describe('bookings confirm, cancel and move --by, show with history', () => {
    it('confirm --by records the name; show prints the history; --json has history: [{at, type, actor, detail}]', async () => {
      const [one] = bookings;
      const before = onlyJson<any>(await rentals(['bookings', 'show', one.reference, '--json'], env));
      expect(before.verified).toBe(false);
      expect((await rentals(['bookings', 'show', one.reference], env)).stdout).toMatch(/Verified:\s+no\n/);
      const r = await rentals(['bookings', 'confirm', one.reference, '--by', await staffNamed(env, 'anna')], env);
      expect(r.stderr).toBe('');
      expect(r.stdout).toMatch(new RegExp(`^Confirmed booking ${one.reference}`));
      const shown = onlyJson<any>(await rentals(['bookings', 'show', one.reference, '--json'], env));
      expect(shown.status).toBe('confirmed');
      // A staff confirmation counts as kept (docs/product.md §10).
      expect(shown.verified).toBe(true);
      expect(shown.history).toEqual([
        { at: one.createdAt, type: 'created', actor: 'visitor', detail: expect.stringMatching(/^booked: unit [A-Z]{2}-\d{3}-GE, 7 days, \d+ EUR$/) },
        { at: shown.confirmedAt, type: 'confirmed', actor: 'anna', detail: 'confirmed by staff' },
      ]);
      const human = await rentals(['bookings', 'show', one.reference], env);
      expect(human.stdout).toMatch(/History\n\s+When \(UTC\+4\)\s+Event\s+By\s+Detail/);
      expect(human.stdout).toMatch(/created\s+visitor\s+booked: unit/);
      expect(human.stdout).toMatch(/confirmed\s+anna\s+confirmed by staff/);
    });

    it('without --by the actor is the OS user', async () => {
      const two = bookings[1];
      expect((await rentals(['bookings', 'confirm', two.reference], env)).code).toBe(0);
      const shown = onlyJson<any>(await rentals(['bookings', 'show', two.reference, '--json'], env));
      expect(shown.history.at(-1)).toMatchObject({ type: 'confirmed', actor: userInfo().username });
    });

    it('move --by and cancel --by are recorded; a bad --by is a one-line error and changes nothing', async () => {
      const b = bookings[3];
      const target = b.unit === 'FJ-105-GE' ? 'FJ-104-GE' : 'FJ-105-GE';
      oneLineError(await rentals(['bookings', 'cancel', b.reference, '--by', ''], env), 2, /--by: the name of who makes the change must not be empty/);
      oneLineError(await rentals(['bookings', 'cancel', b.reference, '--by', 'x'.repeat(65)], env), 2, /--by: .* at most 64 characters/);
      oneLineError(await rentals(['bookings', 'move', b.reference, '--unit', target, '--by', 'evil\u001b[2Jname'], env), 2, /--by: .* control characters/);
      expect((await rentals(['bookings', 'move', b.reference, '--unit', target, '--by', await staffNamed(env, 'giorgi')], env)).code).toBe(0);
      expect((await rentals(['bookings', 'cancel', b.reference, '--by', await staffNamed(env, 'nino')], env)).code).toBe(0);
      const shown = onlyJson<any>(await rentals(['bookings', 'show', b.reference, '--json'], env));
      expect(shown.history.map((h: any) => [h.type, h.actor, h.detail])).toEqual([
        ['created', 'visitor', expect.any(String)],
        ['moved', 'giorgi', `moved from ${b.unit} to ${target}`],
        ['cancelled', 'nino', 'cancelled by staff; the unit is free again'],
      ]);
    });

    it('--help of confirm shows --by and an example', async () => {
      const r = await rentals(['bookings', 'confirm', '--help'], env);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('--by <name>');
      expect(r.stdout).toContain('$ rentals bookings confirm GR-7K3Q9P --by anna');
    });
  });

  describe('outbox', () => {
    it('list shows what the changes queued; send delivers it once: e-mails and signed webhooks', async () => {
      const listed = onlyJson<any>(await rentals(['outbox', 'list', '--json', '--limit', '100'], env));
      expect(listed.counts.pending).toBe(listed.messages.length);
      expect(listed.messages[0]).toEqual({
        id: expect.any(Number),
        eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        channel: expect.stringMatching(/^(email|webhook)$/),
        topic: expect.any(String),
        reference: expect.stringMatching(/^GR-/),
        status: 'pending',
        attempts: 0,
        createdAt: expect.any(String),
        nextAttemptAt: expect.any(String),
        sentAt: null,
        lastError: null,
      });
      const topics = listed.messages.map((m: any) => m.topic);
      expect(topics.filter((t: string) => t === 'booking.created')).toHaveLength(4);
      expect(topics.filter((t: string) => t === 'mail.staff.new-booking')).toHaveLength(4);
      expect(topics).toContain('booking.moved');
      const human = await rentals(['outbox', 'list'], env);
      expect(human.stdout).toMatch(/Id\s+Created \(UTC\+4\)\s+Channel\s+What\s+Booking\s+Tries\s+State/);
      expect(human.stdout).toContain(`${listed.messages.length} waiting, 0 sent, 0 failed, 0 skipped.`);

      const sent = onlyJson<any>(await rentals(['outbox', 'send', '--json'], env));
      expect(sent).toEqual({ claimed: listed.messages.length, sent: listed.messages.length, retrying: 0, failed: 0, skipped: 0 });
      const mails = listed.messages.filter((m: any) => m.channel === 'email').length;
      await smtp.waitFor(mails);
      const delivered = await hooks.waitFor(listed.messages.length - mails);
      expect(delivered.every((h) => validSignature(h.body, h.headers['x-rentals-signature'], SECRET))).toBe(true);
      expect(smtp.messages.filter((m) => m.subject?.startsWith('New booking'))).toHaveLength(4);
      expect((await rentals(['outbox', 'send'], env)).stdout).toBe('Nothing is due; nothing sent.\n');
      expect(smtp.messages).toHaveLength(mails);
    });

    it('a failing channel: retries, list --failed after giving up, retry <id> and --all-failed', async () => {
      // Port 2: nothing listens there (and fetch does not refuse it as a "bad port", as it does port 1).
      const down = { ...env, SMTP_URL: 'smtp://127.0.0.1:2', WEBHOOK_URL: 'http://127.0.0.1:2/down' };
      await rentals(['outbox', 'send'], env); // nothing left over
      const extra = await seed({ bookings: [{ request: bookingRequest({ customerName: 'While Down' }) }] }, down);
      const ref = extra.bookings[0].reference;
      const r = onlyJson<any>(await rentals(['outbox', 'send', '--json'], down));
      expect(r).toMatchObject({ claimed: 3, sent: 0, retrying: 3, failed: 0 });
      const waiting = onlyJson<any>(await rentals(['outbox', 'list', '--json'], env)).messages.filter((m: any) => m.reference === ref);
      expect(waiting.map((m: any) => [m.status, m.attempts])).toEqual([['pending', 1], ['pending', 1], ['pending', 1]]);
      expect(waiting.map((m: any) => m.lastError)).toEqual([expect.stringMatching(/ECONNREFUSED/), expect.stringMatching(/ECONNREFUSED/), expect.stringMatching(/ECONNREFUSED/)]);
      expect(onlyJson<any>(await rentals(['outbox', 'list', '--failed', '--json'], env)).messages).toEqual([]);
      expect((await rentals(['outbox', 'list', '--failed'], env)).stdout).toMatch(/^No failed messages\./);

      // 24 hours of failures later (set in the database): the next failure gives up.
      await sql(env, `UPDATE outbox SET retry_since = now() - interval '25 hours', next_attempt_at = now() WHERE reference = $1`, [ref]);
      expect(onlyJson<any>(await rentals(['outbox', 'send', '--json'], down))).toMatchObject({ claimed: 3, failed: 3 });
      const failed = onlyJson<any>(await rentals(['outbox', 'list', '--failed', '--json'], env));
      expect(failed.messages.map((m: any) => m.reference)).toEqual([ref, ref, ref]);
      expect(failed.counts.failed).toBe(3);
      expect((await rentals(['outbox', 'list', '--failed'], env)).stdout).toContain('FAILED (given up)');

      const [first, ...rest] = failed.messages;
      expect((await rentals(['outbox', 'retry', String(first.id)], env)).stdout).toContain(`Message ${first.id} is due now`);
      expect(onlyJson<any>(await rentals(['outbox', 'retry', '--all-failed', '--json'], env))).toEqual({ retried: rest.length });
      expect(onlyJson<any>(await rentals(['outbox', 'send', '--json'], env))).toMatchObject({ claimed: 3, sent: 3 });
      oneLineError(await rentals(['outbox', 'retry', String(first.id)], env), 4, new RegExp(`Message ${first.id} was sent already; nothing to retry`));
      oneLineError(await rentals(['outbox', 'retry', '987654'], env), 3, /no outbox message number "987654"/);
      oneLineError(await rentals(['outbox', 'retry', 'abc'], env), 2, /message id must be a whole number/);
      oneLineError(await rentals(['outbox', 'retry'], env), 2, /give the message number to retry/);
      oneLineError(await rentals(['outbox', 'retry', '5', '--all-failed'], env), 2, /either a message number or --all-failed/);
    });

    it('--help of each outbox command has an example', async () => {
      for (const cmd of ['list', 'retry', 'send']) {
        const r = await rentals(['outbox', cmd, '--help'], env);
        expect(r.code).toBe(0);
        expect(r.stdout).toMatch(/Examples?:\n\s+\$ rentals outbox /);
      }
    });
  });

  describe('conversions export', () => {
    it('prints Google\'s CSV: the time zone line, the header, one row per confirmed booking with a click id', async () => {
      const r = await rentals(['conversions', 'export'], env);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const lines = r.stdout.split('\n');
      expect(lines[0]).toBe('Parameters:TimeZone=Asia/Tbilisi');
      expect(lines[1]).toBe('Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency');
      const rows = onlyJson<any[]>(await rentals(['conversions', 'export', '--json'], env));
      // Confirmed: the two ad clicks; the cancelled one and the one without a click id are left out.
      expect(rows.map((x) => x.googleClickId).sort()).toEqual(['=HYPERLINK("http://evil.example","x")', 'CjwKCAiA-click,one']);
      const shown = onlyJson<any>(await rentals(['bookings', 'show', bookings[0].reference, '--json'], env));
      const tbilisi = new Date(Date.parse(shown.confirmedAt) + 4 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      expect(rows.find((x) => x.googleClickId === 'CjwKCAiA-click,one')).toEqual({
        googleClickId: 'CjwKCAiA-click,one',
        conversionName: 'Booking confirmed',
        conversionTime: tbilisi,
        conversionValue: shown.totalPrice,
        conversionCurrency: 'EUR',
      });
      expect(lines).toContain(`"CjwKCAiA-click,one",Booking confirmed,${tbilisi},${shown.totalPrice},EUR`);
      expect(lines.filter(Boolean)).toHaveLength(4);
      // The formula reaches the spreadsheet as text: a leading apostrophe, no cell starting with "=".
      expect(lines.find((l) => l.includes('HYPERLINK'))).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",Booking confirmed,/);
      for (const line of lines.slice(1)) for (const cell of line.split(',')) expect(cell).not.toMatch(/^"?[=+@\t\r]/);
    });

    it('bookings list --csv neutralises the same click id', async () => {
      const r = await rentals(['bookings', 'list', '--csv'], env);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(r.stdout).not.toMatch(/(^|,)"?=HYPERLINK/m);
    });

    it('--since and --name; bad input is a one-line error', async () => {
      const named = await rentals(['conversions', 'export', '--name', 'Rental, confirmed'], env);
      expect(named.stdout.split('\n')[2]).toMatch(/,"Rental, confirmed",\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},\d+,EUR$/);
      expect(onlyJson<any[]>(await rentals(['conversions', 'export', '--since', '2099-01-01', '--json'], env))).toEqual([]);
      expect(onlyJson<any[]>(await rentals(['conversions', 'export', '--since', '2020-01-01', '--json'], env))).toHaveLength(2);
      oneLineError(await rentals(['conversions', 'export', '--since', '2026-02-30'], env), 2, /invalid date "2026-02-30" for --since/);
      oneLineError(await rentals(['conversions', 'export', '--name', ' '], env), 2, /--name: the conversion name must be 1 to 100 characters/);
      const help = await rentals(['conversions', 'export', '--help'], env);
      expect(help.stdout).toContain('$ rentals conversions export --since 2026-11-01 > conversions.csv');
    });
  });
});
