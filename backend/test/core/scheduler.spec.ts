import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import type { ExpireUnconfirmedService } from '../../src/application/booking/expire-unconfirmed.service.js';
import type { PurgeVisitsService } from '../../src/application/visits/purge-visits.service.js';
import { MaintenanceJobs } from '../../src/adapters/scheduler/maintenance.jobs.js';

describe('scheduled maintenance jobs', () => {
  it('log a failing job instead of throwing, and do not start a job twice at once', async () => {
    const errors: string[] = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      errors.push(String(message));
    });
    let release: () => void = () => undefined;
    let calls = 0;
    const expire = {
      execute: () => {
        calls++;
        return new Promise((resolve) => (release = () => resolve({ cancelled: 0, references: [] })));
      },
    } as unknown as ExpireUnconfirmedService;
    const purge = { execute: () => Promise.reject(new Error('database is down')) } as unknown as PurgeVisitsService;
    const jobs = new MaintenanceJobs(expire, purge);

    await expect(jobs.purgeOldVisits()).resolves.toBeUndefined();
    expect(errors).toEqual(['purge-old-visits failed: database is down']);

    const first = jobs.expireBookings();
    await jobs.expireBookings(); // still running: skipped
    expect(calls).toBe(1);
    release();
    await first;
    const third = jobs.expireBookings();
    release();
    await third;
    expect(calls).toBe(2);
  });
});

describe('scheduled maintenance jobs after shutdown', () => {
  it('run nothing once the module is destroyed', async () => {
    let calls = 0;
    const service = { execute: async () => void calls++ } as unknown as ExpireUnconfirmedService & PurgeVisitsService;
    const jobs = new MaintenanceJobs(service, service);
    jobs.onApplicationBootstrap();
    jobs.onModuleDestroy();
    await jobs.expireBookings();
    await jobs.purgeOldVisits();
    expect(calls).toBe(0);
  });
});
