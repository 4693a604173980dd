import { wallClockMs } from '../shared/dates.js';
import type { BookingPrice } from './total.js';

type RentalTimes = { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string };

/**
 * Whether the return time adds a day (docs/product.md §5: days are the hours from pickup to return
 * divided by 24, rounded up): the return is later on the clock than the pickup, so the last hours
 * count as one more day. Returns the pickup time after which a return costs the extra day, else null.
 */
export function extraDayAfter(r: RentalTimes): string | null {
  const minutes = (wallClockMs(r.returnDate, r.returnTime) - wallClockMs(r.pickupDate, r.pickupTime)) / 60_000;
  return minutes > 0 && minutes % (24 * 60) !== 0 ? r.pickupTime : null;
}

/** "returning after 10:00 counts one more day" (the form says it in its language: `price.extraDay`). */
export function extraDayText(time: string): string {
  return `returning after ${time} counts one more day`;
}

/**
 * What explains a price, in English (POST /api/bookings/price's `notes`, MCP `quote`): a day added by
 * the return time, the days each season changes (its line names it too).
 */
export function priceNotes(r: RentalTimes, price: Pick<BookingPrice, 'days' | 'lines'>): string[] {
  const notes: string[] = [];
  const after = extraDayAfter(r);
  if (after) {
    notes.push(`${price.days} days: ${extraDayText(after)} (days run from the pickup time, ${after}; return by ${after} for ${price.days - 1} days)`);
  }
  for (const line of price.lines) {
    if (line.key === 'car' && line.season) {
      notes.push(`${line.quantity ?? 0} ${line.quantity === 1 ? 'day falls' : 'days fall'} in the season "${line.season}" (${(line.percent ?? 0) > 0 ? '+' : ''}${line.percent ?? 0}%): ${line.unitPrice} EUR a day`);
    }
  }
  return notes;
}
