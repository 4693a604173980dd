import { DataSource } from 'typeorm';
import { DatabaseConnection } from '../../src/adapters/persistence/database-connection.js';
import { EmbeddedDatabase } from '../../src/adapters/persistence/embedded/embedded-database.js';
import { embeddedClientClass } from '../../src/adapters/persistence/embedded/embedded-pg-client.js';
import { MIGRATIONS } from '../../src/adapters/persistence/migrations/index.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * A database of the release before the staff workflow (bookings, units, holds; no history) is
 * migrated: every existing booking gets its history from its stored timestamps.
 */
describe('migration 1764000200000-staff-workflow on a database with bookings', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('writes created / confirmed / cancelled / expired rows from the bookings\' timestamps; the outbox starts empty', async () => {
    // The release before: the migrations older than the staff workflow's (later ones build on it).
    const before = MIGRATIONS.slice(0, MIGRATIONS.findIndex((m) => m.name.startsWith('StaffWorkflow')));
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
      const insert = (ref: string, status: string, reason: string | null, confirmed: string | null, cancelled: string | null) =>
        ds.query(
          `INSERT INTO bookings (reference, status, status_reason, customer_name, driver_age, group_size, customer_email, customer_phone,
             pickup_location, dropoff_location, pickup_date, pickup_time, return_date, return_time, car_type, insurance_type,
             days, daily_rate, total_price, breakdown, created_at, confirmed_at, cancelled_at)
           VALUES ($1, $2, $3, 'Old Guest', 30, 2, 'old@example.com', '+995555000000', 'tbilisi', 'tbilisi', '2030-05-01', '09:00',
             '2030-05-06', '09:00', 'Hyundai Elantra', 'minimum', 5, 45, 225, '{}'::jsonb, '2026-11-01T10:00:00Z', $4, $5)`,
          [ref, status, reason, confirmed, cancelled],
        );
      await insert('GR-MIG001', 'pending', null, null, null);
      await insert('GR-MIG002', 'confirmed', null, '2026-11-01T12:00:00Z', null);
      await insert('GR-MIG003', 'cancelled', 'staff', '2026-11-01T12:00:00Z', '2026-11-02T09:00:00Z');
      await insert('GR-MIG004', 'cancelled', 'unconfirmed', null, '2026-11-02T10:00:00Z');
    } finally {
      await ds.destroy();
      await embedded?.close();
    }

    const connection = await DatabaseConnection.open({ databaseUrl: db.url, dataDir: db.dataDir ?? '' });
    try {
      const rows: { reference: string; type: string; actor: string; at: Date }[] = await connection.dataSource.query(
        `SELECT b.reference, h.type, h.actor, h.at FROM booking_history h JOIN bookings b ON b.id = h.booking_id ORDER BY b.reference, h.at, h.id`,
      );
      expect(rows.map((r) => [r.reference, r.type, r.actor, new Date(r.at).toISOString()])).toEqual([
        ['GR-MIG001', 'created', 'visitor', '2026-11-01T10:00:00.000Z'],
        ['GR-MIG002', 'created', 'visitor', '2026-11-01T10:00:00.000Z'],
        ['GR-MIG002', 'confirmed', 'unknown', '2026-11-01T12:00:00.000Z'],
        ['GR-MIG003', 'created', 'visitor', '2026-11-01T10:00:00.000Z'],
        ['GR-MIG003', 'confirmed', 'unknown', '2026-11-01T12:00:00.000Z'],
        ['GR-MIG003', 'cancelled', 'unknown', '2026-11-02T09:00:00.000Z'],
        ['GR-MIG004', 'created', 'visitor', '2026-11-01T10:00:00.000Z'],
        ['GR-MIG004', 'expired', 'system', '2026-11-02T10:00:00.000Z'],
      ]);
      expect(await connection.dataSource.query(`SELECT count(*)::int AS n FROM outbox`)).toEqual([{ n: 0 }]);
    } finally {
      await connection.close();
    }
  });
});
