import { parseLocation } from '@domain/catalogue/locations.js';
import type { MessageId, MessageValues } from './i18n';

/** A stored or typed location ("tbilisi", " Batumi ") as its city's name in the page's language; an unknown value as it is. */
export function cityName(t: (id: MessageId, values?: MessageValues) => string, value: string): string {
  const location = parseLocation(value);
  return location ? t(`location.${location}`) : value;
}
