import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cars a manager adds (`rentals cars add`) are cars of the site like the specification's five
 * (docs/product.md §3): shown, bookable, with units of their own. So a unit's car is any car of the
 * catalogue (a foreign key in place of the check that listed the five), and the cars added before
 * this (recorded in the price history as a car with nothing before) become cars of the site.
 */
export class SiteFleet1766600000000 implements MigrationInterface {
  name = 'SiteFleet1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE units DROP CONSTRAINT units_car_type_check`);
    await q.query(`ALTER TABLE units ADD CONSTRAINT units_car_type_fkey FOREIGN KEY (car_type) REFERENCES catalogue_cars (name)`);
    await q.query(
      `UPDATE catalogue_cars SET fleet = true
        WHERE NOT fleet AND name IN (SELECT after->>'name' FROM price_changes WHERE subject LIKE 'car %' AND before = 'null'::jsonb)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE units DROP CONSTRAINT units_car_type_fkey`);
    await q.query(
      `ALTER TABLE units ADD CONSTRAINT units_car_type_check
         CHECK (car_type IN ('Hyundai Elantra', 'Subaru Forester', 'Chevrolet Suburban', 'Toyota FJ Cruiser', 'Toyota 4Runner')) NOT VALID`,
    );
  }
}
