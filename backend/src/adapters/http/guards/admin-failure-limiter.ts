import { Logger } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { RATE_LIMIT_TABLE } from './submission-rate-limiter.js';

/** Ten wrong admin tokens from one client within ten minutes block it for ten minutes (docs/operations.md). */
export const ADMIN_FAILURES_ALLOWED = 10;
export const ADMIN_FAILURE_WINDOW_S = 10 * 60;
export const ADMIN_BLOCK_S = 10 * 60;

/**
 * Counts wrong admin tokens per client with rate-limiter-flexible, in PostgreSQL (table
 * `rate_limits`, like RATE_LIMIT) when DATABASE_URL is set, so every instance counts against one
 * budget; in memory on the embedded database. The tenth wrong token within the window blocks the
 * client for ADMIN_BLOCK_S, whatever it sends then.
 */
export class AdminFailureLimiter {
  private readonly logger = new Logger('AdminAuth');
  private readonly limiter: RateLimiterAbstract;

  constructor(database: { dataSource: DataSource; shared: boolean }) {
    // Blocked once more than `points` were consumed: the tenth failure is the one over nine.
    const options = { points: ADMIN_FAILURES_ALLOWED - 1, duration: ADMIN_FAILURE_WINDOW_S, blockDuration: ADMIN_BLOCK_S, keyPrefix: 'admin-token-failures' };
    this.limiter = database.shared
      ? new RateLimiterPostgres({
          ...options,
          storeClient: database.dataSource,
          storeType: 'typeorm',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: false, // SubmissionRateLimiter deletes expired counters of the table
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  }

  /** Seconds the client is still blocked for, 0 when it is not. */
  async blockedFor(client: string): Promise<number> {
    try {
      const res = await this.limiter.get(client);
      if (!res || res.consumedPoints < ADMIN_FAILURES_ALLOWED) return 0;
      return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    } catch (e) {
      this.logger.warn(`admin token failures not read: ${(e as Error)?.message ?? String(e)}`);
      return 0;
    }
  }

  /** Counts one wrong token; answers the seconds of the block when this one started it, else 0. */
  async failed(client: string): Promise<number> {
    try {
      await this.limiter.consume(client);
      return 0;
    } catch (e) {
      if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      this.logger.warn(`admin token failure not counted: ${(e as Error)?.message ?? String(e)}`);
      return 0;
    }
  }
}
