import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Holds that real customers keep (docs/product.md §10, §11, §13):
 * - `verification_required`: the booking was made while e-mail was configured, so it holds its car
 *   for HOLD_UNVERIFIED_MINUTES unless the customer keeps it; `verified_at`: when they did (or staff
 *   confirmed it). Existing bookings need no verifying.
 * - `client_key`: the client address a booking came from, as counted by PENDING_PER_IP (an IPv4
 *   address, or an IPv6 /64). Personal data: cleared with the rest by retention.
 * - `booking_tokens`: the links of the customer's booking page, by the SHA-256 of their token only.
 *   A booking gets one with its answer to the site and one with each e-mail.
 * - The customer can cancel on that page: status_reason `customer`; history type `verified`.
 * - Partial indexes over pending bookings for the caps (few rows: the caps keep them few).
 */
export class VerifiedHolds1765000000000 implements MigrationInterface {
  name = 'VerifiedHolds1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE bookings
        ADD COLUMN verification_required boolean NOT NULL DEFAULT false,
        ADD COLUMN verified_at timestamptz NULL,
        ADD COLUMN client_key varchar(64) NULL`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_status_reason_check`);
    await q.query(`
      ALTER TABLE bookings ADD CONSTRAINT bookings_status_reason_check
        CHECK (status_reason IS NULL OR status_reason IN ('staff', 'unconfirmed', 'customer'))`);
    await q.query(`ALTER TABLE booking_history DROP CONSTRAINT booking_history_type_check`);
    await q.query(`
      ALTER TABLE booking_history ADD CONSTRAINT booking_history_type_check
        CHECK (type IN ('created', 'verified', 'confirmed', 'cancelled', 'expired', 'moved'))`);
    await q.query(`CREATE INDEX bookings_pending_email_idx ON bookings (lower(customer_email)) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX bookings_pending_client_idx ON bookings (client_key) WHERE status = 'pending'`);
    await q.query(`
      CREATE TABLE booking_tokens (
        token_hash char(64) PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX booking_tokens_booking_idx ON booking_tokens (booking_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_tokens`);
    await q.query(`DROP INDEX bookings_pending_client_idx`);
    await q.query(`DROP INDEX bookings_pending_email_idx`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_status_reason_check`);
    await q.query(`
      ALTER TABLE bookings ADD CONSTRAINT bookings_status_reason_check
        CHECK (status_reason IS NULL OR status_reason IN ('staff', 'unconfirmed'))`);
    await q.query(`DELETE FROM booking_history WHERE type = 'verified'`);
    await q.query(`ALTER TABLE booking_history DROP CONSTRAINT booking_history_type_check`);
    await q.query(`
      ALTER TABLE booking_history ADD CONSTRAINT booking_history_type_check
        CHECK (type IN ('created', 'confirmed', 'cancelled', 'expired', 'moved'))`);
    await q.query(`ALTER TABLE bookings DROP COLUMN client_key, DROP COLUMN verified_at, DROP COLUMN verification_required`);
  }
}
