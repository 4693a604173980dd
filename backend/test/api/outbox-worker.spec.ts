import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { withAllMigrations } from '../support/migrated-database.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { startWebhookReceiver, validSignature, type WebhookReceiver } from '../support/webhook-receiver.js';
import { validBooking } from './helpers/booking-body.js';
import { createFakeDist } from './helpers/fake-dist.js';
import { freePort } from './helpers/free-port.js';
import { listeningPort } from './helpers/listening-port.js';
import { REAL_POSTGRES } from './helpers/test-app.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';

// The outbox worker of the real production server (backend/dist/main.js, built by `npm test`).
const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const withBuild = existsSync(MAIN) ? describe : describe.skip;
if (!existsSync(MAIN)) console.log('outbox worker tests of the built server skipped: backend/dist/main.js is missing (npm run build)');

const SECRET = 'outbox-worker-test-secret-01';

type Server = { child: ChildProcess; port: number; output: () => string; stop(): Promise<number | null> };

async function startServer(env: Record<string, string>): Promise<Server> {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', FRONTEND_DIST: createFakeDist(), ADMIN_TOKEN: 'outbox-worker-token', RATE_LIMIT: '0', PENDING_PER_CONTACT: '0', PENDING_PER_IP: '0', SHUTDOWN_DELAY_S: '0', OUTBOX_POLL_MS: '200', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  let port: number | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    port = listeningPort(output);
    if (port !== undefined && (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false))) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  if (port === undefined) throw new Error(`the server named no port:\n${output}`);
  return {
    child,
    port,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

let week = 0;
async function book(port: number, name: string): Promise<{ reference: string }> {
  const cars = ['Hyundai Elantra', 'Subaru Forester', 'Chevrolet Suburban', 'Toyota FJ Cruiser', 'Toyota 4Runner'];
  const i = week++;
  const pickupDate = addDays(todayInTbilisi(new Date()), 10 + 7 * Math.floor(i / cars.length));
  const res = await fetch(`http://127.0.0.1:${port}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(validBooking({ customerName: name, carType: cars[i % cars.length], pickupDate, returnDate: addDays(pickupDate, 5) })),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { reference: string };
}

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until the outbox holds `messages` messages of `channel`, every one sent (none pending or
 * failed; the other channel, configured nowhere here, keeps its own): from then on no worker sends
 * anything more of it (a sent message is never taken again), so what the receivers got is
 * final. A condition instead of a fixed pause: as quick as the machine, never too short.
 */
async function outboxSettled(db: TestDatabase, channel: 'email' | 'webhook', messages: number): Promise<void> {
  await withAllMigrations(db, async (ds) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [row] = (await ds.query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'sent')::int AS sent FROM outbox WHERE channel = $1`, [channel])) as { total: number; sent: number }[];
      if (row.total === messages && row.sent === messages) return;
      if (Date.now() > deadline) throw new Error(`the outbox did not settle: ${row.sent} of ${row.total} ${channel} messages sent, ${messages} expected`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
}

withBuild(`the server's outbox worker (${REAL_POSTGRES ? 'PostgreSQL' : 'embedded database'})`, () => {
  let db: TestDatabase;
  const servers: Server[] = [];
  let smtp: SmtpSink | undefined;
  let hooks: WebhookReceiver | undefined;

  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.stop();
    await smtp?.close();
    await hooks?.close();
    smtp = undefined;
    hooks = undefined;
    await db.drop();
  });

  it('mail queued while SMTP is down survives a restart and goes out once SMTP is back; no address in any log line', async () => {
    const smtpPort = await freePort(); // nothing listens there yet
    const env = { ...db.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'bookings@example.com', STAFF_EMAIL: 'staff@example.com' };
    const first = await startServer(env);
    servers.push(first);
    const booking = await book(first.port, 'Down Time');
    await until(() => /attempt 1 failed/.test(first.output()), 15_000, 'the first failed attempt');
    expect(await first.stop()).toBe(0); // a graceful stop with the worker running
    expect(first.output()).toMatch(/#\d+ mail\.(staff\.new-booking|customer\.received) GR-\w+: attempt 1 failed \(.*ECONNREFUSED.*\); next attempt in 2 s/);

    smtp = await startSmtpSink(smtpPort);
    const second = await startServer(env);
    servers.push(second);
    await smtp.waitFor(2, 20_000);
    await outboxSettled(db, 'email', 2); // nothing more arrives
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual([`Booking ${booking.reference} received: message us to confirm it`, expect.stringMatching(new RegExp(`^New booking ${booking.reference}: `))].sort());
    expect(smtp.recipients.flat().sort()).toEqual(['nino@example.com', 'staff@example.com'].sort());
    // Log lines go out in batches (at most 100 ms late).
    await until(() => /mail\.customer\.received GR-\w+ sent \(attempt 2\)/.test(second.output()), 5_000, 'the log line of the mail sent at the second attempt');
    const logs = first.output() + second.output();
    for (const secret of ['nino@example.com', 'staff@example.com', 'bookings@example.com', '555 123 456']) expect(logs).not.toContain(secret);
  }, 90_000);

  it('a receiver that fails twice gets the event a third time (after 2 s, then 6 s) and nothing after its success', async () => {
    hooks = await startWebhookReceiver();
    hooks.failNext(2);
    const server = await startServer({ ...db.env, WEBHOOK_URL: hooks.url, WEBHOOK_SECRET: SECRET });
    servers.push(server);
    const { reference } = await book(server.port, 'Flaky Receiver');
    await hooks.waitFor(1, 30_000);
    await outboxSettled(db, 'webhook', 1); // nothing more after the success
    expect(hooks.received.map((h) => h.status)).toEqual([500, 500, 204]);
    expect(new Set(hooks.received.map((h) => h.headers['x-rentals-event-id'])).size).toBe(1);
    expect(new Set(hooks.received.map((h) => h.body)).size).toBe(1);
    expect(JSON.parse(hooks.received[2].body)).toMatchObject({ type: 'booking.created', booking: { reference } });
    const [first, second, third] = hooks.received.map((h) => h.at);
    expect(second - first).toBeGreaterThanOrEqual(1800);
    expect(second - first).toBeLessThan(5000); // the first retry within 5 s
    expect(third - second).toBeGreaterThanOrEqual(5800); // growing pauses
    expect(server.output()).toMatch(/booking\.created GR-\w+: attempt 2 failed \(the receiver answered HTTP 500\); next attempt in 6 s/);
  }, 90_000);

  it('two instances on one database send each webhook event once, signed', async () => {
    hooks = await startWebhookReceiver();
    const env = { ...db.env, WEBHOOK_URL: hooks.url, WEBHOOK_SECRET: SECRET };
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const refs: string[] = [];
    for (let i = 0; i < 10; i++) refs.push((await book(servers[i % 2].port, `Twin Client ${'ABCDEFGHIJ'[i]}`)).reference);
    await hooks.waitFor(10, 30_000);
    await outboxSettled(db, 'webhook', 10);
    const ids = hooks.received.map((h) => h.headers['x-rentals-event-id']);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(hooks.received.map((h) => JSON.parse(h.body).booking.reference).sort()).toEqual(refs.sort());
    expect(hooks.received.every((h) => validSignature(h.body, h.headers['x-rentals-signature'], SECRET))).toBe(true);
    // Both instances sent some (each logs what it sent; log lines go out in batches, at most 100 ms late); neither sent one twice.
    const sentBy = () => servers.map((s) => (s.output().match(/booking\.created GR-\w+ sent/g) ?? []).length);
    await until(() => sentBy()[0] + sentBy()[1] >= 10, 5_000, 'the log lines of the 10 events sent');
    expect(sentBy()[0] + sentBy()[1]).toBe(10);
  }, 120_000);
});
