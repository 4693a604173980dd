import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a booking page link was given (docs/booking.md, "Keep my car"): `creator` for the link in
 * the answer to the site (POST /api/bookings, the thank-you page), `email` for a link in an e-mail.
 * With e-mail configured only an e-mailed link keeps the booking. Existing links: the first link of
 * each booking was the creator's (made in the same transaction as the booking), the others e-mailed.
 */
export class BookingTokenOrigin1766300000000 implements MigrationInterface {
  name = 'BookingTokenOrigin1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE booking_tokens
        ADD COLUMN origin varchar(8) NOT NULL DEFAULT 'email' CONSTRAINT booking_tokens_origin_check CHECK (origin IN ('email', 'creator'))`);
    await q.query(`
      UPDATE booking_tokens t SET origin = 'creator'
        FROM bookings b
       WHERE b.id = t.booking_id AND t.created_at = (SELECT min(created_at) FROM booking_tokens f WHERE f.booking_id = t.booking_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking_tokens DROP COLUMN origin`);
  }
}
