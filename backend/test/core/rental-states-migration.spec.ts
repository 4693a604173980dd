import { DataSource } from 'typeorm';
import { DatabaseConnection } from '../../src/adapters/persistence/database-connection.js';
import { EmbeddedDatabase } from '../../src/adapters/persistence/embedded/embedded-database.js';
import { embeddedClientClass } from '../../src/adapters/persistence/embedded/embedded-pg-client.js';
import { MIGRATIONS } from '../../src/adapters/persistence/migrations/index.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * A database of the release before the rental states (handovers were history rows only) is
 * migrated: a check-out without a check-in becomes `on_rent`, both become `returned` (and the hold
 * ends at the check-in plus the turnaround), the others keep their status; the new statuses pass
 * the widened CHECK constraint.
 */
describe('migration 1766100000000-rental-states on a database with handovers', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('turns handed-over bookings into on_rent and returned, shortening the hold of an early return', async () => {
    const before = MIGRATIONS.slice(0, MIGRATIONS.findIndex((m) => m.name.startsWith('RentalStates')));
    const embedded = db.dataDir ? EmbeddedDatabase.forDataDir(db.dataDir) : null;
    const ds = new DataSource({
      type: 'postgres',
      url: embedded ? await embedded.url() : db.url,
      migrations: before,
      extra: embedded ? { Client: embeddedClientClass(embedded), max: 2 } : { max: 2 },
    });
    await ds.initialize();
    try {
      await ds.runMigrations({ transaction: 'all' });
      const insert = async (ref: string, status: string, unit: string) => {
        const [b] = await ds.query(
          `INSERT INTO bookings (reference, status, customer_name, driver_age, group_size, customer_email, customer_phone,
             pickup_location, dropoff_location, pickup_date, pickup_time, return_date, return_time, car_type, insurance_type,
             days, daily_rate, total_price, breakdown, created_at, confirmed_at)
           VALUES ($1, $2, 'Old Guest', 30, 2, 'old@example.com', '+995555000000', 'tbilisi', 'tbilisi', '2030-05-01', '09:00',
             '2030-05-06', '09:00', 'Hyundai Elantra', 'minimum', 5, 45, 225, '{}'::jsonb, '2026-11-01T10:00:00Z', '2026-11-01T12:00:00Z')
           RETURNING id`,
          [ref, status],
        );
        await ds.query(
          `INSERT INTO holds (unit_id, kind, booking_id, period)
           SELECT id, 'booking', $2, tstzrange('2030-05-01T05:00:00Z', '2030-05-06T17:00:00Z', '[)') FROM units WHERE label = $1`,
          [unit, b.id],
        );
        return b.id as string;
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
    } finally {
      await ds.destroy();
      await embedded?.close();
    }

    const connection = await DatabaseConnection.open({ databaseUrl: db.url, dataDir: db.dataDir ?? '' });
    try {
      const rows: { reference: string; status: string; ends: Date }[] = await connection.dataSource.query(
        `SELECT b.reference, b.status, upper(h.period) AS ends FROM bookings b JOIN holds h ON h.booking_id = b.id ORDER BY b.reference`,
      );
      expect(rows.map((r) => [r.reference, r.status, new Date(r.ends).toISOString()])).toEqual([
        ['GR-MIG001', 'confirmed', '2030-05-06T17:00:00.000Z'],
        ['GR-MIG002', 'on_rent', '2030-05-06T17:00:00.000Z'],
        // Returned at 08:00Z: free from 20:00Z (TURNAROUND_HOURS 12), not from the booked end.
        ['GR-MIG003', 'returned', '2030-05-03T20:00:00.000Z'],
        ['GR-MIG004', 'pending', '2030-05-06T17:00:00.000Z'],
      ]);
      await expect(connection.dataSource.query(`UPDATE bookings SET status = 'lost' WHERE reference = 'GR-MIG001'`)).rejects.toThrow(/bookings_status_check/);
    } finally {
      await connection.close();
    }
  });
});
