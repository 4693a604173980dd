import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { beforeMigration, insertOldBooking, withAllMigrations } from '../support/migrated-database.js';

/**
 * A database of the release before the staff workflow (bookings, units, holds; no history) is
 * migrated: every existing booking gets its history from its stored timestamps.
 */
describe('migration 1764000200000-staff-workflow on a database with bookings', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(undefined, { migrated: false });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('writes created / confirmed / cancelled / expired rows from the bookings\' timestamps; the outbox starts empty', async () => {
    await beforeMigration(db, 'StaffWorkflow', async (ds) => {
      const insert = (reference: string, status: string, reason: string | null, confirmed: string | null, cancelled: string | null) =>
        insertOldBooking(ds, { reference, status, status_reason: reason, created_at: '2026-11-01T10:00:00Z', confirmed_at: confirmed, cancelled_at: cancelled });
      await insert('GR-MIG001', 'pending', null, null, null);
      await insert('GR-MIG002', 'confirmed', null, '2026-11-01T12:00:00Z', null);
      await insert('GR-MIG003', 'cancelled', 'staff', '2026-11-01T12:00:00Z', '2026-11-02T09:00:00Z');
      await insert('GR-MIG004', 'cancelled', 'unconfirmed', null, '2026-11-02T10:00:00Z');
    });

    await withAllMigrations(db, async (ds) => {
      const rows: { reference: string; type: string; actor: string; at: Date }[] = await ds.query(
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
      expect(await ds.query(`SELECT count(*)::int AS n FROM outbox`)).toEqual([{ n: 0 }]);
    });
  });
});
