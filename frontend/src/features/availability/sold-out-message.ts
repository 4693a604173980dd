import { formatDate } from '@/i18n/format';
import type { MessageId, MessageValues } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locales';
import { availabilityTexts } from './texts';
import { cityName } from '@/i18n/city-name';

type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * The prefilled chat text for a car that is sold out for a period, in the page's language: the car,
 * the dates, the route when known.
 */
export function soldOutChatMessage(
  p: {
    carType: string;
    pickupDate: string;
    returnDate: string;
    pickupTime?: string;
    returnTime?: string;
    pickupLocation?: string;
    dropoffLocation?: string;
  },
  t: Translate,
  locale: Locale,
): string {
  const city = (value: string) => cityName(t, value);
  const when = (date: string, time?: string) => `${formatDate(date, locale)}${time ? ` ${time}` : ''}`;
  const route = p.pickupLocation && p.dropoffLocation ? `${city(p.pickupLocation)} → ${city(p.dropoffLocation)}` : '';
  return availabilityTexts(t).soldOutChatMessage(p.carType, when(p.pickupDate, p.pickupTime), when(p.returnDate, p.returnTime), route);
}
