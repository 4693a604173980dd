import type { Vehicle } from '@domain/catalogue/fleet.js';
import type { MessageId, MessageValues } from '@/i18n/i18n';

const SPEC_IDS: Record<string, MessageId> = {
  Automatic: 'spec.automatic',
  Petrol: 'spec.petrol',
  'A/C': 'spec.ac',
  Bluetooth: 'spec.bluetooth',
};

/** The Key Features of a car in the page's language ("5 Seats", "Automatic", ...; 4x4 and 2x2 as written). */
export function vehicleSpecs(vehicle: Vehicle, t: (id: MessageId, values?: MessageValues) => string): string[] {
  return vehicle.specs.map((spec) => {
    const seats = /^(\d+) Seats$/.exec(spec);
    if (seats) return t('spec.seats', { count: Number(seats[1]) });
    const id = SPEC_IDS[spec];
    return id ? t(id) : spec;
  });
}
