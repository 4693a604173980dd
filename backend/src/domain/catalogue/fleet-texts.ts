import type { Locale } from '../site/locales.js';
import type { Vehicle } from './fleet.js';
import { FLEET_TEXTS as AR } from './fleet-texts.ar.js';
import { FLEET_TEXTS as EN } from './fleet-texts.en.js';
import { FLEET_TEXTS as HE } from './fleet-texts.he.js';
import { FLEET_TEXTS as RU } from './fleet-texts.ru.js';

/** The ids of the five fleet cars of the specification (fleet.ts). */
export type FleetCarId = 'hyundai-elantra' | 'subaru-forester' | 'chevrolet-suburban' | 'toyota-fj-cruiser' | 'toyota-4runner';

/** The Key Features the fleet cars list (`5 Seats`, `Automatic`, ...; 4x4 and 2x2 stay as written). */
export type FleetFeatureKey = 'seats' | 'automatic' | 'petrol' | 'ac' | 'bluetooth';

/**
 * The five fleet cars' descriptions and Key Features in one language: the one source of these
 * texts for the site (merged into its interface catalogue at build time as `fleet.<id>.description`
 * and `spec.<key>`, frontend/src/i18n/label-messages.ts) and the MCP server's `list_cars`.
 * `feature.seats` is ICU MessageFormat over `count` (a plural where the language has them).
 */
export type FleetTexts = {
  readonly description: Readonly<Record<FleetCarId, string>>;
  readonly feature: Readonly<Record<FleetFeatureKey, string>>;
};

const TEXTS: Record<Locale, FleetTexts> = { en: EN, ru: RU, he: HE, ar: AR };

const FEATURES: Readonly<Record<string, FleetFeatureKey>> = { Automatic: 'automatic', Petrol: 'petrol', 'A/C': 'ac', Bluetooth: 'bluetooth' };

/** A fleet car's feature as written in fleet.ts (`5 Seats`, `Automatic`) as its key and seat count; null for `4x4`, `2x2` or an unknown one. */
export function fleetFeature(spec: string): { key: FleetFeatureKey; count?: number } | null {
  const seats = /^(\d+) Seats$/.exec(spec);
  if (seats) return { key: 'seats', count: Number(seats[1]) };
  const key = FEATURES[spec];
  return key ? { key } : null;
}

/**
 * `{count} Seats` or `{count, plural, =0 {...} one {# ...} other {# ...}}` for `count` in `locale`
 * (the form of the messages in the fleet texts; the same words the site's catalogue gives).
 */
export function countText(message: string, count: number, locale: Locale): string {
  const plural = /^\{count, plural, (.*)\}$/s.exec(message);
  if (!plural) return message.replace(/\{count\}/g, String(count));
  const cases = new Map([...plural[1].matchAll(/(=\d+|zero|one|two|few|many|other) \{([^{}]*)\}/g)].map((c) => [c[1], c[2]]));
  const form = cases.get(`=${count}`) ?? cases.get(new Intl.PluralRules(locale).select(count)) ?? cases.get('other') ?? '';
  return form.replace(/#/g, String(count));
}

/** A vehicle of the five with its description and Key Features in `locale`; any other vehicle as it is. */
export function fleetVehicleIn<V extends Vehicle>(vehicle: V, locale: Locale): V {
  const texts = TEXTS[locale];
  const description = (texts.description as Readonly<Record<string, string>>)[vehicle.id];
  if (description === undefined) return vehicle;
  const specs = vehicle.specs.map((spec) => {
    const feature = fleetFeature(spec);
    if (!feature) return spec;
    return feature.count === undefined ? texts.feature[feature.key] : countText(texts.feature[feature.key], feature.count, locale);
  });
  return { ...vehicle, description, specs };
}
