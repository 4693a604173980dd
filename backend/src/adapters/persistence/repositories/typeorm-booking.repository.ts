import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type Repository } from 'typeorm';
import { BookingChangeEffects } from '../../../application/notifications/booking-change-effects.js';
import type { OutboxDraft } from '../../../application/ports/outbox.repository.js';
import type { HistoryEntry } from '../../../domain/booking/history.js';
import { CUSTOMER_ACTOR, SYSTEM_ACTOR, VISITOR_ACTOR } from '../../../domain/booking/history.js';
import { BOOKING_PAGE_DAYS_AFTER_RETURN } from '../../../domain/booking/hold-policy.js';
import { capExceeded, type CapField, type CapKeys, type PendingCaps } from '../../../domain/booking/pending-caps.js';
import {
  BookingRepository,
  type BookingChange,
  type ExpiryCutoffs,
  type InsertOptions,
  type BookingStatus,
  type ConfirmedClick,
  type InsertBookingResult,
  type MoveBookingResult,
  type NewBooking,
  type StatusChange,
  type StoredBooking,
} from '../../../application/ports/booking.repository.js';
import type { Period } from '../../../domain/availability/hold-period.js';
import { BookingOrmEntity } from '../entities/booking.orm-entity.js';
import { inTransaction, isOverlapRefusal, poolSql, rollback, type Sql } from '../transaction.js';
import { bookingRowToEntity, toStoredBooking, type BookingRow } from './booking.mapper.js';
import { overlappingHolds, range } from './hold-queries.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const INSERT_COLUMNS = [
  'reference', 'customer_name', 'driver_age', 'group_size', 'customer_email', 'customer_phone',
  'pickup_location', 'dropoff_location', 'pickup_date', 'pickup_time', 'return_date', 'return_time',
  'car_type', 'insurance_type', 'prepaid_fuel', 'road_assistance', 'baby_seat', 'cross_border_armenia',
  'car_roof_tent', 'camping_equipment', 'prepaid_car_wash', 'days', 'daily_rate', 'total_price',
  'breakdown', 'bot_score', 'gclid', 'idempotency_key', 'client_total_price', 'created_at', 'locale',
  'verification_required', 'client_key', 'idempotency_hash',
] as const;

/**
 * Which pending bookings have expired (docs/product.md §10): made at or before $1 (BOOKING_CONFIRM_HOURS
 * ago), or, still needing to be kept, made at or before $2 (HOLD_UNVERIFIED_MINUTES ago; NULL: off).
 */
const EXPIRED = `created_at <= $1::timestamptz
  OR ($2::timestamptz IS NOT NULL AND verification_required AND verified_at IS NULL AND created_at <= $2::timestamptz)`;

/** How far back the unit choice looks for the previous hold (bounded, so the lookup stays an index probe as history grows). */
const GAP_LOOKBACK_DAYS = 30;
/** How often the free units are looked up again when every one found was taken meanwhile. */
const ASSIGN_ROUNDS = 3;

/**
 * What a change's work answers: its result, the booking changes it made (none when it changed
 * nothing), and the changed bookings when it has them at hand already (else they are read).
 */
type ChangeOutcome<T> = { value: T; changes: BookingChange[]; known?: StoredBooking[] };

@Injectable()
export class TypeOrmBookingRepository extends BookingRepository {
  private readonly repo: Repository<BookingOrmEntity>;
  private readonly sql: Sql;

  constructor(
    private readonly dataSource: DataSource,
    private readonly effects: BookingChangeEffects,
  ) {
    super();
    this.repo = dataSource.getRepository(BookingOrmEntity);
    this.sql = poolSql(dataSource);
  }

  /**
   * Every change of a booking (created, confirmed, cancelled, expired, moved) runs here: one
   * short transaction doing the change, then `recordChanges` for what it changed, then COMMIT.
   * A failure anywhere rolls all of it back.
   */
  private change<T>(work: (sql: Sql) => Promise<ChangeOutcome<T>>): Promise<T> {
    return inTransaction(this.dataSource, async (sql) => {
      const { value, changes, known } = await work(sql);
      if (changes.length > 0) await this.recordChanges(sql, changes, known);
      return value;
    });
  }

  /**
   * Writes that belong to booking changes, in the change's own transaction (docs/product.md §16): one
   * history row per change and the outbox messages it causes (BookingChangeEffects), made from
   * the booking as the transaction sees it after the change. Batched: an expiry sweep of many
   * bookings is three statements.
   */
  protected async recordChanges(sql: Sql, changes: readonly BookingChange[], known: readonly StoredBooking[] = []): Promise<void> {
    const bookings = new Map(known.map((b) => [b.id, b]));
    const missing = [...new Set(changes.map((c) => c.bookingId))].filter((id) => !bookings.has(id));
    if (missing.length > 0) {
      const rows = await sql<Record<string, unknown>>(
        `SELECT b.*, (SELECT u.label FROM holds h JOIN units u ON u.id = h.unit_id WHERE h.booking_id = b.id) AS rentals_unit_label
           FROM bookings b WHERE b.id = ANY($1::uuid[])`,
        [missing],
      );
      for (const r of rows) bookings.set(String(r.id), this.fromRow(r));
    }
    const history: (HistoryEntry & { bookingId: string })[] = [];
    const messages: OutboxDraft[] = [];
    for (const change of changes) {
      const booking = bookings.get(change.bookingId);
      if (!booking) throw new Error(`booking ${change.reference} vanished inside its own change`);
      history.push({ ...this.effects.history(change, booking), bookingId: booking.id });
      messages.push(...this.effects.messages(change, booking, randomUUID));
    }
    await sql(
      `INSERT INTO booking_history (booking_id, at, type, actor, detail)
       SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::varchar[], $4::varchar[], $5::text[])`,
      [history.map((h) => h.bookingId), history.map((h) => h.at), history.map((h) => h.type), history.map((h) => h.actor), history.map((h) => h.detail)],
    );
    if (messages.length > 0) {
      await sql(
        `INSERT INTO outbox (event_id, channel, topic, booking_id, reference, payload)
         SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::uuid[], $5::varchar[], $6::text[])`,
        [
          messages.map((m) => m.eventId),
          messages.map((m) => m.channel),
          messages.map((m) => m.topic),
          messages.map((m) => m.bookingId),
          messages.map((m) => m.reference),
          messages.map((m) => m.payload),
        ],
      );
    }
  }

  /** A stored booking from a raw `bookings` row (plus its unit label); a `locale` column, when there is one, is kept. */
  private fromRow(row: Record<string, unknown>): StoredBooking {
    const booking = toStoredBooking(bookingRowToEntity(row), (row.rentals_unit_label as string | null) ?? null);
    if (typeof row.locale === 'string' && !('locale' in booking)) Object.assign(booking, { locale: row.locale });
    return booking;
  }

  /**
   * One transaction: `INSERT ... ON CONFLICT DO NOTHING RETURNING id` for the booking (no row: a
   * unique index refused it, the idempotency key or the reference), then a hold on a free unit of
   * its car (`assignUnit`). No free unit: ROLLBACK, nothing stored. A concurrent request with the
   * same idempotency key waits inside PostgreSQL for the first one's commit and then finds it.
   * The answer is built from the inserted row (`RETURNING *`) and the unit's label: no reading back.
   */
  async insert(b: NewBooking, hold: Period, options: InsertOptions): Promise<InsertBookingResult> {
    const values = [
      b.reference, b.customerName, b.driverAge, b.groupSize, b.customerEmail, b.customerPhone,
      b.pickupLocation, b.dropoffLocation, b.pickupDate, b.pickupTime, b.returnDate, b.returnTime,
      b.carType, b.insuranceType, b.prepaidFuel, b.roadAssistance, b.babySeat, b.crossBorderArmenia,
      b.carRoofTent, b.campingEquipment, b.prepaidCarWash, b.days, b.dailyRate, b.totalPrice,
      JSON.stringify(b.breakdown), b.botScore, b.gclid, b.idempotencyKey, b.clientTotalPrice, b.createdAt ?? null, b.locale,
      b.verificationRequired, b.clientKey, b.idempotencyHash ?? null,
    ];
    const placeholders = INSERT_COLUMNS.map((c, i) => (c === 'created_at' ? `COALESCE($${i + 1}::timestamptz, now())` : `$${i + 1}`));
    const at = b.createdAt ?? new Date();
    const outcome = await this.change<{ row: BookingRow; unit: string } | 'refused' | 'unavailable' | { limit: CapField }>(async (sql) => {
      const over = await overPendingCap(sql, options.caps, options.keys);
      if (over) return rollback({ limit: over });
      const rows = await sql<BookingRow>(
        `INSERT INTO bookings (${INSERT_COLUMNS.join(', ')}) VALUES (${placeholders.join(', ')})
         ON CONFLICT DO NOTHING RETURNING *`,
        values,
      );
      if (rows.length === 0) return rollback('refused');
      const id = String(rows[0].id);
      const unit = await assignUnit(sql, id, b.carType, hold, at);
      if (!unit) return rollback('unavailable');
      await sql(`INSERT INTO booking_tokens (token_hash, booking_id, created_at) VALUES ($1, $2, $3)`, [options.tokenHash, id, at]);
      const booking = this.fromRow({ ...rows[0], rentals_unit_label: unit });
      return { value: { row: rows[0], unit }, changes: [{ type: 'created', bookingId: id, reference: b.reference, at, actor: VISITOR_ACTOR, detail: { toUnit: unit } }], known: [booking] };
    });
    if (outcome === 'unavailable') return { outcome: 'unavailable' };
    if (typeof outcome === 'object' && 'limit' in outcome) {
      // A concurrent repeat of this very request (same idempotency key) counts its twin: answer the twin.
      const twin = b.idempotencyKey ? await this.findByIdempotencyKey(b.idempotencyKey) : null;
      return twin ? { outcome: 'duplicate-key', booking: twin } : { outcome: 'limit', field: outcome.limit };
    }
    if (outcome === 'refused') {
      if (b.idempotencyKey) {
        const existing = await this.findByIdempotencyKey(b.idempotencyKey);
        if (existing) return { outcome: 'duplicate-key', booking: existing };
      }
      return { outcome: 'duplicate-reference' };
    }
    return { outcome: 'created', booking: toStoredBooking(bookingRowToEntity(outcome.row), outcome.unit) };
  }

  async findById(id: string): Promise<StoredBooking | null> {
    if (!UUID.test(id)) return null;
    return this.one(await this.repo.findOne({ where: { id: id.toLowerCase() } }));
  }

  async findByReference(reference: string): Promise<StoredBooking | null> {
    return this.one(await this.repo.findOne({ where: { reference: reference.trim().toUpperCase() } }));
  }

  /** One query, the unit's label included (asked before every keyed booking request). */
  async findByIdempotencyKey(key: string): Promise<StoredBooking | null> {
    const [row] = await this.sql<BookingRow & { unit_label: string | null }>(
      `SELECT b.*, (SELECT u.label FROM holds h JOIN units u ON u.id = h.unit_id WHERE h.booking_id = b.id) AS unit_label
         FROM bookings b WHERE b.idempotency_key = $1`,
      [key],
    );
    return row ? toStoredBooking(bookingRowToEntity(row), row.unit_label ?? null) : null;
  }

  async list(filter: { status?: BookingStatus; limit: number; offset?: number }): Promise<StoredBooking[]> {
    const rows = await this.repo.find({
      where: filter.status ? { status: filter.status } : {},
      order: { createdAt: 'DESC', reference: 'ASC' },
      take: filter.limit,
      skip: filter.offset ?? 0,
    });
    return this.withUnits(rows);
  }

  private async one(e: BookingOrmEntity | null): Promise<StoredBooking | null> {
    return e ? (await this.withUnits([e]))[0] : null;
  }

  /** The stored bookings with the label of the unit each holds (or held), one query for all. */
  private async withUnits(entities: BookingOrmEntity[]): Promise<StoredBooking[]> {
    if (entities.length === 0) return [];
    const rows = await this.sql<{ booking_id: string; label: string }>(
      `SELECT h.booking_id, u.label FROM holds h JOIN units u ON u.id = h.unit_id WHERE h.booking_id = ANY($1::uuid[])`,
      [entities.map((e) => e.id)],
    );
    const labels = new Map(rows.map((r) => [r.booking_id, r.label]));
    return entities.map((e) => toStoredBooking(e, labels.get(e.id) ?? null));
  }

  /**
   * One conditional UPDATE; a cancellation releases the booking's hold in the same statement
   * (a data-modifying WITH), so the unit is free exactly when the booking is cancelled.
   */
  async changeStatus(id: string, from: BookingStatus, change: StatusChange): Promise<StoredBooking | null> {
    const changed = await this.change(async (sql) => {
      const rows = await sql<{ id: string; reference: string }>(
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
         )
         SELECT id, reference FROM changed`,
        [id, from, change.to, change.reason, change.at],
      );
      const type = change.to === 'confirmed' ? 'confirmed' : change.to === 'cancelled' ? 'cancelled' : null;
      return {
        value: rows[0]?.id ?? null,
        changes: type ? rows.map((r) => ({ type, bookingId: r.id, reference: r.reference, at: change.at, actor: change.actor })) : [],
      };
    });
    return changed ? this.findById(changed) : null;
  }

  /**
   * One conditional UPDATE that also releases the holds. Under PostgreSQL's READ COMMITTED, a
   * second concurrent sweep blocks on the rows the first one changed and re-checks
   * `status = 'pending'` after its commit, so it skips them: each booking is cancelled, and
   * reported, once.
   */
  async cancelUnconfirmed(cutoffs: ExpiryCutoffs, at: Date): Promise<string[]> {
    const rows = await this.change(async (sql) => {
      const cancelled = await sql<{ id: string; reference: string; unverified: boolean }>(
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
      return {
        value: cancelled,
        changes: cancelled.map((r) => ({
          type: 'expired' as const,
          bookingId: r.id,
          reference: r.reference,
          at,
          actor: SYSTEM_ACTOR,
          detail: { expiryRule: r.unverified ? ('unverified' as const) : ('unconfirmed' as const) },
        })),
      };
    });
    return rows.map((r) => r.reference).sort();
  }

  async listConversions(since: Date | null): Promise<ConfirmedClick[]> {
    const rows = await this.sql<{ reference: string; gclid: string; confirmed_at: Date; total_price: number }>(
      `SELECT reference, gclid, confirmed_at, total_price FROM bookings
        WHERE status = 'confirmed' AND gclid IS NOT NULL AND gclid <> '' AND confirmed_at IS NOT NULL
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

  async findByTokenHash(tokenHash: string, today: string): Promise<StoredBooking | null> {
    const [row] = await this.sql<BookingRow & { unit_label: string | null }>(
      `SELECT b.*, (SELECT u.label FROM holds h JOIN units u ON u.id = h.unit_id WHERE h.booking_id = b.id) AS unit_label
         FROM booking_tokens t JOIN bookings b ON b.id = t.booking_id
        WHERE t.token_hash = $1 AND b.return_date + $3::int >= $2::date`,
      [tokenHash, today, BOOKING_PAGE_DAYS_AFTER_RETURN],
    );
    return row ? toStoredBooking(bookingRowToEntity(row), row.unit_label ?? null) : null;
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

  async addToken(booking: { id?: string; reference?: string }, tokenHash: string, at: Date): Promise<boolean> {
    const rows = await this.sql<{ token_hash: string }>(
      `INSERT INTO booking_tokens (token_hash, booking_id, created_at)
       SELECT $1, id, $4 FROM bookings WHERE ($2::uuid IS NOT NULL AND id = $2::uuid) OR ($2::uuid IS NULL AND reference = $3)
       RETURNING token_hash`,
      [tokenHash, booking.id ?? null, booking.reference ?? null, at],
    );
    return rows.length > 0;
  }

  /** One conditional UPDATE: only a pending booking not kept yet changes (and gets its history row). */
  async verify(id: string, at: Date): Promise<StoredBooking | null> {
    if (!UUID.test(id)) return null;
    await this.change(async (sql) => {
      const rows = await sql<{ id: string; reference: string }>(
        `UPDATE bookings SET verified_at = $2 WHERE id = $1 AND status = 'pending' AND verified_at IS NULL RETURNING id, reference`,
        [id, at],
      );
      return { value: null, changes: rows.map((r) => ({ type: 'verified' as const, bookingId: r.id, reference: r.reference, at, actor: CUSTOMER_ACTOR })) };
    });
    return this.findById(id);
  }

  /**
   * One transaction: lock the booking, check it still holds (pending or confirmed), lock the
   * target unit and check it is in service, look for holds in the way, then move the hold (or
   * create it for a booking that has none). If a hold slips in meanwhile, PostgreSQL refuses the
   * move (23P01) and the answer is the same `conflict`.
   */
  async move(bookingId: string, unitId: number, period: Period, at: Date, actor: string): Promise<MoveBookingResult> {
    let heldPeriod = period;
    try {
      const result = await this.change<MoveBookingResult | { outcome: 'moved-id'; from: string | null }>(async (sql) => {
        const [current] = await sql<{ reference: string; status: string; hold_id: number | null; unit_id: number | null; label: string | null; start: Date | null; end: Date | null }>(
          `SELECT b.reference, b.status, h.id AS hold_id, h.unit_id, u.label, lower(h.period) AS start, upper(h.period) AS "end"
             FROM bookings b
             LEFT JOIN holds h ON h.booking_id = b.id AND h.active
             LEFT JOIN units u ON u.id = h.unit_id
            WHERE b.id = $1
              FOR UPDATE OF b`,
          [bookingId],
        );
        if (!current || (current.status !== 'pending' && current.status !== 'confirmed')) return rollback({ outcome: 'not-holding' as const });
        if (current.unit_id === unitId) return rollback({ outcome: 'same-unit' as const });
        if (current.start && current.end) heldPeriod = { start: new Date(current.start), end: new Date(current.end) };
        const [target] = await sql<{ active: boolean; label: string }>(`SELECT active, label FROM units WHERE id = $1 FOR SHARE`, [unitId]);
        if (!target?.active) return rollback({ outcome: 'unit-retired' as const });
        const conflicts = await overlappingHolds(sql, unitId, heldPeriod, bookingId);
        if (conflicts.length > 0) return rollback({ outcome: 'conflict' as const, conflicts });
        if (current.hold_id !== null) {
          await sql(`UPDATE holds SET unit_id = $2 WHERE id = $1`, [current.hold_id, unitId]);
        } else {
          // A booking older than units that found no free car at the migration: it gets its hold now.
          await sql(
            `INSERT INTO holds (unit_id, kind, booking_id, period, created_at) VALUES ($1, 'booking', $2, ${range(3, 4)}, $5)`,
            [unitId, bookingId, heldPeriod.start, heldPeriod.end, at],
          );
        }
        return {
          value: { outcome: 'moved-id' as const, from: current.label },
          changes: [{ type: 'moved', bookingId, reference: current.reference, at, actor, detail: { fromUnit: current.label, toUnit: target.label } }],
        };
      });
      if (result.outcome !== 'moved-id') return result;
      const booking = await this.findById(bookingId);
      if (!booking) return { outcome: 'not-holding' };
      return { outcome: 'moved', booking, from: result.from };
    } catch (e) {
      if (!isOverlapRefusal(e)) throw e;
      return { outcome: 'conflict', conflicts: await overlappingHolds(this.sql, unitId, heldPeriod, bookingId) };
    }
  }
}

/**
 * Holds a free active unit of `carType` for `period` for the booking; answers its label, or null
 * when none is free. Candidates are the units with no overlapping hold, the one whose previous
 * hold ends closest before the pickup first (within 30 days: fills gaps, keeps other units free
 * for long rentals), then by label. Each insert is `ON CONFLICT DO NOTHING`: when another transaction took
 * the unit meanwhile, PostgreSQL waits for it and then inserts nothing (the transaction stays
 * usable), and the next candidate is tried. `FOR SHARE` on the unit keeps a concurrent
 * `units retire` from retiring it under the new hold.
 */
async function assignUnit(sql: Sql, bookingId: string, carType: string, period: Period, at: Date): Promise<string | null> {
  for (let round = 0; round < ASSIGN_ROUNDS; round++) {
    const candidates = await sql<{ id: number }>(
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
      const held = await sql<{ label: string }>(
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

/**
 * The cap on pending bookings this booking would go over (pending-caps.ts), or null. Counted inside
 * the booking's transaction after taking a transaction-scoped advisory lock per key (in a fixed
 * order, so two requests never wait on each other crosswise): two concurrent requests for one
 * e-mail, phone or address are counted one after the other, never both under the cap.
 */
async function overPendingCap(sql: Sql, caps: PendingCaps, keys: CapKeys): Promise<CapField | null> {
  const lockKeys = [
    caps.perContact > 0 && keys.email ? `pending:email:${keys.email}` : null,
    caps.perContact > 0 && keys.phone ? `pending:phone:${keys.phone}` : null,
    caps.perIp > 0 && keys.client ? `pending:client:${keys.client}` : null,
  ].filter((k): k is string => k !== null).sort();
  if (lockKeys.length === 0) return null;
  for (const key of lockKeys) await sql(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);
  const email = caps.perContact > 0 ? keys.email : null;
  const phone = caps.perContact > 0 ? keys.phone : null;
  const client = caps.perIp > 0 ? keys.client : null;
  const [counts] = await sql<{ email: string; phone: string; client: string }>(
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
