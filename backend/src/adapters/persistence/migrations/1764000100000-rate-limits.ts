import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What several server instances on one PostgreSQL share besides the bookings (docs/operations.md):
 * - `rate_limits`: RATE_LIMIT counters, in rate-limiter-flexible's own layout (key, points,
 *   expire in epoch milliseconds), created here so the library never runs DDL (`tableCreated`).
 * - `job_leases`: one row per scheduled job; an instance runs a job only after claiming its row
 *   (not held by another instance, and due), so each job runs once per period across instances.
 */
export class RateLimits1764000100000 implements MigrationInterface {
  name = 'RateLimits1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await q.query(`CREATE INDEX rate_limits_expire_idx ON rate_limits (expire)`);
    await q.query(`
      CREATE TABLE job_leases (
        name varchar(64) PRIMARY KEY,
        holder varchar(200),
        locked_until timestamptz,
        next_run_at timestamptz NOT NULL,
        last_started_at timestamptz,
        last_finished_at timestamptz,
        last_outcome varchar(16)
          CONSTRAINT job_leases_last_outcome_check CHECK (last_outcome IS NULL OR last_outcome IN ('done', 'failed'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE job_leases`);
    await q.query(`DROP TABLE rate_limits`);
  }
}
