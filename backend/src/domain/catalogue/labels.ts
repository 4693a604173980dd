import { findInsurance, type InsuranceType } from '../booking/insurance.js';
import type { ServiceKey } from '../booking/services.js';
import type { Locale } from '../site/locales.js';
import { LABELS as AR } from './labels.ar.js';
import { LABELS as EN } from './labels.en.js';
import { LABELS as HE } from './labels.he.js';
import { LABELS as RU } from './labels.ru.js';
import { parseLocation, type Location } from './locations.js';

/**
 * What the cities, insurance options and services are called in one language: the one source of
 * these names for the site (merged into its interface catalogue at build time,
 * frontend/vite-plugin-i18n-catalogues.ts), the e-mails and the rental agreement.
 */
export type CatalogueLabels = {
  readonly location: Readonly<Record<Location, string>>;
  readonly insurance: Readonly<Record<InsuranceType, string>>;
  readonly service: Readonly<Record<ServiceKey, string>>;
};

const LABELS: Record<Locale, CatalogueLabels> = { en: EN, ru: RU, he: HE, ar: AR };

/** The city of a stored or typed location ("tbilisi", " Batumi ") in `locale`; an unknown value as it is. */
export function cityName(value: string, locale: Locale = 'en'): string {
  const location = parseLocation(value);
  return location ? LABELS[locale].location[location] : value;
}

/** The name of an insurance option (minimum, standard, enhanced) in `locale`; an unknown value as it is. */
export function insuranceName(value: string, locale: Locale = 'en'): string {
  const option = findInsurance(value);
  return option ? LABELS[locale].insurance[option.value] : value;
}

/** The name of a service in `locale`. */
export function serviceName(key: ServiceKey, locale: Locale = 'en'): string {
  return LABELS[locale].service[key];
}
