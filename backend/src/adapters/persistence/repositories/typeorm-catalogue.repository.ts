import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogueRepository, type CatalogueCar, type CatalogueChange, type PriceChange } from '../../../application/ports/catalogue.repository.js';
import type { InsuranceType } from '../../../domain/booking/insurance-prices.js';
import type { ServicePrice } from '../../../domain/booking/service-prices.js';
import type { ServiceKey } from '../../../domain/booking/services.js';
import type { BandRates, PriceTables, Season } from '../../../domain/pricing/price-tables.js';
import type { SiteCar } from '../../../domain/catalogue/site-fleet.js';
import { inTransaction, poolSql, type Sql } from '../transaction.js';

type CarRow = { name: string; tiers_cents: number[]; fleet: boolean; hidden: boolean; car_class: string | null; seats: number | null; texts: CatalogueCar['texts'] };
type SeasonRow = { name: string; from_date: string; to_date: string; percent: number; cars: string[] | null; min_days: number | null };
type ChangeRow = { id: string; at: Date; by: string; subject: string; before: unknown; after: unknown };

const euros = (cents: number | string) => Number(cents) / 100;
const cents = (eur: number) => Math.round(eur * 100);

function toCar(r: CarRow): CatalogueCar {
  return {
    name: r.name,
    tiers: r.tiers_cents.map(euros) as unknown as BandRates,
    fleet: r.fleet,
    hidden: r.hidden,
    carClass: r.car_class,
    seats: r.seats === null ? null : Number(r.seats),
    texts: r.texts ?? {},
  };
}

function toChange(r: ChangeRow): PriceChange {
  return { id: Number(r.id), at: new Date(r.at), by: r.by, subject: r.subject, before: r.before, after: r.after };
}

async function readCars(sql: Sql): Promise<CatalogueCar[]> {
  const rows = await sql<CarRow>(`SELECT name, tiers_cents, fleet, hidden, car_class, seats, texts FROM catalogue_cars ORDER BY position, name`);
  return rows.map(toCar);
}

/** Every price the rules read, in one pass of seven small queries (exported for the benchmark's floor, bench/floor/handlers.mjs). */
export async function readTables(sql: Sql): Promise<PriceTables> {
  // Dates as text: a DATE column read by the driver would become a Date at local midnight.
  const [version, cars, fees, services, insurance, seasons, fleet] = [
    await sql<{ version: string }>(`SELECT version FROM catalogue_version`),
    await sql<{ name: string; tiers_cents: number[] }>(`SELECT name, tiers_cents FROM catalogue_cars WHERE NOT hidden ORDER BY position, name`),
    await sql<{ route: string; fee_cents: number }>(`SELECT route, fee_cents FROM delivery_fees`),
    await sql<{ key: ServiceKey; price_cents: number; unit: ServicePrice['unit'] }>(`SELECT key, price_cents, unit FROM service_prices`),
    await sql<{ type: InsuranceType; per_day_cents: number }>(`SELECT type, per_day_cents FROM insurance_prices`),
    await sql<SeasonRow>(`SELECT name, from_date::text AS from_date, to_date::text AS to_date, percent, cars, min_days FROM seasons ORDER BY from_date, name`),
    // The site's order: the specification's five as its showcase has them, then the added cars as added.
    await sql<{ name: string; car_class: string | null; seats: number | null; texts: SiteCar['texts'] | null }>(
      `SELECT name, car_class, seats, texts FROM catalogue_cars WHERE fleet AND NOT hidden ORDER BY (details->>'fleetOrder')::int NULLS LAST, position, name`,
    ),
  ];
  return {
    version: Number(version[0]?.version ?? 0),
    cars: cars.map((c) => ({ name: c.name, tiers: c.tiers_cents.map(euros) as unknown as BandRates })),
    deliveryFees: Object.fromEntries(fees.map((f) => [f.route, euros(f.fee_cents)])),
    services: Object.fromEntries(services.map((s) => [s.key, { price: euros(s.price_cents), unit: s.unit }])) as Record<ServiceKey, ServicePrice>,
    insurance: Object.fromEntries(insurance.map((i) => [i.type, euros(i.per_day_cents)])) as Record<InsuranceType, number>,
    seasons: seasons.map(
      (s): Season => ({ name: s.name, from: s.from_date, to: s.to_date, percent: Number(s.percent), cars: s.cars, minDays: s.min_days === null ? null : Number(s.min_days) }),
    ),
    fleet: fleet.map((c): SiteCar => ({ name: c.name, carClass: c.car_class ?? '4x4', seats: Number(c.seats ?? 5), texts: c.texts ?? {} })),
  };
}

/** What a change writes, and its history subject with the value before and after. */
async function apply(sql: Sql, change: CatalogueChange, tables: PriceTables, cars: CatalogueCar[]): Promise<{ subject: string; before: unknown; after: unknown }> {
  switch (change.kind) {
    case 'tiers': {
      const before = cars.find((c) => c.name === change.car)?.tiers ?? null;
      await sql(`UPDATE catalogue_cars SET tiers_cents = $2 WHERE name = $1`, [change.car, change.tiers.map(cents)]);
      return { subject: `rates ${change.car}`, before, after: change.tiers };
    }
    case 'fee': {
      await sql(`INSERT INTO delivery_fees (route, fee_cents) VALUES ($1, $2) ON CONFLICT (route) DO UPDATE SET fee_cents = EXCLUDED.fee_cents`, [
        change.route,
        cents(change.fee),
      ]);
      return { subject: `delivery ${change.route.replace('|', ' ↔ ')}`, before: tables.deliveryFees[change.route] ?? null, after: change.fee };
    }
    case 'service': {
      await sql(`UPDATE service_prices SET price_cents = $2 WHERE key = $1`, [change.key, cents(change.price)]);
      return { subject: `service ${change.key}`, before: tables.services[change.key]?.price ?? null, after: change.price };
    }
    case 'insurance': {
      await sql(`UPDATE insurance_prices SET per_day_cents = $2 WHERE type = $1`, [change.type, cents(change.price)]);
      return { subject: `insurance ${change.type}`, before: tables.insurance[change.type] ?? null, after: change.price };
    }
    case 'season-add': {
      const s = change.season;
      await sql(`INSERT INTO seasons (name, from_date, to_date, percent, cars, min_days) VALUES ($1, $2, $3, $4, $5, $6)`, [
        s.name,
        s.from,
        s.to,
        s.percent,
        s.cars,
        s.minDays,
      ]);
      return { subject: `season ${s.name}`, before: null, after: s };
    }
    case 'season-remove': {
      const before = tables.seasons.find((s) => s.name === change.name) ?? null;
      await sql(`DELETE FROM seasons WHERE name = $1`, [change.name]);
      return { subject: `season ${change.name}`, before, after: null };
    }
    case 'car-add': {
      const c = change.car;
      await sql(
        `INSERT INTO catalogue_cars (name, position, tiers_cents, fleet, hidden, car_class, seats, texts)
         VALUES ($1, (SELECT coalesce(max(position), -1) + 1 FROM catalogue_cars), $2, $3, $4, $5, $6, $7)`,
        [c.name, c.tiers.map(cents), c.fleet, c.hidden, c.carClass, c.seats, JSON.stringify(c.texts)],
      );
      return { subject: `car ${c.name}`, before: null, after: c };
    }
    case 'car-edit': {
      const c = change.car;
      await sql(`UPDATE catalogue_cars SET tiers_cents = $2, hidden = $3, car_class = $4, seats = $5, texts = $6 WHERE name = $1`, [
        change.name,
        c.tiers.map(cents),
        c.hidden,
        c.carClass,
        c.seats,
        JSON.stringify(c.texts),
      ]);
      return { subject: `car ${c.name}`, before: cars.find((x) => x.name === change.name) ?? null, after: c };
    }
  }
}

/** The catalogue's version number (exported for the benchmark's floor). */
export async function readVersion(sql: Sql): Promise<number> {
  const [row] = await sql<{ version: string }>(`SELECT version FROM catalogue_version`);
  return Number(row?.version ?? 0);
}

@Injectable()
export class TypeOrmCatalogueRepository extends CatalogueRepository {
  private readonly sql: Sql;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  async version(): Promise<number> {
    return readVersion(this.sql);
  }

  tables(): Promise<PriceTables> {
    return readTables(this.sql);
  }

  cars(): Promise<CatalogueCar[]> {
    return readCars(this.sql);
  }

  async history(limit: number): Promise<PriceChange[]> {
    const rows = await this.sql<ChangeRow>(`SELECT id, at, by, subject, before, after FROM price_changes ORDER BY id DESC LIMIT $1`, [limit]);
    return rows.map(toChange);
  }

  change(by: string, at: Date, decide: (current: { tables: PriceTables; cars: CatalogueCar[] }) => CatalogueChange): Promise<PriceChange> {
    return inTransaction(this.dataSource, async (sql) => {
      // The one row every change updates: changes wait for each other, so `decide` sees the latest tables.
      await sql(`SELECT version FROM catalogue_version FOR UPDATE`);
      const tables = await readTables(sql);
      const cars = await readCars(sql);
      const change = decide({ tables, cars });
      const { subject, before, after } = await apply(sql, change, tables, cars);
      await sql(`UPDATE catalogue_version SET version = version + 1`);
      const [row] = await sql<ChangeRow>(
        `INSERT INTO price_changes (at, by, subject, before, after) VALUES ($1, $2, $3, $4, $5) RETURNING id, at, by, subject, before, after`,
        [at, by, subject, JSON.stringify(before), JSON.stringify(after)],
      );
      return toChange(row);
    });
  }
}
