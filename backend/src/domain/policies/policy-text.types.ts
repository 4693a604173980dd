import type { InsuranceType } from '../booking/insurance.js';
import type { Locale } from '../site/locales.js';

/** A titled list of sentences of the terms of service. */
export type PolicySection = { title: string; points: string[] };

/**
 * One language's rental policies (policy-text.<locale>.ts): the terms of service's sections on
 * changes and cancellations, payment and deposits, insurance, cross-border travel, pickup, return
 * and late arrival. The site's terms page and the agents' `policies` tool show the same sentences.
 */
export type PolicyText = {
  locale: Locale;
  cancellation: PolicySection;
  deposit: PolicySection;
  insurance: {
    title: string;
    intro: string;
    /** The table head: option, price, what you pay after damage. */
    head: [string, string, string];
    options: Record<InsuranceType, { name: string; price: string; youPay: string }>;
    exclusions: string;
  };
  crossBorder: PolicySection;
  /** Delivery, late arrival, flight delays, fuel: in that order. */
  pickupAndReturn: PolicySection;
  lateArrivalTitle: string;
  fuelTitle: string;
};
