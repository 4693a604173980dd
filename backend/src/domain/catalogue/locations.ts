import { UnknownLocationError } from '../errors.js';
import { LABELS } from './labels.en.js';

/** The cities where cars are picked up and dropped off. */
export const LOCATIONS = ['tbilisi', 'batumi', 'kutaisi'] as const;

export type Location = (typeof LOCATIONS)[number];

/** The cities' names in English (labels.en.ts). */
export const LOCATION_LABELS: Readonly<Record<Location, string>> = Object.freeze({ ...LABELS.location });

/** The location for a value such as "Tbilisi", " batumi ", "KUTAISI"; undefined when unknown. */
export function parseLocation(s: string | null | undefined): Location | undefined {
  if (typeof s !== 'string') return undefined;
  const key = s.trim().toLowerCase();
  return (LOCATIONS as readonly string[]).includes(key) ? (key as Location) : undefined;
}

/** Like `parseLocation`, but throws `UnknownLocationError` naming the field when the value is unknown. */
export function requireLocation(s: string | null | undefined, field: string): Location {
  const location = parseLocation(s);
  if (!location) throw new UnknownLocationError(String(s ?? ''), field, LOCATIONS.map((l) => LOCATION_LABELS[l]));
  return location;
}

/** Delivery fees in EUR (docs/product.md §4), keyed by the two cities in alphabetical order. */
export const DELIVERY_FEES: Readonly<Record<string, number>> = {
  'tbilisi|tbilisi': 0,
  'kutaisi|kutaisi': 160,
  'batumi|batumi': 200,
  'batumi|tbilisi': 100,
  'kutaisi|tbilisi': 80,
  'batumi|kutaisi': 120,
};

/**
 * The delivery fee in EUR between two locations, in either direction, matched case-insensitively.
 * Unknown or missing locations give 0 (docs/product.md §4); callers that must refuse them use `requireLocation`.
 */
export function deliveryFee(
  pickup: string | null | undefined,
  dropoff: string | null | undefined,
  fees: Readonly<Record<string, number>> = DELIVERY_FEES,
): number {
  const a = parseLocation(pickup);
  const b = parseLocation(dropoff);
  if (!a || !b) return 0;
  return fees[routeKey(a, b)] ?? 0;
}

/** The key of a delivery route in the fee table: the two cities in alphabetical order, `batumi|tbilisi`. */
export function routeKey(a: Location, b: Location): string {
  return [a, b].sort().join('|');
}
