import { bookingDays } from '../booking/days.js';
import { DEFAULT_TIME, MAX_BOOKING_DAYS, messageError } from '../booking/messages.js';
import { ValidationError, type FieldError } from '../errors.js';
import { isIsoDate, isIsoTime } from '../shared/dates.js';
import { FLEET_CAR_TYPES } from './units.js';

/** The period asked about: Tbilisi dates and times, as a booking has them. */
export type AvailabilityQuery = { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string };

/** One fleet car: how many of its units are in service (`total`) and free for the whole period (`available`). */
export type CarAvailability = { carType: string; available: number; total: number };

/** The answer of GET /api/availability and `rentals availability --json` (docs/product.md §9). */
export type Availability = AvailabilityQuery & { cars: CarAvailability[] };

/** "Only N left" is shown from this many free units down (the site, docs/product.md §9). */
export const FEW_LEFT = 2;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Checks the dates and times of an availability question with the booking form's messages:
 * both dates required (`YYYY-MM-DD`, real dates), times optional (`HH:MM`, default 09:00), the
 * pickup not before `today` (Tbilisi), the return after the pickup, at most 365 days. Returns the
 * normalised query, or the field errors.
 */
export function checkAvailabilityQuery(
  raw: Partial<Record<keyof AvailabilityQuery, unknown>>,
  today: string,
): { query: AvailabilityQuery; errors: [] } | { query?: undefined; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const date = (field: 'pickupDate' | 'returnDate'): string | undefined => {
    const value = text(raw[field]);
    if (!value) errors.push(messageError(field, 'required', field));
    else if (!isIsoDate(value)) errors.push(messageError(field, 'format', field));
    else return value;
    return undefined;
  };
  const time = (field: 'pickupTime' | 'returnTime'): string | undefined => {
    const value = text(raw[field]) || DEFAULT_TIME;
    if (isIsoTime(value)) return value;
    errors.push(messageError(field, 'format', field));
    return undefined;
  };
  const pickupDate = date('pickupDate');
  const pickupTime = time('pickupTime');
  const returnDate = date('returnDate');
  const returnTime = time('returnTime');
  if (pickupDate && pickupDate < today) errors.push(messageError('pickupDate', 'rule', 'pickupInPast'));
  if (pickupDate && pickupTime && returnDate && returnTime) {
    const days = bookingDays(pickupDate, pickupTime, returnDate, returnTime);
    if (days <= 0) errors.push(messageError('returnDate', 'rule', 'returnAfterPickup'));
    else if (days > MAX_BOOKING_DAYS) errors.push(messageError('returnDate', 'rule', 'maximumDays'));
  }
  if (errors.length > 0 || !pickupDate || !pickupTime || !returnDate || !returnTime) return { errors };
  return { query: { pickupDate, pickupTime, returnDate, returnTime }, errors: [] };
}

/** Like `checkAvailabilityQuery`, throwing ValidationError with every field error. */
export function parseAvailabilityQuery(raw: Partial<Record<keyof AvailabilityQuery, unknown>>, today: string): AvailabilityQuery {
  const result = checkAvailabilityQuery(raw, today);
  if (!result.query) throw new ValidationError(result.errors);
  return result.query;
}

/**
 * The answer for the cars of the site in site order (`carTypes`; the specification's five by default);
 * a car missing from `counts` has no units (0 of 0).
 */
export function fleetAvailability(query: AvailabilityQuery, counts: readonly CarAvailability[], carTypes: readonly string[] = FLEET_CAR_TYPES): Availability {
  const byCar = new Map(counts.map((c) => [c.carType, c]));
  return {
    pickupDate: query.pickupDate,
    pickupTime: query.pickupTime,
    returnDate: query.returnDate,
    returnTime: query.returnTime,
    cars: carTypes.map((carType) => {
      const c = byCar.get(carType);
      const total = c?.total ?? 0;
      return { carType, available: Math.max(0, Math.min(total, c?.available ?? 0)), total };
    }),
  };
}

/**
 * Why a booking cannot be taken: every unit of the car is held for (part of) the period. Names
 * the car and the period and says what to do (docs/product.md §9).
 */
export function unavailableParams(carType: string, q: AvailabilityQuery): Readonly<Record<string, string>> {
  return { car: carType, pickupDate: q.pickupDate, pickupTime: q.pickupTime, returnDate: q.returnDate, returnTime: q.returnTime };
}

export function unavailableMessage(carType: string, q: AvailabilityQuery): string {
  return `Sorry, the ${carType} is sold out from ${q.pickupDate} ${q.pickupTime} to ${q.returnDate} ${q.returnTime}. Please choose other dates or another car.`;
}
