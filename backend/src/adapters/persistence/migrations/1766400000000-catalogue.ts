import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FLEET } from '../../../domain/catalogue/fleet.js';
import { DEFAULT_PRICE_TABLES } from '../../../domain/pricing/price-tables.js';

/**
 * The catalogue in PostgreSQL (docs/product.md, price rules; docs/architecture.md): the cars with their
 * daily rates per band (EUR cents for 1-3, 4-6, 7-13, 14+ days) and, for the cars of the site, their
 * details and texts; the delivery fees per city pair; the services; the insurance; the seasons; every
 * change with who, when, before and after; and one version number that every change raises (each
 * instance compares it to reload its copy). Seeded with the specification's tables
 * (domain/pricing/price-tables.ts `DEFAULT_PRICE_TABLES`, domain/catalogue/fleet.ts), so every price
 * holds until a manager changes one.
 */
export class Catalogue1766400000000 implements MigrationInterface {
  name = 'Catalogue1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalogue_cars (
        name varchar(60) PRIMARY KEY,
        position integer NOT NULL,
        tiers_cents integer[] NOT NULL
          CONSTRAINT catalogue_cars_tiers_check CHECK (array_length(tiers_cents, 1) = 4 AND 0 <= ALL (tiers_cents)),
        fleet boolean NOT NULL DEFAULT false,
        hidden boolean NOT NULL DEFAULT false,
        car_class varchar(16),
        seats integer CONSTRAINT catalogue_cars_seats_check CHECK (seats BETWEEN 1 AND 20),
        details jsonb NOT NULL DEFAULT '{}',
        texts jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query(`CREATE UNIQUE INDEX catalogue_cars_key ON catalogue_cars (lower(name))`);
    await q.query(`
      CREATE TABLE delivery_fees (
        route varchar(40) PRIMARY KEY,
        fee_cents integer NOT NULL CONSTRAINT delivery_fees_fee_check CHECK (fee_cents >= 0)
      )`);
    await q.query(`
      CREATE TABLE service_prices (
        key varchar(40) PRIMARY KEY,
        price_cents integer NOT NULL CONSTRAINT service_prices_price_check CHECK (price_cents >= 0),
        unit varchar(8) NOT NULL CONSTRAINT service_prices_unit_check CHECK (unit IN ('flat', 'per-day'))
      )`);
    await q.query(`
      CREATE TABLE insurance_prices (
        type varchar(16) PRIMARY KEY,
        per_day_cents integer NOT NULL CONSTRAINT insurance_prices_price_check CHECK (per_day_cents >= 0)
      )`);
    await q.query(`
      CREATE TABLE seasons (
        id serial PRIMARY KEY,
        name varchar(60) NOT NULL,
        from_date date NOT NULL,
        to_date date NOT NULL,
        percent integer NOT NULL CONSTRAINT seasons_percent_check CHECK (percent BETWEEN -90 AND 500),
        cars text[],
        min_days integer CONSTRAINT seasons_min_days_check CHECK (min_days BETWEEN 1 AND 365),
        CONSTRAINT seasons_dates_check CHECK (to_date >= from_date)
      )`);
    await q.query(`CREATE UNIQUE INDEX seasons_name_key ON seasons (lower(name))`);
    await q.query(`
      CREATE TABLE price_changes (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        by varchar(100) NOT NULL,
        subject varchar(120) NOT NULL,
        before jsonb,
        after jsonb
      )`);
    await q.query(`
      CREATE TABLE catalogue_version (
        id boolean PRIMARY KEY DEFAULT true CONSTRAINT catalogue_version_one_row CHECK (id),
        version bigint NOT NULL
      )`);
    await q.query(`INSERT INTO catalogue_version (version) VALUES (1)`);

    const t = DEFAULT_PRICE_TABLES;
    const fleet = new Map(FLEET.map((v) => [v.carType, v]));
    for (const [i, car] of t.cars.entries()) {
      const v = fleet.get(car.name);
      const details = v
        ? { driveWheels: v.driveWheels, fuelConsumption: v.fuelConsumption, color: v.color, images: v.gallery.length, fleetOrder: FLEET.indexOf(v) }
        : {};
      const texts = v ? { en: { description: v.description, features: [...v.specs] } } : {};
      await q.query(
        `INSERT INTO catalogue_cars (name, position, tiers_cents, fleet, car_class, seats, details, texts) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [car.name, i, car.tiers.map((eur) => eur * 100), Boolean(v), v ? v.driveWheels : null, v ? v.passengers : null, JSON.stringify(details), JSON.stringify(texts)],
      );
    }
    for (const [route, eur] of Object.entries(t.deliveryFees)) {
      await q.query(`INSERT INTO delivery_fees (route, fee_cents) VALUES ($1, $2)`, [route, eur * 100]);
    }
    for (const [key, s] of Object.entries(t.services)) {
      await q.query(`INSERT INTO service_prices (key, price_cents, unit) VALUES ($1, $2, $3)`, [key, s.price * 100, s.unit]);
    }
    for (const [type, eur] of Object.entries(t.insurance)) {
      await q.query(`INSERT INTO insurance_prices (type, per_day_cents) VALUES ($1, $2)`, [type, eur * 100]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['catalogue_version', 'price_changes', 'seasons', 'insurance_prices', 'service_prices', 'delivery_fees', 'catalogue_cars']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
