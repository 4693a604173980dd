import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';

/** The counting window of RATE_LIMIT (docs/operations.md: submissions per client IP per minute). */
export const RATE_LIMIT_WINDOW_S = 60;
/** The table of migration 1764000100000-rate-limits (rate-limiter-flexible's own layout). */
export const RATE_LIMIT_TABLE = 'rate_limits';
/** Expired counters are deleted this often (an hour after they expired, as the library does). */
const CLEAR_EXPIRED_EVERY_MS = 5 * 60_000;
const CLEAR_EXPIRED_AFTER_MS = 60 * 60_000;

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After); at least 1. */
  retryAfterSeconds: number;
  remaining: number;
}

export type RateLimitStoreKind = 'postgres' | 'memory' | 'off';

/**
 * Counts submissions per key (endpoint group + client IP) in fixed one-minute windows with
 * rate-limiter-flexible. With DATABASE_URL the counters live in PostgreSQL (table `rate_limits`),
 * so every server instance on that database counts against one budget; on the embedded database
 * (one machine, usually one process) they live in this process's memory. If PostgreSQL cannot be
 * reached, a memory limiter with the same budget stands in (the library's insurance limiter), so
 * an outage neither lets everything through nor turns submissions into 500s.
 */
export class SubmissionRateLimiter implements OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private readonly limiter: RateLimiterAbstract | null;
  private readonly clearTimer: NodeJS.Timeout | null = null;
  readonly store: RateLimitStoreKind;

  constructor(
    readonly limit: number,
    database: { dataSource: DataSource; shared: boolean },
    keyPrefix = 'submissions',
  ) {
    if (limit <= 0) {
      this.limiter = null;
      this.store = 'off';
      return;
    }
    const options = { points: limit, duration: RATE_LIMIT_WINDOW_S, keyPrefix };
    if (!database.shared) {
      this.limiter = new RateLimiterMemory(options);
      this.store = 'memory';
      return;
    }
    const { dataSource } = database;
    this.limiter = new RateLimiterPostgres({
      ...options,
      // TypeORM's pg pool (the library takes `driver.master` from it): no second pool per process.
      storeClient: dataSource,
      storeType: 'typeorm',
      tableName: RATE_LIMIT_TABLE,
      // The migration creates the table; the library would otherwise CREATE it at start.
      tableCreated: true,
      // Cleared below instead, so the timer stops with the application.
      clearExpiredByTimeout: false,
      insuranceLimiter: new RateLimiterMemory(options),
    });
    this.store = 'postgres';
    this.clearTimer = setInterval(() => {
      dataSource.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire < $1`, [Date.now() - CLEAR_EXPIRED_AFTER_MS]).catch((e: unknown) => {
        this.logger.warn(`could not delete expired rate-limit counters: ${(e as Error)?.message ?? String(e)}`);
      });
    }, CLEAR_EXPIRED_EVERY_MS);
    this.clearTimer.unref();
  }

  /** Counts one submission for `key`. A limit of 0 allows everything. */
  async hit(key: string): Promise<RateLimitDecision> {
    if (!this.limiter) return { allowed: true, retryAfterSeconds: 0, remaining: Infinity };
    try {
      const res = await this.limiter.consume(key);
      return { allowed: true, retryAfterSeconds: secondsLeft(res), remaining: res.remainingPoints };
    } catch (e) {
      if (e instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: secondsLeft(e), remaining: 0 };
      // Both the store and the insurance limiter failed (should not happen): let the request through.
      this.logger.warn(`rate limit not checked: ${(e as Error)?.message ?? String(e)}`);
      return { allowed: true, retryAfterSeconds: 0, remaining: this.limit };
    }
  }

  onModuleDestroy(): void {
    if (this.clearTimer) clearInterval(this.clearTimer);
  }
}

function secondsLeft(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * The budget of booking-page requests (GET and POST /api/bookings/manage/<token>..., and the page's
 * own forms) per client IP per minute: BOOKING_PAGE_RATE_LIMIT, default 20, so nobody can try
 * tokens at speed (not that 128 random bits could be guessed).
 */
export class BookingPageRateLimiter extends SubmissionRateLimiter {}

/** MCP tool calls per client address per minute: MCP_RATE_LIMIT, default 120. */
export class McpCallRateLimiter extends SubmissionRateLimiter {}

/** Staff sign-in attempts (POST /staff/login) per client address per minute: STAFF_SIGN_IN_RATE_LIMIT, default 30. */
export class SignInRateLimiter extends SubmissionRateLimiter {}

/** Speed beacons (POST /api/vitals) per client address per minute: VITALS_RATE_LIMIT, default 30. */
export class VitalsRateLimiter extends SubmissionRateLimiter {}
