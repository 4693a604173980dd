import type { LinkOrigin } from '../../../domain/booking/booking-page.js';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BOOKING_PAGE_DAYS_AFTER_RETURN } from '../../../domain/booking/hold-policy.js';
import { BookingRepository, type ExpiryCutoffs, type BookingStatus, type ConfirmedClick } from '../../../application/ports/booking.repository.js';
import type { StoredBooking } from '../../../domain/booking/stored-booking.js';
import type { Period } from '../../../domain/availability/hold-period.js';
import type { HoldSummary } from '../../../domain/availability/holds.js';
import { poolSql, type Sql } from '../transaction.js';
import { BOOKING_WITH_UNIT, bookingWithUnit, type BookingRow } from './booking-columns.js';
import { overlappingHolds } from './hold-queries.js';
import { EXPIRED } from './typeorm-booking.writes.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads of bookings, on the pool; the changes run in a unit of work (TypeOrmBookingWrites). */
@Injectable()
export class TypeOrmBookingRepository extends BookingRepository {
  private readonly sql: Sql;

  constructor(dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  async findById(id: string): Promise<StoredBooking | null> {
    if (!UUID.test(id)) return null;
    return this.one(`b.id = $1`, id.toLowerCase());
  }

  async findByReference(reference: string): Promise<StoredBooking | null> {
    return this.one(`b.reference = $1`, reference.trim().toUpperCase());
  }

  /** One query, the unit's label included (asked before every keyed booking request). */
  async findByIdempotencyKey(key: string): Promise<StoredBooking | null> {
    return this.one(`b.idempotency_key = $1`, key);
  }

  async list(filter: { status?: BookingStatus; limit: number; offset?: number }): Promise<StoredBooking[]> {
    const rows = await this.sql<BookingRow>(
      `SELECT ${BOOKING_WITH_UNIT}
         FROM bookings b WHERE ($1::text IS NULL OR b.status = $1::text)
        ORDER BY b.created_at DESC, b.reference ASC LIMIT $2 OFFSET $3`,
      [filter.status ?? null, filter.limit, filter.offset ?? 0],
    );
    return rows.map(bookingWithUnit);
  }

  /** The booking matching `where` (on `bookings b`, one parameter), with the label of the unit it holds (or held). */
  private async one(where: string, value: string): Promise<StoredBooking | null> {
    const [row] = await this.sql<BookingRow>(`SELECT ${BOOKING_WITH_UNIT} FROM bookings b WHERE ${where}`, [value]);
    return row ? bookingWithUnit(row) : null;
  }

  async listConversions(since: Date | null): Promise<ConfirmedClick[]> {
    const rows = await this.sql<{ reference: string; gclid: string; confirmed_at: Date; total_price: number }>(
      `SELECT reference, gclid, confirmed_at, total_price FROM bookings
        WHERE status IN ('confirmed', 'on_rent', 'returned') AND gclid IS NOT NULL AND gclid <> '' AND confirmed_at IS NOT NULL
          AND ($1::timestamptz IS NULL OR confirmed_at >= $1::timestamptz)
        ORDER BY confirmed_at, reference`,
      [since],
    );
    return rows.map((r) => ({ reference: r.reference, gclid: r.gclid, confirmedAt: new Date(r.confirmed_at), totalPrice: Number(r.total_price) }));
  }

  async findUnconfirmed(cutoffs: ExpiryCutoffs): Promise<string[]> {
    const rows = await this.sql<{ reference: string }>(
      `SELECT reference FROM bookings WHERE status = 'pending' AND (${EXPIRED}) ORDER BY created_at, reference`,
      [cutoffs.unconfirmed, cutoffs.unverified],
    );
    return rows.map((r) => r.reference);
  }

  async findByTokenHash(tokenHash: string, today: string): Promise<(StoredBooking & { linkOrigin: LinkOrigin }) | null> {
    const [row] = await this.sql<BookingRow & { link_origin: LinkOrigin }>(
      `SELECT ${BOOKING_WITH_UNIT}, t.origin AS link_origin
         FROM booking_tokens t JOIN bookings b ON b.id = t.booking_id
        WHERE t.token_hash = $1 AND b.return_date + $3::int >= $2::date`,
      [tokenHash, today, BOOKING_PAGE_DAYS_AFTER_RETURN],
    );
    return row ? { ...bookingWithUnit(row), linkOrigin: row.link_origin } : null;
  }

  async deleteExpiredTokens(today: string): Promise<number> {
    const rows = await this.sql<{ token_hash: string }>(
      `DELETE FROM booking_tokens t USING bookings b
        WHERE b.id = t.booking_id AND b.return_date + $2::int < $1::date
        RETURNING t.token_hash`,
      [today, BOOKING_PAGE_DAYS_AFTER_RETURN],
    );
    return rows.length;
  }

  async addToken(booking: { id?: string; reference?: string }, tokenHash: string, at: Date, origin: LinkOrigin): Promise<boolean> {
    const rows = await this.sql<{ token_hash: string }>(
      `INSERT INTO booking_tokens (token_hash, booking_id, created_at, origin)
       SELECT $1, id, $4, $5 FROM bookings WHERE ($2::uuid IS NOT NULL AND id = $2::uuid) OR ($2::uuid IS NULL AND reference = $3)
       RETURNING token_hash`,
      [tokenHash, booking.id ?? null, booking.reference ?? null, at, origin],
    );
    return rows.length > 0;
  }

  async holdsInTheWay(unitId: number, period: Period, exceptBookingId: string): Promise<HoldSummary[]> {
    return overlappingHolds(this.sql, unitId, period, exceptBookingId);
  }
}
