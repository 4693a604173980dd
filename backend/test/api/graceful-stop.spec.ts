import { Agent, request as httpRequest, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { HttpDrain } from '../../src/adapters/http/graceful-shutdown.js';
import { DatabaseConnection } from '../../src/adapters/persistence/database-connection.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { validBooking } from './helpers/booking-body.js';
import { MAIN_BUILT, startBuiltServer, type BuiltServer } from './helpers/built-server.js';
import { startFakeSiteverify, type FakeSiteverify } from './helpers/fake-siteverify.js';
import { REAL_POSTGRES, startTestApp, type TestApp } from './helpers/test-app.js';

/** What a client saw for one request: a complete answer, or an error (and when). */
type Outcome = { key: string; status?: number; body?: any; connection?: string; error?: string; at: number };

/**
 * POST /api/bookings on a new connection of its own (no keep-alive agent), so every request either
 * reaches the server or fails to connect, and the body is read to its end.
 */
function book(port: number, key: string, body: Record<string, unknown>): Promise<Outcome> {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/bookings',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), 'Idempotency-Key': key },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined; // an incomplete body: reported as such
          }
          resolve({ key, status: res.statusCode, body: parsed, connection: res.headers.connection, at: Date.now() });
        });
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ key, error: e.code ?? e.message, at: Date.now() }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ key, error: e.code ?? e.message, at: Date.now() }));
    req.end(data);
  });
}

/** GET `path` through `agent` (keep-alive): status, Connection header, whether a connection was reused. */
function getOn(agent: Agent, port: number, path: string): Promise<{ status?: number; connection?: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HttpDrain (in process)', () => {
  let siteverify: FakeSiteverify;
  let t: TestApp;
  let port: number;
  let drain: HttpDrain;

  beforeEach(async () => {
    siteverify = await startFakeSiteverify({ delayMs: 700 });
    t = await startTestApp({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_VERIFY_URL: siteverify.url });
    drain = new HttpDrain(t.app.getHttpServer() as Server);
    await t.app.listen(0, '127.0.0.1');
    port = ((t.app.getHttpServer() as Server).address() as AddressInfo).port;
  });
  afterEach(async () => {
    await t?.close();
    await siteverify?.close();
  });

  it('lets a request in flight finish (with Connection: close) while new connections are refused', async () => {
    const slow = book(port, 'drain-slow', validBooking({ recaptchaToken: 'good-token:booking_submission' }));
    await new Promise((r) => setTimeout(r, 200));
    expect(drain.requestsInFlight).toBe(1);
    const drained = drain.drain(5000);
    await new Promise((r) => setTimeout(r, 50));
    const late = await book(port, 'drain-late', validBooking());
    expect(late.error).toBe('ECONNREFUSED');
    const answer = await slow;
    expect(answer).toMatchObject({ status: 201, connection: 'close', body: { status: 'pending', reference: expect.stringMatching(/^GR-/) } });
    const result = await drained;
    expect(result).toMatchObject({ inFlightAtStart: 1, cut: 0 });
    expect(result.ms).toBeLessThan(3000);
  });

  it('answers a request that arrives on an idle keep-alive connection during the stop, then closes it', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () => getOn(agent, port, '/api/fleet');
    try {
      expect(await get()).toEqual({ status: 200, connection: 'keep-alive', reused: false });
      const slow = book(port, 'drain-keep-alive', validBooking({ recaptchaToken: 'good-token:booking_submission' }));
      await new Promise((r) => setTimeout(r, 200));
      const drained = drain.drain(5000);
      // A proxy sends the next request on its idle connection: it is answered, and the connection ends.
      expect(await get()).toEqual({ status: 200, connection: 'close', reused: true });
      expect((await slow).status).toBe(201);
      expect((await drained).cut).toBe(0);
    } finally {
      agent.destroy();
    }
  });

  it('keeps an idle keep-alive connection for a moment: a proxy’s request on it a little later is answered, not reset', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () => getOn(agent, port, '/api/health');
    try {
      expect((await get()).status).toBe(200);
      const drained = drain.drain(5000); // nothing in flight: only the idle connection is open
      await new Promise((r) => setTimeout(r, 400));
      expect(await get()).toEqual({ status: 200, connection: 'close', reused: true });
      const result = await drained;
      expect(result).toMatchObject({ inFlightAtStart: 0, cut: 0 });
      // It ended when that answer closed the connection (closing idle connections at once would
      // have reset the request above).
      expect(result.ms).toBeLessThan(2000);
    } finally {
      agent.destroy();
    }
  });

  it('cuts what is still unanswered when the grace period is over', async () => {
    const slow = book(port, 'drain-cut', validBooking({ recaptchaToken: 'good-token:booking_submission' }));
    await new Promise((r) => setTimeout(r, 200));
    const result = await drain.drain(100);
    expect(result).toMatchObject({ inFlightAtStart: 1, cut: 1 });
    expect((await slow).error).toMatch(/ECONNRESET|socket hang up/);
  });
});

// ------------------------------------------------------------------------------------------------
// The real production server (backend/dist/main.js, built by `npm test` before the tests run),
// stopped by a signal in the middle of a burst of bookings.

const withBuild = MAIN_BUILT ? describe : describe.skip;
if (!MAIN_BUILT) console.log('graceful-stop test of the built server skipped: backend/dist/main.js is missing (npm run build)');

/** The i-th booking of a burst: each of the five fleet cars in turn, a week of its own per round, so no booking waits for a free car. */
function burstBooking(i: number): Record<string, unknown> {
  const cars = ['Hyundai Elantra', 'Subaru Forester', 'Chevrolet Suburban', 'Toyota FJ Cruiser', 'Toyota 4Runner'];
  const pickupDate = addDays(todayInTbilisi(new Date()), 10 + 7 * Math.floor(i / cars.length));
  return validBooking({
    recaptchaToken: 'good-token:booking_submission',
    customerName: `Burst Client${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'x'.repeat(Math.floor(i / 26))}`,
    carType: cars[i % cars.length],
    pickupDate,
    returnDate: addDays(pickupDate, 5),
  });
}

type Started = BuiltServer;

function startServer(env: Record<string, string>): Promise<Started> {
  return startBuiltServer({ ADMIN_TOKEN: 'graceful-stop-token', ...env });
}

withBuild(`the built server stopped by a signal mid-burst (${REAL_POSTGRES ? 'PostgreSQL' : 'embedded database'})`, () => {
  let siteverify: FakeSiteverify;
  let db: TestDatabase;
  let server: Started | undefined;

  beforeEach(async () => {
    // Each booking waits 400 ms for its bot check: at any moment several are in flight.
    siteverify = await startFakeSiteverify({ delayMs: 400 });
    db = await createTestDatabase();
  });
  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    server = undefined;
    await siteverify?.close();
    await db?.drop();
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s: every accepted booking gets its complete answer, every 201 is stored, nothing unanswered is stored',
    async (signal) => {
      // No stop delay: the listening socket closes at the signal (the delay is tested below).
      server = await startServer({ ...db.env, RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_VERIFY_URL: siteverify.url, SHUTDOWN_GRACE_S: '10', SHUTDOWN_DELAY_S: '0' });
      const port = server.port;
      const TOTAL = 60;
      const CONCURRENCY = 10;
      const outcomes: Outcome[] = [];
      let next = 0;
      let signalledAt = 0;
      const workers = Array.from({ length: CONCURRENCY }, async () => {
        while (next < TOTAL) {
          const i = next++;
          const outcome = await book(port, `burst-${signal}-${i}`, burstBooking(i));
          outcomes.push(outcome);
          if (outcomes.length === 15 && !signalledAt) {
            signalledAt = Date.now();
            server!.child.kill(signal);
          }
        }
      });
      await Promise.all(workers);
      const exit = await server.exited;
      const log = server.output();

      // The server stopped by itself, cleanly, well within SHUTDOWN_GRACE_S.
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.at - signalledAt).toBeLessThan(10_000);
      expect(log).toContain(`${signal} received: stopping`);
      expect(log).toMatch(/"message":"stopped after \d+ ms/);
      expect(log).not.toMatch(/were cut off/);

      const answered = outcomes.filter((o) => o.status !== undefined);
      const failed = outcomes.filter((o) => o.error !== undefined);
      expect(answered.length + failed.length).toBe(TOTAL);
      // Every answer is complete (its JSON body parses) and a 201 with a booking.
      for (const o of answered) expect(o).toMatchObject({ status: 201, body: { reference: expect.stringMatching(/^GR-/), status: 'pending' } });
      // Some bookings were in flight at the signal and were still answered after it...
      expect(answered.filter((o) => o.at > signalledAt).length).toBeGreaterThan(0);
      // ...and the requests that came after it were turned away at the door: refused, or reset by
      // the kernel when the listening socket closed with them still in its accept queue (never
      // read by the server: the database check below shows none of them was stored). None was cut
      // off mid-way: the server counts what it cuts, and says so.
      expect(failed.length).toBeGreaterThan(0);
      for (const o of failed) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(o.error);

      // Every 201 is in the database, and nothing else is: no work was done without an answer.
      const connection = await DatabaseConnection.open({ databaseUrl: db.url, dataDir: db.dataDir ?? '' });
      try {
        const rows: { id: string; reference: string; idempotency_key: string }[] = await connection.dataSource.query(
          `SELECT id, reference, idempotency_key FROM bookings ORDER BY idempotency_key`,
        );
        const expected = answered.map((o) => ({ id: o.body.id, reference: o.body.reference, idempotency_key: o.key }));
        expect(rows).toEqual(expected.sort((x, y) => x.idempotency_key.localeCompare(y.idempotency_key)));
      } finally {
        await connection.close();
      }
    },
    90_000,
  );
});

/** Opens a TCP connection to the server and resolves once it is established. */
function openConnection(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends one HTTP/1.1 request on `socket` and resolves with everything that comes back until the connection ends. */
function requestOn(socket: Socket, path: string): Promise<{ head: string; error?: string }> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (text += d));
    socket.once('error', (e: NodeJS.ErrnoException) => resolve({ head: text.split('\r\n')[0], error: e.code ?? e.message }));
    socket.once('close', () => resolve({ head: text.split('\r\n')[0] }));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

withBuild(`SIGTERM with SHUTDOWN_DELAY_S (${REAL_POSTGRES ? 'PostgreSQL' : 'embedded database'})`, () => {
  let db: TestDatabase;
  let server: Started | undefined;
  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    server = undefined;
    await db?.drop();
  });

  it('answers every connection opened before the signal, says 503 "stopping" on /api/health during the delay, and exits within delay + grace + 2 s', async () => {
    const DELAY_S = 2;
    const GRACE_S = 3;
    server = await startServer({ ...db.env, SHUTDOWN_DELAY_S: String(DELAY_S), SHUTDOWN_GRACE_S: String(GRACE_S) });
    const port = server.port;
    const sockets = await Promise.all(Array.from({ length: 40 }, () => openConnection(port)));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // The 40 requests go out right after the signal, on the connections opened before it.
    const answers = await Promise.all(sockets.map((s, i) => requestOn(s, i % 2 ? '/api/fleet' : '/api/availability?pickupDate=2031-01-10&returnDate=2031-01-15')));
    expect(answers.filter((a) => a.head !== 'HTTP/1.1 200 OK')).toEqual([]);

    // During the delay: still accepting; the health check tells a load balancer to move away.
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(Date.now() - signalledAt).toBeLessThan(DELAY_S * 1000);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'stopping' });
    expect((await fetch(`${server.baseUrl}/api/fleet`)).status).toBe(200);

    const exit = await server.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    const took = exit.at - signalledAt;
    expect(took).toBeGreaterThanOrEqual(DELAY_S * 1000);
    expect(took).toBeLessThan((DELAY_S + GRACE_S + 2) * 1000);
    // After the delay: refused.
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    expect(server.output()).toContain('SIGTERM received: stopping in 2 s');
  }, 60_000);

  it('SHUTDOWN_DELAY_S=0 stops accepting at once', async () => {
    server = await startServer({ ...db.env, SHUTDOWN_DELAY_S: '0', SHUTDOWN_GRACE_S: '3' });
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalledAt).toBeLessThan(3000);
  }, 60_000);
});
