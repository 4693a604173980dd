import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { beforeMigration, withAllMigrations } from '../support/migrated-database.js';

/**
 * A database of the release before 1766600000000-site-fleet: units of the five cars, and a car a
 * manager added with `rentals cars add` (priced only, then). After the migration the units keep
 * their cars, the added car is a car of the site, and a unit of it can be made; a unit of a car
 * that is not in the catalogue cannot.
 */
describe('migration 1766600000000-site-fleet on a database in use', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(undefined, { migrated: false });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('keeps the units, makes an earlier added car a car of the site, and ties units to the catalogue', async () => {
    await beforeMigration(db, 'SiteFleet', async (ds) => {
      const position = (await ds.query(`SELECT max(position) + 1 AS p FROM catalogue_cars`))[0].p as number;
      await ds.query(`INSERT INTO catalogue_cars (name, position, tiers_cents, car_class, seats) VALUES ('Lada Niva Legend', $1, '{4800,4700,4600,4300}', '4x4', 4)`, [position]);
      await ds.query(`INSERT INTO price_changes (at, by, subject, before, after) VALUES (now(), 'Maka', 'car Lada Niva Legend', 'null'::jsonb, $1::jsonb)`, [
        JSON.stringify({ name: 'Lada Niva Legend', tiers: [48, 47, 46, 43] }),
      ]);
      // A car only repriced (something before) stays priced only.
      await ds.query(`INSERT INTO price_changes (at, by, subject, before, after) VALUES (now(), 'Maka', 'car Toyota Camry', $1::jsonb, $1::jsonb)`, [
        JSON.stringify({ name: 'Toyota Camry', tiers: [57, 55, 54, 51] }),
      ]);
    });

    await withAllMigrations(db, async (ds) => {
      const units: { n: number }[] = await ds.query(`SELECT count(*)::int AS n FROM units`);
      expect(units[0].n).toBe(21);
      const fleet: { name: string; fleet: boolean }[] = await ds.query(`SELECT name, fleet FROM catalogue_cars WHERE name IN ('Lada Niva Legend', 'Toyota Camry', 'Toyota FJ Cruiser') ORDER BY name`);
      expect(fleet).toEqual([
        { name: 'Lada Niva Legend', fleet: true },
        { name: 'Toyota Camry', fleet: false },
        { name: 'Toyota FJ Cruiser', fleet: true },
      ]);
      await ds.query(`INSERT INTO units (label, car_type) VALUES ('LN-101-GE', 'Lada Niva Legend')`);
      await expect(ds.query(`INSERT INTO units (label, car_type) VALUES ('XX-101-GE', 'Lada Samara')`)).rejects.toThrow(/units_car_type_fkey/);
    });
  });
});
