import { checkAvailabilityQuery } from '../availability/availability.js';
import { bookingDays } from '../booking/days.js';
import { DEFAULT_TIME, messageError } from '../booking/messages.js';
import { ValidationError } from '../errors.js';
import { MIN_RENTAL_DAYS } from './header-search.js';

/** A quote asked with the rental's dates instead of a day count (the agents' `quote` tool). */
export type RentalDates = { pickupDate?: unknown; returnDate?: unknown };

/**
 * The days of a rental from its dates, under the rules of the header search and the booking form
 * (docs/product.md §5): real `YYYY-MM-DD` dates, the pickup not before `today` (Tbilisi), the return
 * after it, at least 3 and at most 365 days. Throws ValidationError with the booking form's messages.
 */
export function rentalQuoteDays(dates: RentalDates, today: string): { pickupDate: string; returnDate: string; days: number } {
  const checked = checkAvailabilityQuery({ pickupDate: dates.pickupDate, returnDate: dates.returnDate, pickupTime: DEFAULT_TIME, returnTime: DEFAULT_TIME }, today);
  if (!checked.query) throw new ValidationError(checked.errors);
  const { pickupDate, returnDate } = checked.query;
  const days = bookingDays(pickupDate, DEFAULT_TIME, returnDate, DEFAULT_TIME);
  if (days < MIN_RENTAL_DAYS) throw new ValidationError([messageError('returnDate', 'rule', 'minimumDays')]);
  return { pickupDate, returnDate, days };
}
