/**
 * SQL on the holds table shared by the booking and unit repositories. A hold's period is a
 * half-open `tstzrange` [start, end); `holds_no_overlap` (an exclusion constraint) refuses two
 * active holds of one unit whose periods overlap.
 */
import type { Period } from '../../../domain/availability/hold-period.js';
import type { HoldSummary } from '../../../domain/availability/holds.js';
import type { BookingStatus } from '../../../domain/booking/status.js';
import type { Sql } from '../transaction.js';

/** `tstzrange($a, $b, '[)')` for two parameter numbers. */
export function range(startParam: number, endParam: number): string {
  return `tstzrange($${startParam}::timestamptz, $${endParam}::timestamptz, '[)')`;
}

type HoldRow = { id: number; kind: 'booking' | 'block'; reference: string | null; status: string | null; reason: string | null; start: Date; end: Date };

export function toHoldSummary(r: HoldRow): HoldSummary {
  const period = { start: new Date(r.start), end: new Date(r.end) };
  return r.kind === 'booking'
    ? { kind: 'booking', reference: r.reference ?? '?', status: (r.status ?? 'pending') as BookingStatus, period }
    : { kind: 'block', blockId: Number(r.id), reason: r.reason, period };
}

/** The active holds of a unit overlapping `period`, by start; a booking's own hold left out. */
export async function overlappingHolds(sql: Sql, unitId: number, period: Period, exceptBookingId: string | null = null): Promise<HoldSummary[]> {
  const rows = await sql<HoldRow>(
    `SELECT h.id, h.kind, b.reference, b.status, h.reason, lower(h.period) AS start, upper(h.period) AS "end"
       FROM holds h
       LEFT JOIN bookings b ON b.id = h.booking_id
      WHERE h.unit_id = $1 AND h.active AND h.period && ${range(2, 3)}
        AND ($4::uuid IS NULL OR h.booking_id IS DISTINCT FROM $4::uuid)
      ORDER BY lower(h.period), h.id`,
    [unitId, period.start, period.end, exceptBookingId],
  );
  return rows.map(toHoldSummary);
}
