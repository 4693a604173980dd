import { UnknownCarError, ValidationError, type FieldError } from '../errors.js';
import { FLEET } from '../catalogue/fleet.js';
import { DEFAULT_SITE_CARS, findSiteCar, type SiteCar } from '../catalogue/site-fleet.js';

/**
 * A physical car ("unit") of one of the cars of the site (docs/product.md §9): its label (a plate such as
 * `FJ-101-GE`, unique), its car type (the fleet car's display name) and whether it is in service.
 * Retired units keep their bookings' history but take no new holds.
 */
export type Unit = {
  readonly label: string;
  readonly carType: string;
  readonly active: boolean;
};

/** The specification's five bookable car types, in fleet (showcase) order (the default fleet's). */
export const FLEET_CAR_TYPES: readonly string[] = Object.freeze(FLEET.map((v) => v.carType));

/** How many units of each car the default fleet has (docs/product.md §9: 21 cars). */
export const DEFAULT_FLEET_SIZES: Readonly<Record<string, number>> = Object.freeze({
  'Hyundai Elantra': 4,
  'Subaru Forester': 4,
  'Chevrolet Suburban': 3,
  'Toyota FJ Cruiser': 5,
  'Toyota 4Runner': 5,
});

/** Two letters of each car for the default labels (`FJ-101-GE`). */
const LABEL_PREFIX: Readonly<Record<string, string>> = Object.freeze({
  'Hyundai Elantra': 'EL',
  'Subaru Forester': 'FR',
  'Chevrolet Suburban': 'SB',
  'Toyota FJ Cruiser': 'FJ',
  'Toyota 4Runner': 'RN',
});

/**
 * The default fleet that the migration creates: labels in the Georgian plate format (two
 * letters, three digits, two letters), the first two letters naming the car so staff can tell
 * them apart at a glance. Staff replace them with the real plates (`rentals units add`/`retire`).
 */
export const DEFAULT_FLEET: readonly Unit[] = Object.freeze(
  FLEET_CAR_TYPES.flatMap((carType) =>
    Array.from({ length: DEFAULT_FLEET_SIZES[carType] }, (_, i) =>
      Object.freeze({ label: `${LABEL_PREFIX[carType]}-${101 + i}-GE`, carType, active: true }),
    ),
  ),
);

export const UNIT_LABEL_MIN_LENGTH = 2;
export const UNIT_LABEL_MAX_LENGTH = 16;
/** Letters, digits, single hyphens or spaces between them. */
const LABEL_PATTERN = /^[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/;

export const UNIT_MESSAGES = Object.freeze({
  labelRequired: 'Give the unit a label, such as its plate (FJ-106-GE)',
  labelFormat: `A unit label is ${UNIT_LABEL_MIN_LENGTH} to ${UNIT_LABEL_MAX_LENGTH} letters and digits, optionally separated by single hyphens or spaces (such as FJ-106-GE)`,
} as const);

/** The stored spelling of a label: trimmed, upper case, runs of spaces collapsed. */
export function normaliseUnitLabel(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ').toUpperCase() : '';
}

/** The problem with a label (after normalising), or undefined when it is a good one. */
export function checkUnitLabel(raw: unknown, field = 'label'): FieldError | undefined {
  const label = normaliseUnitLabel(raw);
  if (!label) return { field, type: 'required', message: UNIT_MESSAGES.labelRequired };
  if (label.length < UNIT_LABEL_MIN_LENGTH) return { field, type: 'min', message: UNIT_MESSAGES.labelFormat };
  if (label.length > UNIT_LABEL_MAX_LENGTH) return { field, type: 'max', message: UNIT_MESSAGES.labelFormat };
  if (!LABEL_PATTERN.test(label)) return { field, type: 'format', message: UNIT_MESSAGES.labelFormat };
  return undefined;
}

/** The normalised label; throws ValidationError when it is not a usable one. */
export function requireUnitLabel(raw: unknown, field = 'label'): string {
  const problem = checkUnitLabel(raw, field);
  if (problem) throw new ValidationError([problem]);
  return normaliseUnitLabel(raw);
}

/**
 * The site car's display name for a name typed by staff (`toyota fj cruiser`, `toyota-fj-cruiser`);
 * throws UnknownCarError listing the cars of the site (units exist only for those): the tables'
 * (`siteCars`), the specification's five by default.
 */
export function requireFleetCar(carType: unknown, field = 'carType', cars: readonly SiteCar[] = DEFAULT_SITE_CARS): string {
  const car = findSiteCar({ cars, fleet: cars }, carType);
  if (!car) throw new UnknownCarError(String(carType ?? ''), cars.map((c) => c.name), field);
  return car.name;
}
