import {
  BookingWrites,
  HoldOverlapError,
  type BookingStatus,
  type ExpiredBooking,
  type ExpiryCutoffs,
  type MoveHoldResult,
  type StatusChange,
} from '../../../application/ports/booking.repository.js';
import type { NewBooking, StoredBooking } from '../../../domain/booking/stored-booking.js';
import type { Period } from '../../../domain/availability/hold-period.js';
import { capExceeded, type CapField, type CapKeys, type PendingCaps } from '../../../domain/booking/pending-caps.js';
import { isOverlapRefusal, type Sql } from '../transaction.js';
import { BOOKING_WITH_UNIT, bookingColumns, bookingFromRow, bookingInsert, bookingWithUnit, type BookingRow } from './booking-columns.js';
import { overlappingHolds, range } from './hold-queries.js';

/**
 * Which pending bookings have expired (docs/product.md §10): made at or before $1 (BOOKING_CONFIRM_HOURS
 * ago), or, still needing to be kept, made at or before $2 (HOLD_UNVERIFIED_MINUTES ago; NULL: off).
 */
export const EXPIRED = `created_at <= $1::timestamptz
  OR ($2::timestamptz IS NOT NULL AND verification_required AND verified_at IS NULL AND created_at <= $2::timestamptz)`;

/** How far back the unit choice looks for the previous hold (bounded, so the lookup stays an index probe as history grows). */
const GAP_LOOKBACK_DAYS = 30;
/** How often the free units are looked up again when every one found was taken meanwhile. */
const ASSIGN_ROUNDS = 3;

/**
 * The parts of booking changes, each run through the transaction's `sql` (TypeOrmUnitOfWork).
 * The double-booking guard is PostgreSQL's: the exclusion constraint `holds_no_overlap` refuses two
 * overlapping active holds of one unit (docs/persistence.md).
 */
export class TypeOrmBookingWrites extends BookingWrites {
  constructor(private readonly sql: Sql) {
    super();
  }

  /**
   * Counted after taking a transaction-scoped advisory lock per key (in a fixed order, so two
   * requests never wait on each other crosswise): two concurrent requests for one e-mail, phone or
   * address are counted one after the other, never both under the cap.
   */
  async pendingCapExceeded(caps: PendingCaps, keys: CapKeys): Promise<CapField | null> {
    const lockKeys = [
      caps.perContact > 0 && keys.email ? `pending:email:${keys.email}` : null,
      caps.perContact > 0 && keys.phone ? `pending:phone:${keys.phone}` : null,
      caps.perIp > 0 && keys.client ? `pending:client:${keys.client}` : null,
    ].filter((k): k is string => k !== null).sort();
    if (lockKeys.length === 0) return null;
    for (const key of lockKeys) await this.sql(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);
    const email = caps.perContact > 0 ? keys.email : null;
    const phone = caps.perContact > 0 ? keys.phone : null;
    const client = caps.perIp > 0 ? keys.client : null;
    const [counts] = await this.sql<{ email: string; phone: string; client: string }>(
      `SELECT count(*) FILTER (WHERE lower(customer_email) = $1::text) AS email,
              count(*) FILTER (WHERE regexp_replace(customer_phone, '[^0-9]', '', 'g') = $2::text) AS phone,
              count(*) FILTER (WHERE client_key = $3::text) AS client
         FROM bookings
        WHERE status = 'pending'
          AND (lower(customer_email) = $1::text OR client_key = $3::text OR regexp_replace(customer_phone, '[^0-9]', '', 'g') = $2::text)`,
      [email, phone, client],
    );
    return capExceeded({ email: Number(counts.email), phone: Number(counts.phone), client: Number(counts.client) }, { email, phone, client }, caps);
  }

  /** `INSERT ... ON CONFLICT DO NOTHING RETURNING` the booking's columns: the answer is built from the inserted row, no reading back. */
  async insert(b: NewBooking): Promise<StoredBooking | null> {
    const insert = bookingInsert(b);
    const [row] = await this.sql<BookingRow>(`${insert.text} ON CONFLICT DO NOTHING RETURNING ${bookingColumns()}`, insert.params);
    return row ? bookingFromRow(row) : null;
  }

  /**
   * Candidates are the units with no overlapping hold, the one whose previous hold ends closest
   * before the pickup first (within 30 days: fills gaps, keeps other units free for long rentals),
   * then by label. Each insert is `ON CONFLICT DO NOTHING`: when another transaction took the unit
   * meanwhile, PostgreSQL waits for it and then inserts nothing (the transaction stays usable), and
   * the next candidate is tried. `FOR SHARE` on the unit keeps a concurrent `units retire` from
   * retiring it under the new hold.
   */
  async holdFreeUnit(bookingId: string, carType: string, period: Period, at: Date): Promise<string | null> {
    for (let round = 0; round < ASSIGN_ROUNDS; round++) {
      const candidates = await this.sql<{ id: number }>(
        `SELECT u.id
           FROM units u
          WHERE u.car_type = $1 AND u.active
            AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.unit_id = u.id AND h.active AND h.period && ${range(2, 3)})
          ORDER BY (SELECT max(upper(h.period)) FROM holds h
                     WHERE h.unit_id = u.id AND h.active AND upper(h.period) <= $2::timestamptz
                       AND h.period && tstzrange($2::timestamptz - interval '${GAP_LOOKBACK_DAYS} days', $2::timestamptz)) DESC NULLS LAST,
                   u.label`,
        [carType, period.start, period.end],
      );
      if (candidates.length === 0) return null;
      for (const candidate of candidates) {
        const held = await this.sql<{ label: string }>(
          `INSERT INTO holds (unit_id, kind, booking_id, period, created_at)
           SELECT u.id, 'booking', $2, ${range(3, 4)}, $5 FROM units u WHERE u.id = $1 AND u.active FOR SHARE
           ON CONFLICT DO NOTHING
           RETURNING (SELECT label FROM units WHERE id = $1) AS label`,
          [candidate.id, bookingId, period.start, period.end, at],
        );
        if (held.length > 0) return held[0].label;
      }
    }
    return null;
  }

  async addToken(bookingId: string, tokenHash: string, at: Date): Promise<void> {
    await this.sql(`INSERT INTO booking_tokens (token_hash, booking_id, created_at, origin) VALUES ($1, $2, $3, 'creator')`, [tokenHash, bookingId, at]);
  }

  /**
   * One conditional UPDATE; a cancellation releases the booking's hold in the same statement
   * (a data-modifying WITH), so the unit is free exactly when the booking is cancelled.
   */
  async changeStatus(id: string, from: BookingStatus, change: StatusChange): Promise<boolean> {
    const rows = await this.sql<{ id: string }>(
      `WITH changed AS (
         UPDATE bookings
            SET status = $3::varchar,
                status_reason = $4::varchar,
                confirmed_at = CASE WHEN $3::varchar = 'confirmed' THEN $5::timestamptz ELSE confirmed_at END,
                verified_at = CASE WHEN $3::varchar = 'confirmed' THEN COALESCE(verified_at, $5::timestamptz) ELSE verified_at END,
                cancelled_at = CASE WHEN $3::varchar = 'cancelled' THEN $5::timestamptz ELSE cancelled_at END
          WHERE id = $1 AND status = $2
          RETURNING id, reference, status
       ), released AS (
         UPDATE holds SET active = false, released_at = $5::timestamptz
          WHERE active AND booking_id IN (SELECT id FROM changed WHERE status = 'cancelled')
          RETURNING id
       ), shortened AS (
         UPDATE holds
            SET period = tstzrange(lower(period), GREATEST(lower(period) + interval '1 minute', LEAST(upper(period), $6::timestamptz)), '[)')
          WHERE active AND $6::timestamptz IS NOT NULL AND booking_id IN (SELECT id FROM changed)
          RETURNING id
       )
       SELECT id, reference FROM changed`,
      [id, from, change.to, change.reason, change.at, change.holdEndsAt ?? null],
    );
    return rows.length > 0;
  }

  /**
   * One conditional UPDATE that also releases the holds. Under PostgreSQL's READ COMMITTED, a
   * second concurrent sweep blocks on the rows the first one changed and re-checks
   * `status = 'pending'` after its commit, so it skips them: each booking is cancelled, and
   * reported, once.
   */
  async expirePending(cutoffs: ExpiryCutoffs, at: Date): Promise<ExpiredBooking[]> {
    const rows = await this.sql<{ id: string; reference: string; unverified: boolean }>(
      `WITH cancelled AS (
         UPDATE bookings
            SET status = 'cancelled', status_reason = 'unconfirmed', cancelled_at = $3
          WHERE status = 'pending' AND (${EXPIRED})
          RETURNING id, reference, (created_at > $1::timestamptz) AS unverified
       ), released AS (
         UPDATE holds SET active = false, released_at = $3
          WHERE active AND booking_id IN (SELECT id FROM cancelled)
          RETURNING id
       )
       SELECT id, reference, unverified FROM cancelled`,
      [cutoffs.unconfirmed, cutoffs.unverified, at],
    );
    return rows.map((r) => ({ id: r.id, reference: r.reference, rule: r.unverified ? 'unverified' : 'unconfirmed' }));
  }

  /** One conditional UPDATE: only a pending booking not kept yet changes. */
  async markVerified(id: string, at: Date): Promise<boolean> {
    const rows = await this.sql<{ id: string }>(
      `UPDATE bookings SET verified_at = $2 WHERE id = $1 AND status = 'pending' AND verified_at IS NULL RETURNING id`,
      [id, at],
    );
    return rows.length > 0;
  }

  async moveHold(bookingId: string, unitId: number, period: Period, at: Date): Promise<MoveHoldResult> {
    const [current] = await this.sql<{ reference: string; status: string; hold_id: number | null; unit_id: number | null; label: string | null; start: Date | null; end: Date | null }>(
      `SELECT b.reference, b.status, h.id AS hold_id, h.unit_id, u.label, lower(h.period) AS start, upper(h.period) AS "end"
         FROM bookings b
         LEFT JOIN holds h ON h.booking_id = b.id AND h.active
         LEFT JOIN units u ON u.id = h.unit_id
        WHERE b.id = $1
          FOR UPDATE OF b`,
      [bookingId],
    );
    if (!current || (current.status !== 'pending' && current.status !== 'confirmed')) return { outcome: 'not-holding' };
    if (current.unit_id === unitId) return { outcome: 'same-unit' };
    const held = current.start && current.end ? { start: new Date(current.start), end: new Date(current.end) } : period;
    const [target] = await this.sql<{ active: boolean; label: string }>(`SELECT active, label FROM units WHERE id = $1 FOR SHARE`, [unitId]);
    if (!target?.active) return { outcome: 'unit-retired' };
    const conflicts = await overlappingHolds(this.sql, unitId, held, bookingId);
    if (conflicts.length > 0) return { outcome: 'conflict', conflicts };
    try {
      if (current.hold_id !== null) {
        await this.sql(`UPDATE holds SET unit_id = $2 WHERE id = $1`, [current.hold_id, unitId]);
      } else {
        // A booking older than units that found no free car at the migration: it gets its hold now.
        await this.sql(
          `INSERT INTO holds (unit_id, kind, booking_id, period, created_at) VALUES ($1, 'booking', $2, ${range(3, 4)}, $5)`,
          [unitId, bookingId, held.start, held.end, at],
        );
      }
    } catch (e) {
      if (isOverlapRefusal(e)) throw new HoldOverlapError(held);
      throw e;
    }
    return { outcome: 'moved', reference: current.reference, from: current.label, to: target.label };
  }

  async lockStatus(id: string): Promise<BookingStatus | null> {
    const [row] = await this.sql<{ status: BookingStatus }>(`SELECT status FROM bookings WHERE id = $1 FOR SHARE`, [id]);
    return row?.status ?? null;
  }

  async read(ids: readonly string[]): Promise<StoredBooking[]> {
    const rows = await this.sql<BookingRow>(
      `SELECT ${BOOKING_WITH_UNIT}
         FROM bookings b WHERE b.id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map(bookingWithUnit);
  }
}
