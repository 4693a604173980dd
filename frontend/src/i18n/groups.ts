/**
 * The interface catalogue is shipped in three parts per language, so the home page does not carry
 * the booking form's or the car overlay's texts: a message id's first segment decides its part.
 * Used by the build (vite-plugin-i18n-catalogues.ts) and the loader (catalogues.ts).
 */
export const CATALOGUE_GROUPS = ['core', 'booking', 'overlay'] as const;
export type CatalogueGroup = (typeof CATALOGUE_GROUPS)[number];

const BOOKING_PREFIXES = [
  'booking', 'toast', 'wizard', 'personal', 'details', 'insurance', 'complete', 'summary', 'services',
  'serviceGroup', 'service', 'price', 'priceLine', 'validation', 'thankYou',
];
const OVERLAY_PREFIXES = ['overlay', 'fleet', 'spec'];
/** The availability texts only the booking wizard shows (the cards' ones stay in core). */
const BOOKING_IDS = [
  'availability.checking', 'availability.soldOutTitle', 'availability.takenTitle', 'availability.wayOut',
  'availability.wayOutStep3', 'availability.freeCars', 'availability.chooseCar', 'availability.chat',
];

export function catalogueGroup(id: string): CatalogueGroup {
  if (BOOKING_IDS.includes(id)) return 'booking';
  const prefix = id.split('.')[0];
  if (BOOKING_PREFIXES.includes(prefix)) return 'booking';
  if (OVERLAY_PREFIXES.includes(prefix)) return 'overlay';
  return 'core';
}
