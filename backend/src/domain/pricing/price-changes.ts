import { carKey } from '../catalogue/cars.js';
import { hasControlCharacters } from '../shared/text.js';
import { requireLocation, routeKey } from '../catalogue/locations.js';
import { ValidationError } from '../errors.js';
import { isIsoDate } from '../shared/dates.js';
import { isServiceKey, SERVICE_KEYS, type ServiceKey } from '../booking/services.js';
import { INSURANCE_TYPES, type InsuranceType } from '../booking/insurance-prices.js';
import { requirePricedCar, type BandRates, type PriceTables, type Season } from './price-tables.js';

/** The highest daily rate, fee or service price a manager can set (EUR): a typo guard. */
export const MAX_PRICE_EUR = 10_000;
export const SEASON_PERCENT_MIN = -90;
export const SEASON_PERCENT_MAX = 500;

function refuse(field: string, message: string, type = 'invalid'): never {
  throw new ValidationError([{ field, type, message }]);
}

/** A whole number of euros from 0 to MAX_PRICE_EUR, given as a number or text ("70"); else a ValidationError naming `field`. */
export function parseEuros(raw: unknown, field: string): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^-?\d+$/.test(text)) refuse(field, `${field} must be a whole number of euros (got "${String(raw ?? '')}")`, 'format');
  const value = Number(text);
  if (value < 0) refuse(field, `${field} cannot be negative (got ${value})`, 'min');
  if (value > MAX_PRICE_EUR) refuse(field, `${field} must be at most ${MAX_PRICE_EUR} euros (got ${value})`, 'max');
  return value;
}

/** The lowest daily rate of a car: a car priced at 0 EUR a day would be given away. */
export const MIN_DAILY_RATE_EUR = 1;

/** A car's daily rate: whole euros from MIN_DAILY_RATE_EUR to MAX_PRICE_EUR. */
export function parseDailyRate(raw: unknown, field: string): number {
  const value = parseEuros(raw, field);
  if (value < MIN_DAILY_RATE_EUR) refuse(field, `a daily rate is at least ${MIN_DAILY_RATE_EUR} euro (got ${value})`, 'min');
  return value;
}

/** Four daily rates for 1-3, 4-6, 7-13 and 14+ days: "70,68,67,63" or an array. */
export function parseTiers(raw: unknown): BandRates {
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  if (parts.length !== 4) {
    refuse('tiers', `tiers must be 4 daily rates for 1-3, 4-6, 7-13 and 14+ days, such as 70,68,67,63 (got "${String(raw ?? '')}")`, 'format');
  }
  return parts.map((p) => parseDailyRate(p, 'tiers')) as unknown as BandRates;
}

/** The route key of two cities (unknown city: UnknownLocationError). */
export function parseRoute(a: unknown, b: unknown): string {
  return routeKey(requireLocation(String(a ?? ''), 'from'), requireLocation(String(b ?? ''), 'to'));
}

export function parseServiceKey(raw: unknown): ServiceKey {
  if (!isServiceKey(raw)) refuse('service', `unknown service "${String(raw ?? '')}"; the services are ${SERVICE_KEYS.join(', ')}`);
  return raw;
}

/** An insurance choice as `rentals insurance set` and /staff/prices name it (any letter case). */
export function parseInsuranceType(raw: unknown): InsuranceType {
  const type = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!(INSURANCE_TYPES as readonly string[]).includes(type)) {
    refuse('insurance', `unknown insurance "${String(raw ?? '')}"; the insurance types are ${INSURANCE_TYPES.join(', ')}`);
  }
  return type as InsuranceType;
}

export type SeasonInput = { name: unknown; from: unknown; to: unknown; percent: unknown; cars?: unknown; minDays?: unknown };

/**
 * A new season, checked against the tables: a name, real dates with the end not before the start, a
 * whole percent from -90 to 500, known cars (catalogue spelling; none: every car), a minimum stay
 * from 1 to 365 days, a name not taken and no overlap with another season for the same car.
 */
export function parseSeason(input: SeasonInput, tables: PriceTables): Season {
  const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
  if (!name || name.length > 60) refuse('name', 'name must be 1 to 60 characters');
  if (hasControlCharacters(name)) refuse('name', 'the name must not contain control characters');
  if (!isIsoDate(input.from)) refuse('from', `from must be a real date written YYYY-MM-DD (got "${String(input.from ?? '')}")`, 'format');
  if (!isIsoDate(input.to)) refuse('to', `to must be a real date written YYYY-MM-DD (got "${String(input.to ?? '')}")`, 'format');
  const from = input.from;
  const to = input.to;
  if (to < from) refuse('to', `the season ends (${to}) before it starts (${from})`, 'rule');
  const percentText = typeof input.percent === 'number' ? String(input.percent) : typeof input.percent === 'string' ? input.percent.trim() : '';
  if (!/^[+-]?\d+$/.test(percentText)) refuse('percent', `percent must be a whole number such as 20 or -15 (got "${String(input.percent ?? '')}")`, 'format');
  const percent = Number(percentText);
  if (percent < SEASON_PERCENT_MIN || percent > SEASON_PERCENT_MAX) {
    refuse('percent', `percent must be from ${SEASON_PERCENT_MIN} to +${SEASON_PERCENT_MAX} (got ${percent})`, 'range');
  }
  let cars: string[] | null = null;
  const rawCars = Array.isArray(input.cars) ? input.cars : typeof input.cars === 'string' && input.cars.trim() ? input.cars.split(',') : [];
  if (rawCars.length) cars = [...new Set(rawCars.map((c) => requirePricedCar(tables, String(c).trim(), 'cars').name))];
  let minDays: number | null = null;
  if (input.minDays !== undefined && input.minDays !== null && input.minDays !== '') {
    const text = String(input.minDays).trim();
    if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 365) refuse('minDays', `min-days must be a whole number from 1 to 365 (got "${text}")`, 'format');
    minDays = Number(text);
  }
  if (tables.seasons.some((s) => s.name.toLowerCase() === name.toLowerCase())) refuse('name', `a season named "${name}" exists already`, 'conflict');
  const season: Season = { name, from, to, percent, cars, minDays };
  const clash = tables.seasons.find((s) => overlaps(s, season));
  if (clash) {
    refuse('from', `"${name}" overlaps the season "${clash.name}" (${clash.from} to ${clash.to}) for the same car`, 'conflict');
  }
  return season;
}

/** Two seasons overlap when their dates do and they share a car (none listed: every car). */
export function overlaps(a: Season, b: Season): boolean {
  if (a.to < b.from || b.to < a.from) return false;
  if (a.cars === null || b.cars === null) return true;
  const keys = new Set(a.cars.map(carKey));
  return b.cars.some((c) => keys.has(carKey(c)));
}
