import { LABELS } from '../catalogue/labels.en.js';

import { INSURANCE_TYPES, type InsuranceType } from './insurance-prices.js';

export { INSURANCE_TYPES, type InsuranceType };

export const DEFAULT_INSURANCE: InsuranceType = 'minimum';

/** An insurance choice's words; its price per day is the price tables' (`tables.insurance[value]`). */
export type InsuranceOption = {
  readonly value: InsuranceType;
  readonly label: string;
  readonly coverage: string;
  readonly description: string;
  readonly bullets: readonly string[];
  readonly exclusions: readonly string[];
};

const EXCLUSIONS = Object.freeze(['drunk driving', 'substances', 'speeding', 'reckless driving']);

export const INSURANCE_OPTIONS: readonly InsuranceOption[] = Object.freeze([
  Object.freeze({
    value: 'minimum',
    label: LABELS.insurance.minimum,
    coverage: 'No protection. The owner pays all damage, up to 15,000 EUR.',
    description:
      'Drive with the compulsory third-party cover only. Any damage to the rental car is paid by you, up to 15,000 EUR.',
    bullets: Object.freeze([
      'Third-party liability cover included',
      'You pay for any damage to the rental car, up to 15,000 EUR',
      'No extra cost per day',
    ]),
    exclusions: Object.freeze([]),
  }),
  Object.freeze({
    value: 'standard',
    label: LABELS.insurance.standard,
    coverage: 'Zero out of pocket on paved roads only. Off-road damage is paid by the customer up to 5,000 EUR.',
    description:
      'Peace of mind for city and highway trips: you pay nothing for damage on paved roads. Damage off the asphalt is yours, up to 5,000 EUR.',
    bullets: Object.freeze([
      'Zero out of pocket for damage on paved roads',
      'Off-road damage paid by you, up to 5,000 EUR',
      'Third-party liability cover included',
    ]),
    exclusions: EXCLUSIONS,
  }),
  Object.freeze({
    value: 'enhanced',
    label: LABELS.insurance.enhanced,
    coverage: 'Zero out of pocket on paved and off-road roads.',
    description:
      'Full cover for mountain passes and dirt tracks: you pay nothing for damage on paved roads or off-road, ideal for Vashlovani, Tusheti and Svaneti.',
    bullets: Object.freeze([
      'Zero out of pocket on paved roads',
      'Zero out of pocket off-road',
      'Third-party liability cover included',
    ]),
    exclusions: EXCLUSIONS,
  }),
] satisfies InsuranceOption[]);

export function isInsuranceType(value: unknown): value is InsuranceType {
  return typeof value === 'string' && (INSURANCE_TYPES as readonly string[]).includes(value);
}

/** The option for a value; undefined when it is not one of minimum, standard, enhanced. */
export function findInsurance(value: unknown): InsuranceOption | undefined {
  return INSURANCE_OPTIONS.find((o) => o.value === value);
}
