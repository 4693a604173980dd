import { InvalidDateError } from '../errors.js';
import { isIsoDate, isIsoTime, wallClockMs } from '../shared/dates.js';

const HOUR_MS = 3_600_000;

/**
 * Rental days of a booking (docs/product.md §5): the hours between pickup date+time and return
 * date+time divided by 24, rounded up. 72 h is 3 days, 72 h 1 min is 4. The values are Tbilisi
 * wall-clock dates and times; zero or a negative number means the return is not after the pickup.
 * Throws InvalidDateError for a date that is not `YYYY-MM-DD` or a time that is not `HH:MM`.
 */
export function bookingDays(pickupDate: string, pickupTime: string, returnDate: string, returnTime: string): number {
  if (!isIsoDate(pickupDate)) throw new InvalidDateError(String(pickupDate), 'pickupDate');
  if (!isIsoTime(pickupTime)) throw new InvalidDateError(String(pickupTime), 'pickupTime', 'HH:MM');
  if (!isIsoDate(returnDate)) throw new InvalidDateError(String(returnDate), 'returnDate');
  if (!isIsoTime(returnTime)) throw new InvalidDateError(String(returnTime), 'returnTime', 'HH:MM');
  const hours = (wallClockMs(returnDate, returnTime) - wallClockMs(pickupDate, pickupTime)) / HOUR_MS;
  return Math.ceil(hours / 24);
}
