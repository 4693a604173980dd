import type { Locale } from '../site/locales.js';
import { carKey } from './cars.js';
import { FLEET, type Vehicle } from './fleet.js';

/** A car's texts in one language (`rentals cars add|edit --description-<lang> --features-<lang>`). */
export type CarTexts = { description?: string; features?: string[] };

/**
 * A car of the site (shown on the home page, bookable): the five cars of the specification and
 * every car a manager added (`rentals cars add`), as the price tables carry them (a hidden car is
 * absent). Texts by language; a language without them shows the English ones. One of a car's
 * names (docs/architecture.md).
 */
export type SiteCar = {
  readonly name: string;
  readonly carClass: string;
  readonly seats: number;
  readonly texts: Readonly<Partial<Record<Locale, CarTexts>>>;
};

/** The drawn picture of a car without photos or drawings of its own (frontend/public/images/cars/). */
export const PLACEHOLDER_IMAGE = '/images/cars/placeholder.svg';

/** The specification's site cars: the five fleet vehicles (what the database is seeded with). */
export const DEFAULT_SITE_CARS: readonly SiteCar[] = Object.freeze(
  FLEET.map((v) => Object.freeze({ name: v.carType, carClass: v.driveWheels, seats: v.passengers, texts: Object.freeze({ en: { description: v.description, features: [...v.specs] } }) })),
);

/** `Lada Niva Legend` → `lada-niva-legend`: the car's id in the page (`data-car`) and in URLs. */
export function carSlug(name: string): string {
  return carKey(name)
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** A text of the car in `locale`, else the English one. */
function text<K extends keyof CarTexts>(car: SiteCar, locale: Locale, key: K): CarTexts[K] | undefined {
  const own = car.texts[locale]?.[key];
  if (own !== undefined && (Array.isArray(own) ? own.length > 0 : own !== '')) return own;
  return car.texts.en?.[key];
}

/**
 * The vehicle shown for a site car: a car of the specification as fleet.ts describes it (its texts
 * are in the site's catalogues), an added car from its catalogue entry: the drawn placeholder as its
 * picture, its description and features in `locale` (else English), class and seats. What the
 * manager did not give (transmission, fuel, consumption) is left out, not guessed.
 */
export function siteVehicle(car: SiteCar, locale: Locale): Vehicle {
  const key = carKey(car.name);
  const spec = FLEET.find((v) => carKey(v.carType) === key);
  if (spec) return spec;
  const [make, ...model] = car.name.toUpperCase().split(' ');
  const features = text(car, locale, 'features');
  const drive = car.carClass === '2x2' ? '2x2' : '4x4';
  return {
    id: carSlug(car.name),
    carType: car.name,
    name: model.length ? `${make}\n${model.join(' ')}` : make,
    image: PLACEHOLDER_IMAGE,
    basePrice: 0,
    passengers: car.seats,
    transmission: null,
    fuelType: null,
    driveWheels: drive,
    fuelConsumption: null,
    gallery: [PLACEHOLDER_IMAGE],
    description: text(car, locale, 'description') ?? '',
    specs: features?.length ? features : [`${car.seats} Seats`, drive],
    color: '#9aa3ad',
  };
}

/** What the site cars are read from: the price tables (`PriceTables`), or a list of them. */
type SiteCarSource = { readonly cars: readonly { readonly name: string }[]; readonly fleet?: readonly SiteCar[] };

/** The site cars of the tables (the specification's when they carry none), offered ones only, in site order. */
export function siteCars(tables: SiteCarSource): readonly SiteCar[] {
  const priced = new Set(tables.cars.map((c) => carKey(c.name)));
  return (tables.fleet ?? DEFAULT_SITE_CARS).filter((c) => priced.has(carKey(c.name)));
}

/** The vehicles of the site in `locale`, in site order. */
export function siteFleet(tables: SiteCarSource, locale: Locale): Vehicle[] {
  return siteCars(tables).map((c) => siteVehicle(c, locale));
}

/** The site car for a name (any letter case, hyphens as spaces) or an id (`lada-niva`), else undefined. */
export function findSiteCar(tables: SiteCarSource, nameOrId: unknown): SiteCar | undefined {
  if (typeof nameOrId !== 'string') return undefined;
  const key = carKey(nameOrId);
  if (!key) return undefined;
  return siteCars(tables).find((c) => carKey(c.name) === key || carSlug(c.name) === key.replace(/ /g, '-'));
}
