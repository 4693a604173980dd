import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff workflow (docs/product.md §16, docs/persistence.md):
 * - `booking_history`: one row per change of a booking (created, confirmed, cancelled, expired,
 *   moved) with its time, actor and detail, written in the change's transaction. Bookings that
 *   exist already get their `created` row (and `confirmed`/`cancelled`/`expired` where their
 *   timestamps say so), with actor `unknown` for what staff did before history was kept.
 * - `outbox`: the messages (e-mails, webhook events) a change causes, written in the change's
 *   transaction and sent by a worker. A sender claims due rows with `FOR UPDATE SKIP LOCKED` and
 *   a lease (`locked_by`, `locked_until`), so several instances never send one message at once.
 */
export class StaffWorkflow1764000200000 implements MigrationInterface {
  name = 'StaffWorkflow1764000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE booking_history (
        id bigserial PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        type varchar(16) NOT NULL
          CONSTRAINT booking_history_type_check CHECK (type IN ('created', 'confirmed', 'cancelled', 'expired', 'moved')),
        actor varchar(64) NOT NULL,
        detail text NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE INDEX booking_history_booking_idx ON booking_history (booking_id, at, id)`);
    await q.query(`
      INSERT INTO booking_history (booking_id, at, type, actor, detail)
      SELECT id, created_at, 'created', 'visitor', 'booked (before history was kept)' FROM bookings`);
    await q.query(`
      INSERT INTO booking_history (booking_id, at, type, actor, detail)
      SELECT id, confirmed_at, 'confirmed', 'unknown', 'confirmed (before history was kept)' FROM bookings WHERE confirmed_at IS NOT NULL`);
    await q.query(`
      INSERT INTO booking_history (booking_id, at, type, actor, detail)
      SELECT id, cancelled_at,
             CASE WHEN status_reason = 'unconfirmed' THEN 'expired' ELSE 'cancelled' END,
             CASE WHEN status_reason = 'unconfirmed' THEN 'system' ELSE 'unknown' END,
             'cancelled (before history was kept)'
        FROM bookings WHERE cancelled_at IS NOT NULL`);

    await q.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL,
        channel varchar(16) NOT NULL CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'webhook')),
        topic varchar(40) NOT NULL,
        booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
        reference varchar(16),
        payload text NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending' CONSTRAINT outbox_status_check CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        retry_since timestamptz NOT NULL DEFAULT now(),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_by varchar(200),
        locked_until timestamptz,
        last_error text,
        sent_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX outbox_event_id_key ON outbox (event_id)`);
    await q.query(`CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX outbox_failed_idx ON outbox (id) WHERE status = 'failed'`);
    await q.query(`CREATE INDEX outbox_booking_idx ON outbox (booking_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox`);
    await q.query(`DROP TABLE booking_history`);
  }
}
