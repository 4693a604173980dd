import { LABELS } from '../catalogue/labels.en.js';

/** The optional services of booking step 3 (docs/product.md §6). */
export const SERVICE_KEYS = [
  'prepaidFuel',
  'roadAssistance',
  'babySeat',
  'crossBorderArmenia',
  'carRoofTent',
  'campingEquipment',
  'prepaidCarWash',
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export type ServiceGroup = 'protection' | 'convenience' | 'travel' | 'camping';

/** A service's words and group; its price is the price tables' (`tables.services[key]`). */
export type Service = {
  readonly key: ServiceKey;
  readonly label: string;
  readonly description: string;
  readonly group: ServiceGroup;
};

export const SERVICES: readonly Service[] = Object.freeze([
  {
    key: 'roadAssistance',
    label: LABELS.service.roadAssistance,
    description: '24/7 help anywhere in Georgia: towing, flat tyres, jump starts and lockouts.',
    group: 'protection',
  },
  {
    key: 'prepaidFuel',
    label: LABELS.service.prepaidFuel,
    description: 'Return the car at any fuel level; no refuelling stop before your flight.',
    group: 'convenience',
  },
  {
    key: 'prepaidCarWash',
    label: LABELS.service.prepaidCarWash,
    description: 'Return the car dusty from mountain roads; we wash it for you.',
    group: 'convenience',
  },
  {
    key: 'babySeat',
    label: LABELS.service.babySeat,
    description: 'A child seat fitted before pickup, for infants and toddlers.',
    group: 'convenience',
  },
  {
    key: 'crossBorderArmenia',
    label: LABELS.service.crossBorderArmenia,
    description: 'Notarised permission to drive the car into Armenia; we need one working day to prepare it.',
    group: 'travel',
  },
  {
    key: 'carRoofTent',
    label: LABELS.service.carRoofTent,
    description: 'A roof-top tent for two that opens in minutes: sleep above the ground in national parks.',
    group: 'camping',
  },
  {
    key: 'campingEquipment',
    label: LABELS.service.campingEquipment,
    description: 'Sleeping bags, mats, a gas stove, cookware, a table and chairs for your camping trip.',
    group: 'camping',
  },
].map((s) => Object.freeze(s as Service)));

export const CAMPING_SERVICE_KEYS: readonly ServiceKey[] = Object.freeze(
  SERVICES.filter((s) => s.group === 'camping').map((s) => s.key),
);

export function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === 'string' && (SERVICE_KEYS as readonly string[]).includes(value);
}

/** Camping services are refused for any car whose name contains "elantra", case-insensitively (docs/product.md §6). */
export function campingAllowed(carType: string | null | undefined): boolean {
  return !String(carType ?? '').toLowerCase().includes('elantra');
}

/** The services offered for a car: all of them, without the camping group for the Elantra. */
export function servicesFor(carType: string | null | undefined): Service[] {
  const camping = campingAllowed(carType);
  return SERVICES.filter((s) => camping || s.group !== 'camping');
}
