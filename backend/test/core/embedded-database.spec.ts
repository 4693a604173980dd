import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test, type TestingModule } from '@nestjs/testing';
import { jest } from '@jest/globals';
import { CreateBookingService } from '../../src/application/booking/create-booking.service.js';
import { FindBookingService } from '../../src/application/booking/find-booking.service.js';
import { ListBookingsService } from '../../src/application/booking/list-bookings.service.js';
import { HealthService } from '../../src/application/health/health.service.js';
import { EmbeddedDatabase } from '../../src/adapters/persistence/embedded/embedded-database.js';
import { LOCK_FILE_NAME, type HostLock } from '../../src/adapters/persistence/embedded/host-lock.js';
import { CoreModule } from '../../src/core.module.js';
import { compileEmbeddedHost } from '../support/compile-embedded.js';
import { useTestEnv } from '../support/database.js';
import { bookingRequest } from '../support/fixtures.js';

// Each test starts and stops the embedded host (PGlite, WebAssembly) in this process and in others:
// seconds on a quiet machine, minutes beside another whole run of the suite.
jest.setTimeout(300_000);

let dataDir: string;
let build: string;
const children: ChildProcessWithoutNullStreams[] = [];

async function startCore(): Promise<TestingModule> {
  const restore = useTestEnv({ dataDir, env: { DATA_DIR: dataDir }, drop: async () => undefined });
  try {
    const module = await Test.createTestingModule({ imports: [CoreModule] }).compile();
    module.useLogger(['error']);
    await module.init();
    return module;
  } finally {
    restore();
  }
}

function readLockFile(): HostLock | null {
  const path = join(dataDir, LOCK_FILE_NAME);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as HostLock) : null;
}

/** Runs the compiled embedded-database module in a child process; resolves with its first READY line. */
function child(script: string, args: string[]): Promise<{ proc: ChildProcessWithoutNullStreams; ready: Record<string, unknown> }> {
  const file = join(build, `${script}.mjs`);
  const proc = spawn(process.execPath, [file, ...args], { stdio: 'pipe' });
  children.push(proc);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    proc.stderr.on('data', (d) => (err += d));
    proc.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve({ proc, ready: JSON.parse(line.slice(6)) });
    });
    proc.on('exit', (code) => reject(new Error(`${script} exited with ${code}: ${err || out}`)));
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rentals-embedded-'));
  build = await compileEmbeddedHost();
  const module = `${build}/adapters/persistence/embedded/embedded-database.js`;
  // Hosts (or joins) the embedded database, prints its address, waits for "close" on stdin.
  writeFileSync(
    join(build, 'host.mjs'),
    `import { EmbeddedDatabase } from '${module}';
     const db = EmbeddedDatabase.forDataDir(process.argv[2]);
     const url = await db.url();
     console.log('READY ' + JSON.stringify({ url, isHost: db.isHost, pid: process.pid }));
     process.stdin.on('data', async (d) => { if (String(d).includes('close')) { await db.close(); process.exit(0); } });`,
  );
  // Connects the way the CLI does while the server runs: through the lock file, with pg.
  writeFileSync(
    join(build, 'count.mjs'),
    `import pg from 'pg';
     import { EmbeddedDatabase } from '${module}';
     const db = EmbeddedDatabase.forDataDir(process.argv[2]);
     const client = new pg.Client({ connectionString: await db.url(), connectionTimeoutMillis: 3000 });
     await client.connect();
     await client.query("INSERT INTO visits (ip_address, is_google_ads_traffic) VALUES ('192.0.2.1', true)");
     const { rows } = await client.query('SELECT count(*)::int AS n FROM bookings');
     await client.end();
     console.log('READY ' + JSON.stringify({ bookings: rows[0].n, isHost: db.isHost }));
     await db.close();`,
  );
  // Compiling the host takes seconds on a quiet machine and far longer on a busy one: a generous limit.
}, 300_000);

afterAll(async () => {
  for (const proc of children) if (proc.exitCode === null) proc.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await rm(build, { recursive: true, force: true });
});

describe('embedded database', () => {
  it('keeps data on disk across a restart, and removes its lock on close', async () => {
    let core = await startCore();
    const lock = readLockFile();
    expect(lock).toMatchObject({ pid: process.pid, state: 'ready', host: '127.0.0.1' });
    const booking = await core.get(CreateBookingService).execute(bookingRequest({ customerName: 'Persisted Guest' }));
    expect(await core.get(HealthService).check()).toEqual({ status: 'ok', database: 'up' });
    await core.close();
    expect(readLockFile()).toBeNull();

    core = await startCore();
    try {
      const found = await core.get(FindBookingService).execute(booking.reference);
      expect(found).toEqual(booking);
    } finally {
      await core.close();
    }
  });

  it('lets a second process connect through the lock file while this one hosts', async () => {
    const core = await startCore();
    try {
      const before = (await core.get(ListBookingsService).execute()).length;
      await core.get(CreateBookingService).execute(bookingRequest({ customerName: 'Second Process' }));
      const { ready } = await child('count', [dataDir]);
      expect(ready).toEqual({ bookings: before + 1, isHost: false });
      expect(readLockFile()?.pid).toBe(process.pid);
      // The second client's write is visible here.
      const rows = await core.get(HealthService).check();
      expect(rows.database).toBe('up');
    } finally {
      await core.close();
    }
  });

  it('joins a database hosted by another process, and takes over when that process dies', async () => {
    const { proc, ready } = await child('host', [dataDir]);
    expect(ready.isHost).toBe(true);
    expect(readLockFile()?.pid).toBe(proc.pid);

    const core = await startCore();
    try {
      expect(EmbeddedDatabase.forDataDir(dataDir).isHost).toBe(false);
      const booking = await core.get(CreateBookingService).execute(bookingRequest({ customerName: 'Before Takeover' }));

      proc.kill('SIGKILL');
      await new Promise((resolve) => proc.once('exit', resolve));

      // The first query after the host died may fail (its connection is gone); the next ones
      // connect again, find the dead pid in the lock and host the database here.
      const deadline = Date.now() + 30_000;
      let found: unknown = null;
      while (!found && Date.now() < deadline) {
        found = await core
          .get(FindBookingService)
          .execute(booking.id)
          .catch(() => null);
        if (!found) await new Promise((r) => setTimeout(r, 200));
      }
      expect(found).toMatchObject({ id: booking.id, customerName: 'Before Takeover' });
      expect(EmbeddedDatabase.forDataDir(dataDir).isHost).toBe(true);
      expect(readLockFile()?.pid).toBe(process.pid);
      expect(await core.get(HealthService).check()).toEqual({ status: 'ok', database: 'up' });
    } finally {
      await core.close();
    }
    expect(readLockFile()).toBeNull();
  });
});
