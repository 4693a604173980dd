import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money handed back to a customer who paid more than they owe (`rentals payments add … --refund`,
 * "Refund" on the staff booking page): a row of `booking_payments` with `refund` true, its amount
 * positive like a payment's; the balance and the day's count subtract it.
 */
export class Refunds1767041000000 implements MigrationInterface {
  name = 'Refunds1767041000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking_payments ADD COLUMN refund boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM booking_payments WHERE refund`);
    await q.query(`ALTER TABLE booking_payments DROP COLUMN refund`);
  }
}
