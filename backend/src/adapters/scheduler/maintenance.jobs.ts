import { Injectable, Logger } from '@nestjs/common';
import { Interval, Timeout } from '@nestjs/schedule';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { ExpireUnconfirmedService } from '../../application/booking/expire-unconfirmed.service.js';
import { JobLeaseRepository } from '../../application/ports/job-lease.repository.js';
import { PurgeVisitsService } from '../../application/visits/purge-visits.service.js';
import { PurgeBookingLinksService } from '../../application/booking/purge-booking-links.service.js';
import { RunRetentionService } from '../../application/retention/run-retention.service.js';
import { BackgroundWorker } from '../lifecycle/background-worker.js';
import { QueueWhatsAppRemindersService } from '../../application/whatsapp/queue-whatsapp-reminders.service.js';
import { ProcessWhatsAppDeliveriesService } from '../../application/whatsapp/process-whatsapp-deliveries.service.js';

export const EXPIRY_INTERVAL_MS = 5 * 60_000;
export const PURGE_INTERVAL_MS = 24 * 60 * 60_000;
/** WhatsApp reminders are looked for this often (each is queued once); unprocessed deliveries are retried too. */
export const WHATSAPP_INTERVAL_MS = 5 * 60_000;
/** Both jobs also run once this long after start (if due), so that a restart catches up. */
const FIRST_RUN_DELAY_MS = 10_000;
export const FIRST_RUN_TIMEOUT = 'maintenance-first-run';
/** Timers of different instances drift: a job counts as due this much before its period ends. */
const DUE_TOLERANCE_MS = 30_000;
/** A lease whose holder died is free again after this long. */
const LEASE_TTL_MS = 10 * 60_000;

export type JobOutcome = 'ran' | 'failed' | 'skipped';

/**
 * Scheduled maintenance (docs/product.md §10, §17; docs/operations.md): expire unconfirmed bookings every 5 minutes, purge
 * old visit records and the links of booking pages that are gone daily, and run retention (old sent
 * messages, ended bookings' personal data) daily. Jobs only call application services; failures are
 * logged, never thrown.
 *
 * With several server instances on one database each job runs once per period across all of them:
 * a run first claims the job's lease in the database (JobLeaseRepository), which succeeds on one
 * instance only, and only when the job is due. A job still running here is not started twice.
 */
@Injectable()
export class MaintenanceJobs extends BackgroundWorker {
  protected readonly workerName = 'scheduler';
  private readonly logger = new Logger('Scheduler');
  private readonly running = new Map<string, Promise<JobOutcome>>();
  /** Who holds a lease: this process (host, pid) and this instance of the jobs. */
  private readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private stopped = false;

  constructor(
    private readonly expireUnconfirmed: ExpireUnconfirmedService,
    private readonly purgeVisits: PurgeVisitsService,
    private readonly leases: JobLeaseRepository,
    private readonly purgeLinks: PurgeBookingLinksService,
    private readonly retention: RunRetentionService,
    private readonly whatsappReminders: QueueWhatsAppRemindersService,
    private readonly whatsappDeliveries: ProcessWhatsAppDeliveriesService,
  ) {
    super();
  }

  @Timeout(FIRST_RUN_TIMEOUT, FIRST_RUN_DELAY_MS)
  firstRun(): void {
    void this.expireBookings();
    void this.purgeOldVisits();
    void this.purgeBookingLinks();
    void this.runRetention();
    void this.whatsapp();
  }

  /** Runs no new job from now on and waits for the ones running (the timers are cleared at shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running.values());
  }

  @Interval('expire-unconfirmed-bookings', EXPIRY_INTERVAL_MS)
  expireBookings(): Promise<JobOutcome> {
    return this.once('expire-unconfirmed-bookings', EXPIRY_INTERVAL_MS, () => this.expireUnconfirmed.execute());
  }

  @Interval('purge-old-visits', PURGE_INTERVAL_MS)
  purgeOldVisits(): Promise<JobOutcome> {
    return this.once('purge-old-visits', PURGE_INTERVAL_MS, () => this.purgeVisits.execute());
  }

  @Interval('purge-booking-links', PURGE_INTERVAL_MS)
  purgeBookingLinks(): Promise<JobOutcome> {
    return this.once('purge-booking-links', PURGE_INTERVAL_MS, () => this.purgeLinks.execute());
  }

  /** Old sent messages and ended bookings' personal data (OUTBOX_RETENTION_DAYS, PII_RETENTION_DAYS). */
  @Interval('retention', PURGE_INTERVAL_MS)
  runRetention(): Promise<JobOutcome> {
    return this.once('retention', PURGE_INTERVAL_MS, () => this.retention.execute());
  }

  /** WhatsApp: deliveries left unprocessed (a crash, the database away), then the reminders due (nothing without WhatsApp configured). */
  @Interval('whatsapp', WHATSAPP_INTERVAL_MS)
  whatsapp(): Promise<JobOutcome> {
    return this.once('whatsapp', WHATSAPP_INTERVAL_MS, async () => {
      await this.whatsappDeliveries.execute();
      await this.whatsappReminders.execute();
    });
  }

  private once(name: string, everyMs: number, job: () => Promise<unknown>): Promise<JobOutcome> {
    if (this.stopped || this.running.has(name)) return Promise.resolve('skipped');
    const run = this.run(name, everyMs, job).finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  private async run(name: string, everyMs: number, job: () => Promise<unknown>): Promise<JobOutcome> {
    let claimed: boolean;
    try {
      claimed = await this.leases.claim(name, { holder: this.holder, everyMs: Math.max(0, everyMs - DUE_TOLERANCE_MS), ttlMs: LEASE_TTL_MS });
    } catch (e) {
      this.logger.error(`${name} not run: its lease could not be claimed (${message(e)})`);
      return 'failed';
    }
    if (!claimed) return 'skipped'; // another instance runs it, or ran it less than a period ago
    let outcome: 'done' | 'failed' = 'done';
    try {
      await job();
    } catch (e) {
      outcome = 'failed';
      this.logger.error(`${name} failed: ${message(e)}`);
    }
    try {
      await this.leases.release(name, this.holder, outcome);
    } catch (e) {
      this.logger.warn(`${name}: its lease could not be released (${message(e)}); it expires by itself`);
    }
    return outcome === 'done' ? 'ran' : 'failed';
  }
}

function message(e: unknown): string {
  return (e as Error)?.message ?? String(e);
}
