import type { FleetCarId } from './fleet-texts.js';
import { FLEET_TEXTS } from './fleet-texts.en.js';

/** A vehicle of the fleet as a card shows it, bookable on the site (docs/product.md §3; a car's names: docs/architecture.md). */
export type Vehicle = {
  /** Slug, e.g. `toyota-fj-cruiser`. */
  readonly id: string;
  /** Display name used as the car type everywhere, e.g. `Toyota FJ Cruiser`. */
  readonly carType: string;
  /** Upper case with a line break between make and model, e.g. `TOYOTA\nFJ CRUISER`. */
  readonly name: string;
  readonly image: string;
  /** EUR per day for 1-3 days. */
  readonly basePrice: number;
  readonly passengers: number;
  /** Null for a car a manager added (not given). */
  readonly transmission: 'Automatic' | null;
  readonly fuelType: 'Petrol' | null;
  readonly driveWheels: '4x4' | '2x2';
  /** Litres per 100 km; null for a car a manager added (not given). */
  readonly fuelConsumption: number | null;
  readonly gallery: readonly string[];
  readonly description: string;
  readonly specs: readonly string[];
  /** Body colour (hex) used by the illustrations. */
  readonly color: string;
};

type VehicleSeed = {
  make: string;
  model: string;
  basePrice: number;
  passengers: number;
  driveWheels: '4x4' | '2x2';
  fuelConsumption: number;
  images: number;
  color: string;
};

const SEEDS: VehicleSeed[] = [
  {
    make: 'Hyundai',
    model: 'Elantra',
    basePrice: 45,
    passengers: 5,
    driveWheels: '2x2',
    fuelConsumption: 6.9,
    images: 1,
    color: '#c8ccd2',
  },
  {
    make: 'Subaru',
    model: 'Forester',
    basePrice: 68,
    passengers: 5,
    driveWheels: '4x4',
    fuelConsumption: 8.4,
    images: 3,
    color: '#2f5d8a',
  },
  {
    make: 'Chevrolet',
    model: 'Suburban',
    basePrice: 73,
    passengers: 7,
    driveWheels: '4x4',
    fuelConsumption: 13.1,
    images: 5,
    color: '#1f1f24',
  },
  {
    make: 'Toyota',
    model: 'FJ Cruiser',
    basePrice: 70,
    passengers: 5,
    driveWheels: '4x4',
    fuelConsumption: 11.8,
    images: 4,
    color: '#d9822b',
  },
  {
    make: 'Toyota',
    model: '4Runner',
    basePrice: 75,
    passengers: 5,
    driveWheels: '4x4',
    fuelConsumption: 11.2,
    images: 4,
    color: '#5b6b3a',
  },
];

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function specsFor(seed: Pick<VehicleSeed, 'passengers' | 'driveWheels'>): string[] {
  return [`${seed.passengers} Seats`, 'Automatic', 'Petrol', 'A/C', 'Bluetooth', seed.driveWheels];
}

/** The five fleet vehicles of docs/product.md §3, in showcase order. */
export const FLEET: readonly Vehicle[] = Object.freeze(
  SEEDS.map((seed): Vehicle => {
    const carType = `${seed.make} ${seed.model}`;
    const id = slug(carType);
    return Object.freeze({
      id,
      carType,
      name: `${seed.make.toUpperCase()}\n${seed.model.toUpperCase()}`,
      image: `/images/cars/${id}.webp`,
      basePrice: seed.basePrice,
      passengers: seed.passengers,
      transmission: 'Automatic',
      fuelType: 'Petrol',
      driveWheels: seed.driveWheels,
      fuelConsumption: seed.fuelConsumption,
      gallery: Object.freeze(Array.from({ length: seed.images }, (_, i) => `/images/cars/${id}-${i + 1}.svg`)),
      description: FLEET_TEXTS.description[id as FleetCarId],
      specs: Object.freeze(specsFor(seed)),
      color: seed.color,
    });
  }),
);
