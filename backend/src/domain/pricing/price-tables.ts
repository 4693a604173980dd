import { CARS, carKey } from '../catalogue/cars.js';
import { DELIVERY_FEES } from '../catalogue/locations.js';
import { INSURANCE_PRICES } from '../booking/insurance-prices.js';
import { SERVICE_PRICES, type ServicePrice } from '../booking/service-prices.js';
import type { ServiceKey } from '../booking/services.js';
import type { InsuranceType } from '../booking/insurance-prices.js';
import { UnknownCarError, type FieldError } from '../errors.js';
import { DEFAULT_SITE_CARS, type SiteCar } from '../catalogue/site-fleet.js';
import { PRICE_TIERS, dailyRate } from './daily-rate.js';

/** A car's daily rate in EUR for each rental-length band: 1-3, 4-6, 7-13 and 14+ days. */
export type BandRates = readonly [number, number, number, number];

/** A car's rates in the price tables (one of a car's names: docs/architecture.md). */
export type PricedCar = { readonly name: string; readonly tiers: BandRates };

/**
 * A season (docs/product.md, price rules): each rental day from `from` to `to` (inclusive, local
 * dates) costs the band rate changed by `percent`; `cars` null means every car; `minDays` the
 * shortest rental that starts in it.
 */
export type Season = {
  readonly name: string;
  readonly from: string;
  readonly to: string;
  readonly percent: number;
  readonly cars: readonly string[] | null;
  readonly minDays: number | null;
};

/**
 * Every price the rules read: the pricing functions take it as input (the server reads it from
 * PostgreSQL, the browser gets the server's copy with the page); `DEFAULT_PRICE_TABLES` are the
 * specification's tables, which the database is seeded with.
 */
export type PriceTables = {
  /** Increases with every change (the caches compare it). */
  readonly version: number;
  readonly cars: readonly PricedCar[];
  /** EUR, keyed by the two cities in alphabetical order: `batumi|tbilisi`. */
  readonly deliveryFees: Readonly<Record<string, number>>;
  readonly services: Readonly<Record<ServiceKey, ServicePrice>>;
  /** EUR per rental day. */
  readonly insurance: Readonly<Record<InsuranceType, number>>;
  readonly seasons: readonly Season[];
  /**
   * The cars of the site (home page, overlay, booking form; bookable with units), a subset of
   * `cars` with their class, seats and texts, in site order. Absent: the specification's five.
   */
  readonly fleet?: readonly SiteCar[];
};

/** The specification's tables: every car's base rate in the four bands (the tier rule), fees, services, insurance, no season. */
export const DEFAULT_PRICE_TABLES: PriceTables = Object.freeze({
  version: 0,
  cars: Object.freeze(
    CARS.map((car) => Object.freeze({ name: car.name, tiers: Object.freeze(PRICE_TIERS.map((t) => dailyRate(car.baseRate, t.minDays))) as unknown as BandRates })),
  ),
  deliveryFees: Object.freeze({ ...DELIVERY_FEES }),
  services: SERVICE_PRICES,
  insurance: INSURANCE_PRICES,
  seasons: Object.freeze([]),
  fleet: DEFAULT_SITE_CARS,
});

/** The car of the tables for a name (any letter case, hyphens as spaces); throws UnknownCarError. */
export function requirePricedCar(tables: PriceTables, name: string | null | undefined, field = 'carType'): PricedCar {
  const key = carKey(String(name ?? ''));
  const car = key ? tables.cars.find((c) => carKey(c.name) === key) : undefined;
  if (!car) throw new UnknownCarError(String(name ?? ''), tables.cars.map((c) => c.name), field);
  return car;
}

/** The band (0 to 3) of a rental length: 1-3, 4-6, 7-13, 14+ days. */
export function bandIndex(days: number): number {
  for (let i = PRICE_TIERS.length - 1; i >= 0; i--) if (days >= PRICE_TIERS[i].minDays) return i;
  return 0;
}

/** The season a date falls in for a car (the first one listed when, against the rules, two would). */
export function seasonOn(tables: PriceTables, carName: string, date: string): Season | undefined {
  const key = carKey(carName);
  return tables.seasons.find((s) => s.from <= date && date <= s.to && (s.cars === null || s.cars.some((c) => carKey(c) === key)));
}

/** A day's rate: the band rate changed by a percent, rounded to whole euros. */
export function seasonalRate(bandRate: number, percent: number): number {
  return Math.round((bandRate * (100 + percent)) / 100);
}

/** Consecutive days at one rate. */
export type RateRun = { rate: number; days: number; season: string | null; percent: number };

export type CarCost = {
  /** The band rate of the rental's length (no season). */
  bandRate: number;
  /** The rate of every day when they are all the same, else the total divided by the days, rounded. */
  dailyRate: number;
  runs: RateRun[];
  total: number;
};

/**
 * The car's cost for a rental (docs/product.md, price rules): each day at the band rate of the
 * rental's length, changed by the percent of the season it falls in (none: unchanged), rounded to
 * whole euros. Without a pickup date no season applies.
 */
export function carCost(tables: PriceTables, car: PricedCar, days: number, pickupDate?: string): CarCost {
  const bandRate = car.tiers[bandIndex(days)];
  const runs: RateRun[] = [];
  const start = pickupDate ? Date.parse(`${pickupDate}T00:00:00Z`) : NaN;
  for (let i = 0; i < days; i++) {
    const season = Number.isNaN(start) ? undefined : seasonOn(tables, car.name, new Date(start + i * 86_400_000).toISOString().slice(0, 10));
    const rate = season ? seasonalRate(bandRate, season.percent) : bandRate;
    const last = runs[runs.length - 1];
    if (last && last.rate === rate && last.season === (season?.name ?? null)) last.days++;
    else runs.push({ rate, days: 1, season: season?.name ?? null, percent: season?.percent ?? 0 });
  }
  const total = runs.reduce((sum, r) => sum + r.rate * r.days, 0);
  const uniform = runs.every((r) => r.rate === runs[0]?.rate);
  return { bandRate, dailyRate: uniform && runs.length ? runs[0].rate : Math.round(total / Math.max(days, 1)), runs, total };
}

/** The shortest rental of every car, whatever the season (docs/product.md §5). */
export const BASE_MIN_RENTAL_DAYS = 3;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2027-07-01` → `1 Jul`. */
export function shortDate(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}

export type MinimumRental = {
  days: number;
  /** The season whose minimum applies (longer than the base 3 days), else null. */
  season: Season | null;
  message: string;
};

/** The message for a rental shorter than a season's minimum: "Bookings starting between 1 Jul and 31 Aug need at least 5 days". */
export function seasonMinimumMessage(season: Pick<Season, 'from' | 'to' | 'minDays'>): string {
  return `Bookings starting between ${shortDate(season.from)} and ${shortDate(season.to)} need at least ${season.minDays} days`;
}

/** The field error of a rental shorter than its minimum: code `seasonMinimum` with the season's dates (ISO) and days, else `minimumDays`. */
export function seasonMinimumError(minimum: MinimumRental): FieldError {
  const s = minimum.season;
  if (!s) return { field: 'returnDate', type: 'rule', message: minimum.message, code: 'minimumDays', params: { days: minimum.days } };
  return { field: 'returnDate', type: 'rule', message: minimum.message, code: 'seasonMinimum', params: { from: s.from, to: s.to, days: minimum.days } };
}

/**
 * The minimum rental for a car picked up on a date: the larger of 3 days and the `minDays` of the
 * season the pickup day falls in, with the message that says so.
 */
export function minimumRental(tables: PriceTables, carName: string | null | undefined, pickupDate: string | null | undefined): MinimumRental {
  const season = pickupDate ? minDaysSeason(tables, carName, pickupDate) : undefined;
  if (season && season.minDays !== null && season.minDays > BASE_MIN_RENTAL_DAYS) {
    return { days: season.minDays, season, message: seasonMinimumMessage(season) };
  }
  return { days: BASE_MIN_RENTAL_DAYS, season: null, message: `The minimum rental is ${BASE_MIN_RENTAL_DAYS} days` };
}

/** The season of the pickup day with a minimum; without a car (the header search before one is chosen), any such season. */
function minDaysSeason(tables: PriceTables, carName: string | null | undefined, date: string): Season | undefined {
  if (carName) return seasonOn(tables, carName, date);
  return tables.seasons.find((s) => s.from <= date && date <= s.to && s.cars === null);
}
