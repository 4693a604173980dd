import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a refused handover form sent without the page's script keeps (docs/staff.md, "A refusal
 * loses nothing"): its accepted photos and the customer's signature, for the next submit of that
 * booking's same handover from the same staff session only. Kept 24 hours at most: used or
 * replaced by the next submit, deleted once the handover is recorded, and by the hourly clean-up.
 * `id_hash`: the SHA-256 of the reference the form carries; `session_key`: that of the session's form token.
 */
export class HandoverDrafts1767047000000 implements MigrationInterface {
  name = 'HandoverDrafts1767047000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE handover_drafts (
        id_hash varchar(64) PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL CHECK (kind IN ('check-out', 'check-in')),
        session_key varchar(64) NOT NULL,
        photos bytea[] NOT NULL DEFAULT '{}',
        signature_png bytea,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX handover_drafts_booking_idx ON handover_drafts (booking_id)`);
    await q.query(`CREATE INDEX handover_drafts_expires_idx ON handover_drafts (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE handover_drafts`);
  }
}
