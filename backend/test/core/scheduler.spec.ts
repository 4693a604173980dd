import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Test, type TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { CreateBookingService } from '../../src/application/booking/create-booking.service.js';
import { ExpireUnconfirmedService } from '../../src/application/booking/expire-unconfirmed.service.js';
import { Clock } from '../../src/application/ports/clock.js';
import { JobLeaseRepository } from '../../src/application/ports/job-lease.repository.js';
import { PurgeVisitsService } from '../../src/application/visits/purge-visits.service.js';
import { FIRST_RUN_TIMEOUT, MaintenanceJobs } from '../../src/adapters/scheduler/maintenance.jobs.js';
import { SchedulerModule } from '../../src/adapters/scheduler/scheduler.module.js';
import { CoreModule } from '../../src/core.module.js';
import { FakeClock } from '../support/core-context.js';
import { createTestDatabase, useTestEnv, type TestDatabase } from '../support/database.js';
import { bookingRequest } from '../support/fixtures.js';

/**
 * Two server instances on one database, as behind a load balancer: each is its own Nest module with
 * its own connection pool and its own scheduler (the server's SchedulerModule), on one shared test
 * database (PostgreSQL with DATABASE_URL, else the embedded one, the second instance connecting
 * through the first one's socket).
 */
type Instance = { module: TestingModule; jobs: MaintenanceJobs; leases: JobLeaseRepository; sql: DataSource };

let db: TestDatabase;
let a: Instance;
let b: Instance;
const clock = new FakeClock();

async function startInstance(): Promise<Instance> {
  const restore = useTestEnv(db, { BOOKING_CONFIRM_HOURS: '24', RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_SECRET_KEY: undefined });
  try {
    const module = await Test.createTestingModule({ imports: [CoreModule, SchedulerModule] })
      .overrideProvider(Clock)
      .useValue(clock)
      .compile();
    module.useLogger(false);
    await module.init();
    // The tests call the jobs themselves; the run 10 s after start would come at a random point.
    module.get(SchedulerRegistry).deleteTimeout(FIRST_RUN_TIMEOUT);
    return { module, jobs: module.get(MaintenanceJobs), leases: module.get(JobLeaseRepository), sql: module.get(DataSource) };
  } finally {
    restore();
  }
}

/** Makes every job due now (as if its period had passed) and frees its lease. */
async function makeJobsDue(): Promise<void> {
  await a.sql.query(`UPDATE job_leases SET next_run_at = now(), locked_until = NULL, holder = NULL`);
}

beforeAll(async () => {
  db = await createTestDatabase();
  a = await startInstance();
  b = await startInstance();
});

afterAll(async () => {
  await a?.module.close();
  await b?.module.close();
  await db?.drop();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('scheduled jobs on two instances', () => {
  it('run once: of two instances sweeping at the same moment one expires the bookings, the other skips', async () => {
    clock.set(new Date(Date.now() - 30 * 3_600_000));
    const old = [await a.module.get(CreateBookingService).execute(bookingRequest({})), await b.module.get(CreateBookingService).execute(bookingRequest({}))];
    clock.set(new Date());
    const cancelledBy: Record<string, string[]> = { a: [], b: [] };
    for (const [name, instance] of Object.entries({ a, b })) {
      const service = instance.module.get(ExpireUnconfirmedService);
      const execute = service.execute.bind(service);
      jest.spyOn(service, 'execute').mockImplementation(async (opts) => {
        const result = await execute(opts);
        cancelledBy[name].push(...result.references);
        return result;
      });
    }

    const outcomes = await Promise.all([a.jobs.expireBookings(), b.jobs.expireBookings()]);
    expect(outcomes.sort()).toEqual(['ran', 'skipped']);
    expect([...cancelledBy.a, ...cancelledBy.b].sort()).toEqual(old.map((o) => o.reference).sort());
    const rows: { status: string }[] = await a.sql.query(`SELECT status FROM bookings WHERE id = ANY($1)`, [old.map((o) => o.id)]);
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);

    // Later turns within the period run nowhere: the job ran on one instance for both.
    expect(await a.jobs.expireBookings()).toBe('skipped');
    expect(await b.jobs.expireBookings()).toBe('skipped');
    const [lease] = await a.sql.query(`SELECT holder, locked_until, last_outcome, next_run_at > now() + interval '4 minutes' AS later FROM job_leases WHERE name = 'expire-unconfirmed-bookings'`);
    expect(lease).toEqual({ holder: null, locked_until: null, last_outcome: 'done', later: true });

    // Once the period is over, whichever instance comes first runs it again.
    await makeJobsDue();
    expect(await b.jobs.expireBookings()).toBe('ran');
    expect(await a.jobs.expireBookings()).toBe('skipped');
  });

  it('never overlap: while one instance runs a job the other cannot start it, even when it is due', async () => {
    await makeJobsDue();
    let release: () => void = () => undefined;
    const purge = a.module.get(PurgeVisitsService);
    jest.spyOn(purge, 'execute').mockImplementation(
      () => new Promise((resolve) => (release = () => resolve({ deleted: 0, before: new Date().toISOString() }))),
    );
    const running = a.jobs.purgeOldVisits();
    await new Promise((r) => setTimeout(r, 200)); // a has claimed the lease and is running
    await a.sql.query(`UPDATE job_leases SET next_run_at = now() WHERE name = 'purge-old-visits'`); // due again: still held
    expect(await b.jobs.purgeOldVisits()).toBe('skipped');
    expect(await a.jobs.purgeOldVisits()).toBe('skipped'); // not twice in one instance either
    release();
    expect(await running).toBe('ran');
  });

  it('leases: exclusive, free again after their holder dies (time to live), and due again at once after a failure', async () => {
    const job = 'lease-test';
    expect(await a.leases.claim(job, { holder: 'a', everyMs: 0, ttlMs: 60_000 })).toBe(true);
    expect(await b.leases.claim(job, { holder: 'b', everyMs: 0, ttlMs: 60_000 })).toBe(false);
    await a.leases.release(job, 'a', 'done');
    expect(await b.leases.claim(job, { holder: 'b', everyMs: 3_600_000, ttlMs: 300 })).toBe(true);
    // b "dies" without releasing: its lease runs out after 300 ms, but the job is not due for an hour...
    await new Promise((r) => setTimeout(r, 400));
    expect(await a.leases.claim(job, { holder: 'a', everyMs: 0, ttlMs: 60_000 })).toBe(false);
    // ...unless the run failed, which makes it due at once.
    await a.sql.query(`UPDATE job_leases SET next_run_at = now() WHERE name = $1`, [job]);
    expect(await a.leases.claim(job, { holder: 'a', everyMs: 3_600_000, ttlMs: 60_000 })).toBe(true);
    await b.leases.release(job, 'b', 'failed'); // not the holder any more: changes nothing
    expect(await b.leases.claim(job, { holder: 'b', everyMs: 0, ttlMs: 60_000 })).toBe(false);
    await a.leases.release(job, 'a', 'failed');
    expect(await b.leases.claim(job, { holder: 'b', everyMs: 3_600_000, ttlMs: 60_000 })).toBe(true);
    await b.leases.release(job, 'b', 'done');
  });

  it('of 10 instances claiming one due job at once exactly one gets it', async () => {
    const job = 'race-test';
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).leases.claim(job, { holder: `h${i}`, everyMs: 60_000, ttlMs: 60_000 })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('a scheduled job that fails or meets a shutdown', () => {
  it('is logged instead of thrown, and is due again at the next turn', async () => {
    await makeJobsDue();
    const errors: string[] = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      errors.push(String(message));
    });
    jest.spyOn(b.module.get(PurgeVisitsService), 'execute').mockRejectedValueOnce(new Error('database is down'));
    await expect(b.jobs.purgeOldVisits()).resolves.toBe('failed');
    expect(errors).toEqual(['purge-old-visits failed: database is down']);
    expect(await a.jobs.purgeOldVisits()).toBe('ran'); // the other instance retries it at its next turn
  });

  it('stop() waits for the running job, and nothing runs after it', async () => {
    const instance = b; // the last test: b stays stopped (afterAll closes it: stop() again is harmless)
    await makeJobsDue();
    let finished = false;
    const expire = instance.module.get(ExpireUnconfirmedService);
    jest.spyOn(expire, 'execute').mockImplementation(async () => {
      await new Promise((r) => setTimeout(r, 300));
      finished = true;
      return { cancelled: 0, references: [] };
    });
    const running = instance.jobs.expireBookings();
    await new Promise((r) => setTimeout(r, 50));
    await instance.jobs.stop();
    expect(finished).toBe(true);
    expect(await running).toBe('ran');
    await makeJobsDue();
    expect(await instance.jobs.expireBookings()).toBe('skipped');
    expect(await instance.jobs.purgeOldVisits()).toBe('skipped');
  });
});
