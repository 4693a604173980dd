import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { beforeMigration, insertOldBooking, withAllMigrations } from '../support/migrated-database.js';

/**
 * A database made by the first release (bookings, no units) is migrated: the default fleet is
 * created and the bookings that hold a car get a unit, earliest pickup first; one that finds no
 * free unit stays without one.
 */
describe('migration 1764000000000-units-and-holds on a database with bookings', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(undefined, { migrated: false });
  });
  afterAll(async () => {
    await db?.drop();
  });

  const insert = (ds: DataSource, reference: string, status: string, carType: string, pickupDate: string, returnDate: string) =>
    insertOldBooking(ds, { reference, status, car_type: carType, pickup_date: pickupDate, return_date: returnDate });

  it('creates the fleet and gives existing bookings a unit', async () => {
    await beforeMigration(db, 'UnitsAndHolds', async (ds) => {
      // Three Suburbans exist: four overlapping holding bookings, the last (latest pickup) finds none.
      await insert(ds, 'GR-AAAAA2', 'pending', 'Chevrolet Suburban', '2030-05-01', '2030-05-06');
      await insert(ds, 'GR-AAAAA3', 'confirmed', 'Chevrolet Suburban', '2030-05-02', '2030-05-07');
      await insert(ds, 'GR-AAAAA4', 'cancelled', 'Chevrolet Suburban', '2030-05-02', '2030-05-07');
      await insert(ds, 'GR-AAAAA5', 'pending', 'Chevrolet Suburban', '2030-05-03', '2030-05-08');
      await insert(ds, 'GR-AAAAA6', 'pending', 'Chevrolet Suburban', '2030-05-04', '2030-05-09');
      // After the 12-hour turnaround of the first one, its unit is free again.
      await insert(ds, 'GR-AAAAA7', 'pending', 'Chevrolet Suburban', '2030-05-07', '2030-05-10');
    });

    await withAllMigrations(db, async (ds) => {
      const sql = (text: string) => ds.query(text);
      expect((await sql(`SELECT count(*)::int AS n FROM units WHERE active`))[0].n).toBe(21);
      const held: { reference: string; label: string | null; start: Date; end: Date }[] = await sql(
        `SELECT b.reference, u.label, lower(h.period) AS start, upper(h.period) AS "end"
           FROM bookings b LEFT JOIN holds h ON h.booking_id = b.id LEFT JOIN units u ON u.id = h.unit_id
          ORDER BY b.reference`,
      );
      const unitOf = Object.fromEntries(held.map((r) => [r.reference, r.label]));
      expect(unitOf).toEqual({
        'GR-AAAAA2': 'SB-101-GE',
        'GR-AAAAA3': 'SB-102-GE',
        'GR-AAAAA4': null,
        'GR-AAAAA5': 'SB-103-GE',
        'GR-AAAAA6': null,
        'GR-AAAAA7': 'SB-101-GE',
      });
      const first = held.find((r) => r.reference === 'GR-AAAAA2')!;
      expect(new Date(first.start).toISOString()).toBe('2030-05-01T05:00:00.000Z');
      expect(new Date(first.end).toISOString()).toBe('2030-05-06T17:00:00.000Z');
    });
  });
});
