import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { HandoverDraftsService } from '../../application/handover/handover-drafts.service.js';
import { HandoverFilesService } from '../../application/handover/handover-files.service.js';
import { JobLeaseRepository } from '../../application/ports/job-lease.repository.js';
import { StaffSessionService } from '../../application/staff/staff-session.service.js';

const EVERY_MS = 24 * 60 * 60_000;
const JOB = 'purge-handover-photos';
const SESSIONS_JOB = 'purge-staff-sessions';
const DRAFTS_EVERY_MS = 60 * 60_000;
const DRAFTS_JOB = 'purge-handover-drafts';

/**
 * Daily: deletes handover photos 90 days after the return unless the return flagged new damage
 * (docs/staff.md), and ended staff sessions, spent set-password links and old wrong-password rows;
 * hourly: the photos and signatures kept from refused handover forms once expired or their handover
 * is recorded. Each once per period across instances, by a lease in the database as MaintenanceJobs does.
 */
@Injectable()
export class HandoverRetentionJob {
  private readonly logger = new Logger('Scheduler');
  private readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    private readonly files: HandoverFilesService,
    private readonly drafts: HandoverDraftsService,
    private readonly sessions: StaffSessionService,
    private readonly leases: JobLeaseRepository,
  ) {}

  @Interval(JOB, EVERY_MS)
  run(): Promise<void> {
    return this.once(JOB, async () => `${await this.files.purgeOldPhotos()} photos deleted`);
  }

  @Interval(SESSIONS_JOB, EVERY_MS)
  runSessions(): Promise<void> {
    return this.once(SESSIONS_JOB, async () => `${await this.sessions.purgeExpired()} rows deleted`);
  }

  @Interval(DRAFTS_JOB, DRAFTS_EVERY_MS)
  runDrafts(): Promise<void> {
    return this.once(DRAFTS_JOB, async () => `${await this.drafts.purge()} kept handover drafts deleted`, DRAFTS_EVERY_MS);
  }

  private async once(name: string, job: () => Promise<string>, everyMs = EVERY_MS): Promise<void> {
    try {
      if (!(await this.leases.claim(name, { holder: this.holder, everyMs: everyMs - 30_000, ttlMs: 10 * 60_000 }))) return;
      let outcome: 'done' | 'failed' = 'done';
      try {
        const said = await job();
        if (!said.startsWith('0 ')) this.logger.log(`${name}: ${said}`);
      } catch (e) {
        outcome = 'failed';
        this.logger.error(`${name} failed: ${(e as Error).message}`);
      }
      await this.leases.release(name, this.holder, outcome);
    } catch (e) {
      this.logger.error(`${name} not run: ${(e as Error).message}`);
    }
  }
}
