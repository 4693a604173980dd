import type { Vehicle } from '@domain/catalogue/fleet.js';
import { fleetFeature } from '@domain/catalogue/fleet-texts.js';
import type { MessageId, MessageValues } from '@/i18n/i18n';

/** The Key Features of a car in the page's language ("5 Seats", "Automatic", ...; 4x4 and 2x2 as written). */
export function vehicleSpecs(vehicle: Vehicle, t: (id: MessageId, values?: MessageValues) => string): string[] {
  return vehicle.specs.map((spec) => {
    const feature = fleetFeature(spec);
    if (!feature) return spec;
    return feature.count === undefined ? t(`spec.${feature.key}`) : t(`spec.${feature.key}`, { count: feature.count });
  });
}
