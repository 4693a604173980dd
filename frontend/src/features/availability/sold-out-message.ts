import { LOCATION_LABELS, parseLocation } from '@domain/catalogue/locations.js';
import { formatDate } from '@/features/booking/format-date';
import { AVAILABILITY_TEXTS as T } from './texts';

const city = (value: string) => {
  const location = parseLocation(value);
  return location ? LOCATION_LABELS[location] : value;
};

/** The prefilled chat text for a car that is sold out for a period: the car, the dates, the route when known. */
export function soldOutChatMessage(p: {
  carType: string;
  pickupDate: string;
  returnDate: string;
  pickupTime?: string;
  returnTime?: string;
  pickupLocation?: string;
  dropoffLocation?: string;
}): string {
  const when = (date: string, time?: string) => `${formatDate(date)}${time ? ` ${time}` : ''}`;
  const route = p.pickupLocation && p.dropoffLocation ? `${city(p.pickupLocation)} → ${city(p.dropoffLocation)}` : '';
  return T.soldOutChatMessage(p.carType, when(p.pickupDate, p.pickupTime), when(p.returnDate, p.returnTime), route);
}
