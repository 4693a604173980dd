import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StoredBooking } from '../../../domain/booking/stored-booking.js';
import { laterStatus, type InboundMessage, type StatusUpdate } from '../../../domain/whatsapp/inbound.js';
import type { WhatsAppTemplate } from '../../../domain/whatsapp/templates.js';
import {
  WhatsAppRepository,
  WhatsAppWrites,
  type InboundKind,
  type InboxMessage,
  type OutboundMessage,
  type StoredDelivery,
} from '../../../application/ports/whatsapp.repository.js';
import { poolSql, type Sql } from '../transaction.js';
import { BOOKING_WITH_UNIT, bookingWithUnit, type BookingRow } from './booking-columns.js';

/** The WhatsApp tables (migration 1767043000000-whatsapp.ts) on the pool. */
@Injectable()
export class TypeOrmWhatsAppRepository extends WhatsAppRepository {
  private readonly sql: Sql;

  constructor(dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  async storeDelivery(body: string, at: Date): Promise<number> {
    const [row] = await this.sql<{ id: string }>(`INSERT INTO whatsapp_deliveries (body, received_at) VALUES ($1, $2) RETURNING id`, [body, at]);
    return Number(row.id);
  }

  async claimDelivery(leaseMs: number): Promise<StoredDelivery | null> {
    const [row] = await this.sql<{ id: string; body: string; received_at: Date }>(
      `UPDATE whatsapp_deliveries SET claimed_until = now() + $1 * interval '1 millisecond', attempts = attempts + 1
        WHERE id = (SELECT id FROM whatsapp_deliveries
                     WHERE processed_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
                     ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, body, received_at`,
      [leaseMs],
    );
    return row ? { id: Number(row.id), body: row.body, receivedAt: new Date(row.received_at) } : null;
  }

  async finishDelivery(id: number): Promise<void> {
    await this.sql(`UPDATE whatsapp_deliveries SET processed_at = now(), claimed_until = NULL, last_error = NULL WHERE id = $1`, [id]);
  }

  async failDelivery(id: number, error: string): Promise<void> {
    await this.sql(`UPDATE whatsapp_deliveries SET last_error = $2 WHERE id = $1`, [id, error.slice(0, 1000)]);
  }

  async deliveries(): Promise<{ last: Date | null; unprocessed: number }> {
    const [row] = await this.sql<{ last: Date | null; unprocessed: string }>(
      `SELECT (SELECT max(received_at) FROM whatsapp_deliveries) AS last,
              (SELECT count(*) FROM whatsapp_deliveries WHERE processed_at IS NULL) AS unprocessed`,
    );
    return { last: row.last ? new Date(row.last) : null, unprocessed: Number(row.unprocessed) };
  }

  async inbox(limit: number): Promise<InboxMessage[]> {
    const rows = await this.sql<{ message_id: string; from_phone: string; profile_name: string | null; text: string; sent_at: Date }>(
      `SELECT message_id, from_phone, profile_name, text, sent_at FROM whatsapp_inbound WHERE kind = 'unmatched' ORDER BY sent_at DESC, received_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ messageId: r.message_id, from: r.from_phone, profileName: r.profile_name, text: r.text, sentAt: new Date(r.sent_at) }));
  }

  async lastWrote(bookingIds: readonly string[]): Promise<Map<string, Date>> {
    if (bookingIds.length === 0) return new Map();
    const rows = await this.sql<{ booking_id: string; at: Date }>(
      `SELECT booking_id, max(sent_at) AS at FROM whatsapp_inbound WHERE booking_id = ANY($1::uuid[]) GROUP BY booking_id`,
      [bookingIds],
    );
    return new Map(rows.map((r) => [r.booking_id, new Date(r.at)]));
  }

  async optedOut(phone: string): Promise<boolean> {
    return (await this.sql(`SELECT 1 FROM whatsapp_opt_outs WHERE phone = $1`, [phone])).length > 0;
  }

  async updateStatus(update: StatusUpdate): Promise<boolean> {
    const [row] = await this.sql<{ status: string }>(`SELECT status FROM whatsapp_outbound WHERE message_id = $1`, [update.messageId]);
    if (!row) return false;
    if (!laterStatus(row.status, update.status)) return true;
    await this.sql(`UPDATE whatsapp_outbound SET status = $2, status_at = $3, error = $4 WHERE message_id = $1`, [update.messageId, update.status, update.at, update.error]);
    return true;
  }

  async accepted(eventId: string, messageId: string, at: Date): Promise<void> {
    await this.sql(`UPDATE whatsapp_outbound SET message_id = $2, status = 'accepted', status_at = $3 WHERE event_id = $1 AND status = 'queued'`, [eventId, messageId, at]);
  }

  async outbound(since: Date, limit: number): Promise<OutboundMessage[]> {
    const rows = await this.sql<{
      event_id: string;
      reference: string | null;
      template: string;
      recipient: string;
      created_at: Date;
      status: string;
      status_at: Date | null;
      error: string | null;
      outbox_status: string | null;
      outbox_error: string | null;
      attempts: number | null;
    }>(
      `SELECT w.event_id, b.reference, w.template, w.recipient, w.created_at, w.status, w.status_at, w.error,
              o.status AS outbox_status, o.last_error AS outbox_error, o.attempts
         FROM whatsapp_outbound w
         LEFT JOIN bookings b ON b.id = w.booking_id
         LEFT JOIN outbox o ON o.event_id = w.event_id AND o.channel = 'whatsapp'
        WHERE w.created_at >= $1
        ORDER BY w.created_at DESC, w.event_id LIMIT $2`,
      [since, limit],
    );
    return rows.map((r) => ({
      eventId: r.event_id,
      reference: r.reference,
      template: r.template,
      recipient: r.recipient,
      createdAt: new Date(r.created_at),
      status: r.status,
      statusAt: r.status_at ? new Date(r.status_at) : null,
      error: r.error,
      outboxStatus: r.outbox_status,
      outboxError: r.outbox_error,
      attempts: r.attempts ?? 0,
    }));
  }

  async reminderCandidates(w: { pickupFrom: string; pickupTo: string; returnFrom: string; returnTo: string }): Promise<StoredBooking[]> {
    const rows = await this.sql<BookingRow>(
      `SELECT ${BOOKING_WITH_UNIT} FROM bookings b
        WHERE (b.status = 'confirmed' AND b.pickup_date BETWEEN $1::date AND $2::date)
           OR (b.status IN ('on_rent', 'returned') AND b.return_date BETWEEN $3::date AND $4::date)
        ORDER BY b.pickup_date, b.reference`,
      [w.pickupFrom, w.pickupTo, w.returnFrom, w.returnTo],
    );
    return rows.map((r) => bookingWithUnit(r));
  }
}

/** The WhatsApp writes of one transaction (typeorm.unit-of-work.ts). */
export class TypeOrmWhatsAppWrites extends WhatsAppWrites {
  constructor(private readonly sql: Sql) {
    super();
  }

  async recordInbound(m: InboundMessage, kind: InboundKind, bookingId: string | null): Promise<boolean> {
    const rows = await this.sql(
      `INSERT INTO whatsapp_inbound (message_id, from_phone, profile_name, text, sent_at, kind, booking_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (message_id) DO NOTHING RETURNING message_id`,
      [m.id, m.from, m.profileName, m.text, m.sentAt, kind, bookingId],
    );
    return rows.length > 0;
  }

  async optOut(phone: string, at: Date): Promise<void> {
    await this.sql(`INSERT INTO whatsapp_opt_outs (phone, at) VALUES ($1, $2) ON CONFLICT (phone) DO NOTHING`, [phone, at]);
  }

  async optIn(phone: string): Promise<void> {
    await this.sql(`DELETE FROM whatsapp_opt_outs WHERE phone = $1`, [phone]);
  }

  async addOutbound(o: { eventId: string; bookingId: string; template: WhatsAppTemplate; recipient: string }): Promise<boolean> {
    const rows = await this.sql(
      `INSERT INTO whatsapp_outbound (event_id, booking_id, template, recipient) VALUES ($1, $2, $3, $4)
       ON CONFLICT (booking_id, template) DO NOTHING RETURNING event_id`,
      [o.eventId, o.bookingId, o.template, o.recipient],
    );
    return rows.length > 0;
  }
}
