import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ExpireUnconfirmedService } from '../../application/booking/expire-unconfirmed.service.js';
import { PurgeVisitsService } from '../../application/visits/purge-visits.service.js';

export const EXPIRY_INTERVAL_MS = 5 * 60_000;
export const PURGE_INTERVAL_MS = 24 * 60 * 60_000;
/** Both jobs also run once this long after start, so that a restart catches up. */
const FIRST_RUN_DELAY_MS = 10_000;

/**
 * Scheduled maintenance (DESIGN §4.5, §4.11): expire unconfirmed bookings every 5 minutes, purge
 * old visit records daily. Jobs only call application services; failures are logged, never thrown.
 * A job still running when its next turn comes is not started twice.
 */
@Injectable()
export class MaintenanceJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Scheduler');
  private readonly running = new Set<string>();
  private firstRun: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly expireUnconfirmed: ExpireUnconfirmedService,
    private readonly purgeVisits: PurgeVisitsService,
  ) {}

  onApplicationBootstrap(): void {
    this.firstRun = setTimeout(() => {
      this.firstRun = null;
      void this.expireBookings();
      void this.purgeOldVisits();
    }, FIRST_RUN_DELAY_MS);
    this.firstRun.unref();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    if (this.firstRun) clearTimeout(this.firstRun);
    this.firstRun = null;
  }

  @Interval('expire-unconfirmed-bookings', EXPIRY_INTERVAL_MS)
  async expireBookings(): Promise<void> {
    await this.once('expire-unconfirmed-bookings', () => this.expireUnconfirmed.execute());
  }

  @Interval('purge-old-visits', PURGE_INTERVAL_MS)
  async purgeOldVisits(): Promise<void> {
    await this.once('purge-old-visits', () => this.purgeVisits.execute());
  }

  private async once(name: string, job: () => Promise<unknown>): Promise<void> {
    if (this.stopped || this.running.has(name)) return;
    this.running.add(name);
    try {
      await job();
    } catch (e) {
      this.logger.error(`${name} failed: ${(e as Error)?.message ?? String(e)}`);
    } finally {
      this.running.delete(name);
    }
  }
}
