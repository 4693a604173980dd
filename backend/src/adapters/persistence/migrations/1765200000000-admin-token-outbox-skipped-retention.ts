import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Security and retention (docs/product.md §17, docs/persistence.md):
 * - `admin_token`: at most one row, the SHA-256 (hex) of the generated admin token that every
 *   instance accepts while ADMIN_TOKEN is unset. The token itself is never stored.
 * - `outbox.status` gains `skipped`: a message no instance could send (its channel is configured
 *   nowhere, or STAFF_EMAIL is unset where e-mail is sent); it is neither retried nor a failure.
 * - `bookings.personal_data_removed_at`: when retention replaced the booking's personal data by
 *   `[removed]` (PII_RETENTION_DAYS); also what makes the removal run once per booking.
 */
export class AdminTokenOutboxSkippedRetention1765200000000 implements MigrationInterface {
  name = 'AdminTokenOutboxSkippedRetention1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_token (
        id smallint PRIMARY KEY DEFAULT 1 CONSTRAINT admin_token_single_row CHECK (id = 1),
        token_sha256 char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE outbox DROP CONSTRAINT outbox_status_check`);
    await q.query(`ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (status IN ('pending', 'sent', 'failed', 'skipped'))`);
    await q.query(`CREATE INDEX outbox_settled_idx ON outbox (created_at) WHERE status IN ('sent', 'skipped')`);
    await q.query(`ALTER TABLE bookings ADD COLUMN personal_data_removed_at timestamptz`);
    await q.query(`CREATE INDEX bookings_cancelled_idx ON bookings (cancelled_at) WHERE status = 'cancelled' AND personal_data_removed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX bookings_cancelled_idx`);
    await q.query(`ALTER TABLE bookings DROP COLUMN personal_data_removed_at`);
    await q.query(`DROP INDEX outbox_settled_idx`);
    await q.query(`UPDATE outbox SET status = 'failed' WHERE status = 'skipped'`);
    await q.query(`ALTER TABLE outbox DROP CONSTRAINT outbox_status_check`);
    await q.query(`ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (status IN ('pending', 'sent', 'failed'))`);
    await q.query(`DROP TABLE admin_token`);
  }
}
