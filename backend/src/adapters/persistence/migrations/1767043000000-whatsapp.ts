import type { MigrationInterface, QueryRunner } from 'typeorm';

const HISTORY_TYPES = ['created', 'confirmed', 'cancelled', 'expired', 'moved', 'verified', 'checked_out', 'checked_in', 'payment', 'charge'];

/**
 * WhatsApp (docs/operations.md, WhatsApp):
 * - `whatsapp_deliveries`: each signed webhook delivery as received (raw body), processed from here
 *   (`processed_at`), claimed under a short lease so that one instance processes it;
 * - `whatsapp_inbound`: each customer message once (Meta's message id is the key: a retried or
 *   replayed delivery finds it and does nothing), with the booking it named, or none (the inbox);
 * - `whatsapp_opt_outs`: numbers that wrote STOP; nothing is sent to them;
 * - `whatsapp_outbound`: our template messages, one per booking and template (a reminder is queued
 *   once), with Meta's message id and the last status its callbacks reported;
 * - the outbox gains the channel `whatsapp`, booking history the entry `whatsapp`.
 */
export class WhatsApp1767043000000 implements MigrationInterface {
  name = 'WhatsApp1767043000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE whatsapp_deliveries (
        id bigserial PRIMARY KEY,
        received_at timestamptz NOT NULL DEFAULT now(),
        body text NOT NULL,
        processed_at timestamptz,
        claimed_until timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await q.query(`CREATE INDEX whatsapp_deliveries_unprocessed_idx ON whatsapp_deliveries (id) WHERE processed_at IS NULL`);
    await q.query(`
      CREATE TABLE whatsapp_inbound (
        message_id varchar(200) PRIMARY KEY,
        from_phone varchar(32) NOT NULL,
        profile_name varchar(200),
        text text NOT NULL,
        sent_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        kind varchar(16) NOT NULL CONSTRAINT whatsapp_inbound_kind_check CHECK (kind IN ('booking', 'unmatched', 'stop', 'start')),
        booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX whatsapp_inbound_booking_idx ON whatsapp_inbound (booking_id) WHERE booking_id IS NOT NULL`);
    await q.query(`CREATE INDEX whatsapp_inbound_received_idx ON whatsapp_inbound (received_at)`);
    await q.query(`
      CREATE TABLE whatsapp_opt_outs (
        phone varchar(32) PRIMARY KEY,
        at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE whatsapp_outbound (
        event_id uuid PRIMARY KEY,
        booking_id uuid REFERENCES bookings (id) ON DELETE CASCADE,
        template varchar(40) NOT NULL,
        recipient varchar(32) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        message_id varchar(200) UNIQUE,
        status varchar(16) NOT NULL DEFAULT 'queued'
          CONSTRAINT whatsapp_outbound_status_check CHECK (status IN ('queued', 'accepted', 'sent', 'delivered', 'read', 'failed')),
        status_at timestamptz,
        error text,
        CONSTRAINT whatsapp_outbound_once UNIQUE (booking_id, template)
      )`);
    await q.query(`CREATE INDEX whatsapp_outbound_created_idx ON whatsapp_outbound (created_at)`);
    await q.query(`ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check`);
    await q.query(`ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'webhook', 'whatsapp'))`);
    await q.query(`ALTER TABLE booking_history DROP CONSTRAINT booking_history_type_check`);
    await q.query(`ALTER TABLE booking_history ADD CONSTRAINT booking_history_type_check CHECK (type IN (${[...HISTORY_TYPES, 'whatsapp'].map((t) => `'${t}'`).join(', ')}))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM booking_history WHERE type = 'whatsapp'`);
    await q.query(`ALTER TABLE booking_history DROP CONSTRAINT booking_history_type_check`);
    await q.query(`ALTER TABLE booking_history ADD CONSTRAINT booking_history_type_check CHECK (type IN (${HISTORY_TYPES.map((t) => `'${t}'`).join(', ')}))`);
    await q.query(`DELETE FROM outbox WHERE channel = 'whatsapp'`);
    await q.query(`ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check`);
    await q.query(`ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'webhook'))`);
    await q.query(`DROP TABLE whatsapp_outbound`);
    await q.query(`DROP TABLE whatsapp_opt_outs`);
    await q.query(`DROP TABLE whatsapp_inbound`);
    await q.query(`DROP TABLE whatsapp_deliveries`);
  }
}
