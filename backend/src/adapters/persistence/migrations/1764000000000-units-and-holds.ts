import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_TURNAROUND_HOURS } from '../../../domain/availability/hold-period.js';
import { DEFAULT_FLEET, FLEET_CAR_TYPES } from '../../../domain/availability/units.js';

/**
 * Physical cars and what holds them (docs/product.md §9, docs/persistence.md):
 *
 * - `units`: one row per car (label unique, car type one of the five fleet cars, active), filled
 *   with the default fleet of 21.
 * - `holds`: a unit held for a period, by a booking (`kind = 'booking'`, `booking_id` set, one hold
 *   per booking) or by a maintenance block (`kind = 'block'`). While `active`, the exclusion
 *   constraint `holds_no_overlap` (btree_gist) refuses a second hold of the same unit for an
 *   overlapping period, whatever process or transaction tries: PostgreSQL itself prevents double
 *   bookings. Releasing a hold (cancel, expiry, removing a block) sets `active = false` and
 *   `released_at`; the row stays, so a cancelled booking still says which car it had.
 *
 * Existing pending and confirmed bookings get a unit here, earliest pickup first; one that finds
 * no free unit (overbooked before units existed) stays without one (`unit` null) until staff
 * give it one with `rentals bookings move`.
 */
export class UnitsAndHolds1764000000000 implements MigrationInterface {
  name = 'UnitsAndHolds1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    const carTypes = FLEET_CAR_TYPES.map((c) => `'${c.replace(/'/g, "''")}'`).join(', ');
    await q.query(`
      CREATE TABLE units (
        id serial PRIMARY KEY,
        label varchar(16) NOT NULL,
        car_type text NOT NULL CONSTRAINT units_car_type_check CHECK (car_type IN (${carTypes})),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        retired_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX units_label_key ON units (label)`);

    await q.query(`
      CREATE TABLE holds (
        id serial PRIMARY KEY,
        unit_id integer NOT NULL REFERENCES units (id),
        kind varchar(8) NOT NULL CONSTRAINT holds_kind_check CHECK (kind IN ('booking', 'block')),
        booking_id uuid REFERENCES bookings (id) ON DELETE CASCADE,
        period tstzrange NOT NULL,
        reason text,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        released_at timestamptz,
        CONSTRAINT holds_booking_check CHECK ((kind = 'booking') = (booking_id IS NOT NULL)),
        CONSTRAINT holds_period_check CHECK (NOT isempty(period) AND NOT lower_inf(period) AND NOT upper_inf(period)),
        CONSTRAINT holds_released_check CHECK (active = (released_at IS NULL)),
        CONSTRAINT holds_no_overlap EXCLUDE USING gist (unit_id WITH =, period WITH &&) WHERE (active)
      )`);
    // One hold per booking (a move changes its unit); also the lookup of a booking's unit.
    await q.query(`CREATE UNIQUE INDEX holds_booking_key ON holds (booking_id)`);
    // Listing blocks, newest periods first.
    await q.query(`CREATE INDEX holds_blocks_idx ON holds (unit_id, lower(period)) WHERE kind = 'block'`);

    for (const unit of DEFAULT_FLEET) {
      await q.query(`INSERT INTO units (label, car_type) VALUES ($1, $2)`, [unit.label, unit.carType]);
    }

    // Holds for the bookings that exist already (DEFAULT_TURNAROUND_HOURS; Tbilisi is UTC+4).
    const bookings = (await q.query(
      `SELECT id, car_type FROM bookings WHERE status IN ('pending', 'confirmed') ORDER BY pickup_date, pickup_time, created_at`,
    )) as { id: string; car_type: string }[];
    for (const b of bookings) {
      await q.query(
        `INSERT INTO holds (unit_id, kind, booking_id, period)
         SELECT u.id, 'booking', b.id, p.period
           FROM bookings b
          CROSS JOIN LATERAL (
                SELECT tstzrange(((b.pickup_date + b.pickup_time) - interval '4 hours') AT TIME ZONE 'UTC',
                                 ((b.return_date + b.return_time) - interval '4 hours' + make_interval(hours => $2)) AT TIME ZONE 'UTC',
                                 '[)') AS period) p
           JOIN units u ON u.car_type = b.car_type AND u.active
          WHERE b.id = $1
            AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.unit_id = u.id AND h.active AND h.period && p.period)
          ORDER BY u.label
          LIMIT 1
         ON CONFLICT DO NOTHING`,
        [b.id, DEFAULT_TURNAROUND_HOURS],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS holds`);
    await q.query(`DROP TABLE IF EXISTS units`);
  }
}
