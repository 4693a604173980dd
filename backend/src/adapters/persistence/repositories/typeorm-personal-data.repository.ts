import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PersonalDataRepository, REMOVED, type PersonalDataRemoval } from '../../../application/ports/personal-data.repository.js';
import { inTransaction } from '../transaction.js';
import { WROTE_ON_WHATSAPP } from '../../../domain/booking/history.js';

/** Bookings whose personal data is due for removal: cancelled (by staff, the customer or expiry) before $1. */
const DUE = `status = 'cancelled' AND personal_data_removed_at IS NULL AND cancelled_at < $1`;

@Injectable()
export class TypeOrmPersonalDataRepository extends PersonalDataRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  removeFromEndedBookings(cancelledBefore: Date, dryRun: boolean): Promise<PersonalDataRemoval> {
    return inTransaction(this.dataSource, async (sql) => {
      if (dryRun) {
        const [r] = await sql<{ bookings: string; messages: string }>(
          `SELECT (SELECT count(*) FROM bookings WHERE ${DUE}) AS bookings,
                  (SELECT count(*) FROM outbox o JOIN bookings b ON b.id = o.booking_id WHERE ${DUE.replace(/\b(status|personal_data_removed_at|cancelled_at)\b/g, 'b.$1')}) AS messages`,
          [cancelledBefore],
        );
        return { bookings: Number(r.bookings), messages: Number(r.messages) };
      }
      // WhatsApp messages naming no booking (the inbox, STOP, START) and the raw deliveries are kept as long as bookings' personal data.
      await sql(`DELETE FROM whatsapp_inbound WHERE booking_id IS NULL AND received_at < $1`, [cancelledBefore]);
      await sql(`DELETE FROM whatsapp_deliveries WHERE processed_at IS NOT NULL AND received_at < $1`, [cancelledBefore]);
      const ids = (
        await sql<{ id: string }>(
          `UPDATE bookings
              SET customer_name = $2, customer_email = $2, customer_phone = $2,
                  gclid = CASE WHEN gclid IS NULL THEN NULL ELSE $2 END,
                  idempotency_key = NULL, idempotency_hash = NULL, client_key = NULL, personal_data_removed_at = now()
            WHERE ${DUE}
        RETURNING id`,
          [cancelledBefore, REMOVED],
        )
      ).map((r) => r.id);
      if (ids.length === 0) return { bookings: 0, messages: 0 };
      const deleted = await sql<{ id: string }>(`DELETE FROM outbox WHERE booking_id = ANY($1::uuid[]) RETURNING id`, [ids]);
      // Nobody opens the booking page of a booking whose personal data is gone.
      await sql(`DELETE FROM booking_tokens WHERE booking_id = ANY($1::uuid[])`, [ids]);
      // Their WhatsApp messages and numbers go too; the history keeps that the customer wrote, not from which number.
      await sql(`DELETE FROM whatsapp_inbound WHERE booking_id = ANY($1::uuid[])`, [ids]);
      await sql(`DELETE FROM whatsapp_outbound WHERE booking_id = ANY($1::uuid[])`, [ids]);
      await sql(`UPDATE booking_history SET detail = $2 WHERE booking_id = ANY($1::uuid[]) AND type = 'whatsapp'`, [ids, WROTE_ON_WHATSAPP]);
      return { bookings: ids.length, messages: deleted.length };
    });
  }
}
