import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pre-check-in on the customer's booking page (docs/product.md §13, docs/staff.md):
 * - `booking_precheckins`: one row per booking that sent one: the international driving permit flag
 *   and the second driver's name;
 * - `precheckin_documents`: the driving licence and passport (one of each kind per booking, a new one
 *   replaces the old), JPEG, PNG or PDF as bytea with their size, so backups and every instance have them.
 * Both are deleted 30 days after the return date, or 30 days after a cancellation (retention).
 */
export class Precheckin1765400000000 implements MigrationInterface {
  name = 'Precheckin1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE booking_precheckins (
        booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
        international_permit boolean NOT NULL DEFAULT false,
        second_driver varchar(101),
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE precheckin_documents (
        id bigserial PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL CONSTRAINT precheckin_documents_kind_check CHECK (kind IN ('licence', 'passport')),
        content_type varchar(32) NOT NULL
          CONSTRAINT precheckin_documents_type_check CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
        byte_size integer NOT NULL CONSTRAINT precheckin_documents_size_check CHECK (byte_size > 0 AND byte_size <= 10485760),
        data bytea NOT NULL,
        uploaded_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX precheckin_documents_booking_kind_key ON precheckin_documents (booking_id, kind)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE precheckin_documents`);
    await q.query(`DROP TABLE booking_precheckins`);
  }
}
