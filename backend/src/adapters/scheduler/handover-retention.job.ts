import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { HandoverFilesService } from '../../application/handover/handover-files.service.js';
import { JobLeaseRepository } from '../../application/ports/job-lease.repository.js';

const EVERY_MS = 24 * 60 * 60_000;
const JOB = 'purge-handover-photos';

/**
 * Daily: deletes handover photos 90 days after the return unless the return flagged new damage
 * (DESIGN §7.4). Once per day across instances, by a lease in the database as MaintenanceJobs does.
 */
@Injectable()
export class HandoverRetentionJob {
  private readonly logger = new Logger('Scheduler');
  private readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    private readonly files: HandoverFilesService,
    private readonly leases: JobLeaseRepository,
  ) {}

  @Interval(JOB, EVERY_MS)
  async run(): Promise<void> {
    try {
      if (!(await this.leases.claim(JOB, { holder: this.holder, everyMs: EVERY_MS - 30_000, ttlMs: 10 * 60_000 }))) return;
      let outcome: 'done' | 'failed' = 'done';
      try {
        const n = await this.files.purgeOldPhotos();
        if (n > 0) this.logger.log(`${JOB}: ${n} photos deleted`);
      } catch (e) {
        outcome = 'failed';
        this.logger.error(`${JOB} failed: ${(e as Error).message}`);
      }
      await this.leases.release(JOB, this.holder, outcome);
    } catch (e) {
      this.logger.error(`${JOB} not run: ${(e as Error).message}`);
    }
  }
}
