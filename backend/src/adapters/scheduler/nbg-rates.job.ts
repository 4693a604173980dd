import { Injectable, Logger } from '@nestjs/common';
import { Interval, Timeout } from '@nestjs/schedule';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { ExchangeRatesService } from '../../application/money/exchange-rates.service.js';
import { JobLeaseRepository } from '../../application/ports/job-lease.repository.js';
import { AppConfig } from '../../config/app-config.js';

const JOB = 'nbg-rates';
/** The job looks every hour whether a read is due (every NBG_RATES_INTERVAL_HOURS across instances). */
const CHECK_EVERY_MS = 60 * 60_000;
const FIRST_RUN_DELAY_MS = 15_000;

/**
 * Reads the National Bank of Georgia's EUR and USD rates from NBG_RATES_URL every
 * NBG_RATES_INTERVAL_HOURS (default 24; 0: never), once across instances by a lease in the
 * database as the other jobs. A failed read keeps the last good rates (ExchangeRatesService logs
 * why) and is tried again at the next hourly check.
 */
@Injectable()
export class NbgRatesJob {
  private readonly logger = new Logger('Scheduler');
  private readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    private readonly rates: ExchangeRatesService,
    private readonly leases: JobLeaseRepository,
    private readonly config: AppConfig,
  ) {}

  @Timeout('nbg-rates-first-run', FIRST_RUN_DELAY_MS)
  firstRun(): Promise<'ran' | 'failed' | 'skipped'> {
    return this.run();
  }

  @Interval(JOB, CHECK_EVERY_MS)
  run(): Promise<'ran' | 'failed' | 'skipped'> {
    return this.once();
  }

  private async once(): Promise<'ran' | 'failed' | 'skipped'> {
    const hours = this.config.nbgRatesIntervalHours;
    if (hours <= 0) return 'skipped';
    try {
      if (!(await this.leases.claim(JOB, { holder: this.holder, everyMs: hours * 3_600_000 - 30_000, ttlMs: 10 * 60_000 }))) return 'skipped';
    } catch (e) {
      this.logger.error(`${JOB} not run: its lease could not be claimed (${(e as Error).message})`);
      return 'failed';
    }
    let outcome: 'done' | 'failed' = 'done';
    try {
      await this.rates.fetch();
    } catch {
      outcome = 'failed'; // logged by the service with the reason; the last good rates stay
    }
    try {
      await this.leases.release(JOB, this.holder, outcome);
    } catch (e) {
      this.logger.warn(`${JOB}: its lease could not be released (${(e as Error).message}); it expires by itself`);
    }
    return outcome === 'done' ? 'ran' : 'failed';
  }
}
