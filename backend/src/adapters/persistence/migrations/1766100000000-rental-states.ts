import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_TURNAROUND_HOURS } from '../../../domain/availability/hold-period.js';

/**
 * The rental as states (docs/product.md §10): bookings may be `on_rent` (checked out) and
 * `returned` (checked in) besides pending, confirmed and cancelled.
 *
 * Existing data: a confirmed booking with a recorded check-out and no check-in becomes `on_rent`;
 * one with both becomes `returned`, and its hold ends at the check-in plus the default turnaround
 * when that is earlier than its booked end (the early return frees the unit, as it does from now on).
 */
export class RentalStates1766100000000 implements MigrationInterface {
  name = 'RentalStates1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_status_check`);
    await q.query(`
      ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
        CHECK (status IN ('pending', 'confirmed', 'on_rent', 'returned', 'cancelled'))`);
    await q.query(`
      UPDATE bookings b SET status = 'returned'
       WHERE b.status = 'confirmed'
         AND EXISTS (SELECT 1 FROM booking_handovers h WHERE h.booking_id = b.id AND h.kind = 'check-out')
         AND EXISTS (SELECT 1 FROM booking_handovers h WHERE h.booking_id = b.id AND h.kind = 'check-in')`);
    await q.query(`
      UPDATE bookings b SET status = 'on_rent'
       WHERE b.status = 'confirmed'
         AND EXISTS (SELECT 1 FROM booking_handovers h WHERE h.booking_id = b.id AND h.kind = 'check-out')`);
    await q.query(
      `UPDATE holds h
          SET period = tstzrange(lower(h.period), GREATEST(lower(h.period) + interval '1 minute', LEAST(upper(h.period), r.at + make_interval(hours => $1))), '[)')
         FROM booking_handovers r
         JOIN bookings b ON b.id = r.booking_id
        WHERE r.booking_id = h.booking_id AND r.kind = 'check-in' AND b.status = 'returned' AND h.active`,
      [DEFAULT_TURNAROUND_HOURS],
    );
    // Today's returns and the overdue list look for cars on rent by their return date.
    await q.query(`CREATE INDEX bookings_on_rent_idx ON bookings (return_date, return_time) WHERE status = 'on_rent'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS bookings_on_rent_idx`);
    await q.query(`UPDATE bookings SET status = 'confirmed' WHERE status IN ('on_rent', 'returned')`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_status_check`);
    await q.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'confirmed', 'cancelled'))`);
  }
}
