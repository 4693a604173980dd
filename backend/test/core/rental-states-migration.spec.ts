import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { beforeMigration, insertOldBooking, withAllMigrations } from '../support/migrated-database.js';

/**
 * A database of the release before the rental states (handovers were history rows only) is
 * migrated: a check-out without a check-in becomes `on_rent`, both become `returned` (and the hold
 * ends at the check-in plus the turnaround), the others keep their status; the new statuses pass
 * the widened CHECK constraint.
 */
describe('migration 1766100000000-rental-states on a database with handovers', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(undefined, { migrated: false });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('turns handed-over bookings into on_rent and returned, shortening the hold of an early return', async () => {
    await beforeMigration(db, 'RentalStates', async (ds) => {
      const insert = async (reference: string, status: string, unit: string) => {
        const id = await insertOldBooking(ds, { reference, status, created_at: '2026-11-01T10:00:00Z', confirmed_at: '2026-11-01T12:00:00Z' });
        await ds.query(
          `INSERT INTO holds (unit_id, kind, booking_id, period)
           SELECT id, 'booking', $2, tstzrange('2030-05-01T05:00:00Z', '2030-05-06T17:00:00Z', '[)') FROM units WHERE label = $1`,
          [unit, id],
        );
        return id;
      };
      const handover = (id: string, kind: string, at: string) =>
        ds.query(
          `INSERT INTO booking_handovers (booking_id, kind, at, staff_name, odometer_km, fuel_eighths) VALUES ($1, $2, $3, 'Nino', 1000, 8)`,
          [id, kind, at],
        );
      await insert('GR-MIG001', 'confirmed', 'EL-101-GE');
      const out = await insert('GR-MIG002', 'confirmed', 'EL-102-GE');
      await handover(out, 'check-out', '2030-05-01T05:10:00Z');
      const back = await insert('GR-MIG003', 'confirmed', 'EL-103-GE');
      await handover(back, 'check-out', '2030-05-01T05:10:00Z');
      await handover(back, 'check-in', '2030-05-03T08:00:00Z');
      await insert('GR-MIG004', 'pending', 'EL-104-GE');
    });

    await withAllMigrations(db, async (ds) => {
      const rows: { reference: string; status: string; ends: Date }[] = await ds.query(
        `SELECT b.reference, b.status, upper(h.period) AS ends FROM bookings b JOIN holds h ON h.booking_id = b.id ORDER BY b.reference`,
      );
      expect(rows.map((r) => [r.reference, r.status, new Date(r.ends).toISOString()])).toEqual([
        ['GR-MIG001', 'confirmed', '2030-05-06T17:00:00.000Z'],
        ['GR-MIG002', 'on_rent', '2030-05-06T17:00:00.000Z'],
        // Returned at 08:00Z: free from 20:00Z (TURNAROUND_HOURS 12), not from the booked end.
        ['GR-MIG003', 'returned', '2030-05-03T20:00:00.000Z'],
        ['GR-MIG004', 'pending', '2030-05-06T17:00:00.000Z'],
      ]);
      await expect(ds.query(`UPDATE bookings SET status = 'lost' WHERE reference = 'GR-MIG001'`)).rejects.toThrow(/bookings_status_check/);
    });
  });
});
