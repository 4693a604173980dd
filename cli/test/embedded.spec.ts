/**
 * The CLI on the embedded database (no DATABASE_URL): with no server running it opens the data
 * directory itself for the length of the command and releases it; with the server running it
 * connects to the server's database over its socket and never opens the directory beside it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingRequest, seed } from './support/fixtures.js';
import { ROOT, childEnv, json, rentalsProcess } from './support/run.js';
import { freePort } from './support/server.js';

const LOCK_FILE = 'db-host.lock';

function readLock(dataDir: string): { pid: number; state: string; port?: number } | null {
  const file = join(dataDir, LOCK_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}


describe('rentals on the embedded database, no server running', () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'rentals-cli-embedded-'));
    env = { DATA_DIR: dataDir };
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('opens the data directory for the command and releases it afterwards', async () => {
    const { bookings } = await seed({ bookings: [{ request: bookingRequest({ customerName: 'Tamar Lomidze' }) }] }, env);
    expect(readLock(dataDir)).toBeNull();

    const r = await rentalsProcess(['bookings', 'list', '--json'], env);
    expect(r.stderr).toBe('');
    expect(json(r).map((b: { reference: string }) => b.reference)).toEqual([bookings[0].reference]);
    expect(readLock(dataDir)).toBeNull();

    const confirmed = json(await rentalsProcess(['bookings', 'confirm', bookings[0].reference, '--json'], env));
    expect(confirmed.status).toBe('confirmed');
    expect(json(await rentalsProcess(['bookings', 'show', bookings[0].reference, '--json'], env)).status).toBe('confirmed');
    expect(readLock(dataDir)).toBeNull();
  });

  it('several read-only commands at once all succeed: one hosts, the others connect to it, wait or start again', async () => {
    const runs = await Promise.all([
      rentalsProcess(['bookings', 'list', '--json'], env),
      rentalsProcess(['visits', 'list', '--json'], env),
      rentalsProcess(['bookings', 'expire', '--dry-run', '--json'], env),
      rentalsProcess(['bookings', 'list', '--status', 'confirmed', '--json'], env),
    ]);
    for (const r of runs) {
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      JSON.parse(r.stdout);
    }
    expect(json(runs[3])).toHaveLength(1);
    expect(readLock(dataDir)).toBeNull();
  });
});

describe('rentals on the embedded database while the server runs', () => {
  let dataDir: string;
  let server: ChildProcess;
  let baseUrl: string;
  let env: Record<string, string>;
  const output: string[] = [];

  beforeAll(async () => {
    const main = join(ROOT, 'backend/dist/main.js');
    if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
    dataDir = mkdtempSync(join(tmpdir(), 'rentals-cli-server-'));
    env = { DATA_DIR: dataDir };
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [main], {
      cwd: ROOT,
      env: childEnv({ ...env, PORT: String(port), ADMIN_TOKEN: 'cli-test-admin-token', RATE_LIMIT: '0', PENDING_PER_CONTACT: '0', PENDING_PER_IP: '0', SHUTDOWN_DELAY_S: '0', NODE_ENV: 'production' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => output.push(String(d)));
    server.stderr!.on('data', (d) => output.push(String(d)));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output.join('')}`);
      const ok = await fetch(`${baseUrl}/api/health`).then((res) => res.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output.join('')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('sees what the site stores, changes it, and leaves the server holding the database', async () => {
    expect(readLock(dataDir)).toMatchObject({ pid: server.pid, state: 'ready' });

    // A visitor books on the site and opens a page with a gclid.
    const res = await fetch(`${baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingRequest({ customerName: 'Site Visitor', carType: 'Chevrolet Suburban', groupSize: '6' })),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { reference: string; totalPrice: number };
    await fetch(`${baseUrl}/?gclid=from-an-ad`, { headers: { accept: 'text/html' } }); // a page view records a visit

    const shown = json(await rentalsProcess(['bookings', 'show', created.reference, '--json'], env));
    expect(shown).toMatchObject({ reference: created.reference, customerName: 'Site Visitor', status: 'pending', totalPrice: created.totalPrice });

    const confirm = await rentalsProcess(['bookings', 'confirm', created.reference], env);
    expect(confirm.code).toBe(0);
    expect(confirm.stdout).toMatch(new RegExp(`^Confirmed booking ${created.reference}: Site Visitor, Chevrolet Suburban`));

    const visits = json<{ isGoogleAdsTraffic: boolean }[]>(await rentalsProcess(['visits', 'list', '--json'], env));
    expect(visits.some((v) => v.isGoogleAdsTraffic)).toBe(true);

    // The CLI never took the database over: the server still hosts it and still answers.
    expect(readLock(dataDir)).toMatchObject({ pid: server.pid, state: 'ready' });
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(server.exitCode).toBeNull();
  });

  it('commands run at the same time as site traffic all succeed', async () => {
    const [a, b, c, page] = await Promise.all([
      rentalsProcess(['bookings', 'list', '--json'], env),
      rentalsProcess(['bookings', 'expire', '--dry-run', '--json'], env),
      rentalsProcess(['visits', 'list', '--json'], env),
      fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } }).then((r) => r.status),
    ]);
    for (const r of [a, b, c]) {
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
    }
    expect(json(a)).toHaveLength(1);
    expect(json(b)).toEqual({ cancelled: 0, references: [], dryRun: true });
    expect(page).toBe(200);
    expect(readLock(dataDir)).toMatchObject({ pid: server.pid });
  });

  it('visits clear --yes deletes the records the server recorded', async () => {
    const cleared = json<{ deleted: number }>(await rentalsProcess(['visits', 'clear', '--yes', '--json'], env));
    expect(cleared.deleted).toBeGreaterThanOrEqual(1);
    const res = await fetch(`${baseUrl}/api/ip/visits`, { headers: { authorization: 'Bearer cli-test-admin-token' } });
    expect(res.status).toBe(200);
    // The listing itself is an API call, not a page view: nothing new was recorded.
    expect(((await res.json()) as { visits: unknown[] }).visits).toEqual([]);
  });
});
