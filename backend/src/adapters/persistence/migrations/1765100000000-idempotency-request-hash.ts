import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys bound to their request (docs/api.md): the SHA-256 (64 hex characters) of the
 * canonical request a key first came with. Bookings made before have none; a repeat of their key
 * is answered as a conflict (application/booking/idempotency.ts).
 */
export class IdempotencyRequestHash1765100000000 implements MigrationInterface {
  name = 'IdempotencyRequestHash1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings ADD COLUMN idempotency_hash varchar(64) NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings DROP COLUMN idempotency_hash`);
  }
}
