import { addDays, TBILISI_UTC_OFFSET_HOURS, wallClockMs } from '../shared/dates.js';

const HOUR_MS = 3_600_000;

/** Hours a unit stays held after a return, for cleaning and delivery (TURNAROUND_HOURS). */
export const DEFAULT_TURNAROUND_HOURS = 12;
/** The largest TURNAROUND_HOURS accepted (a week). */
export const MAX_TURNAROUND_HOURS = 168;

/**
 * A stretch of time a unit is held, half-open: from `start` (included) to `end` (excluded), as
 * instants. A hold that ends at 21:00 and one that starts at 21:00 do not overlap.
 */
export type Period = { readonly start: Date; readonly end: Date };

/** The rental dates and times of a booking (Tbilisi wall clock, `YYYY-MM-DD` and `HH:MM`). */
export type RentalTimes = { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string };

/**
 * The instant of a Tbilisi wall-clock date and time. Georgia keeps UTC+4 all year (no daylight
 * saving time), so this is the same arithmetic on every day of the year.
 */
export function tbilisiInstant(date: string, time = '00:00'): Date {
  return new Date(wallClockMs(date, time) - TBILISI_UTC_OFFSET_HOURS * HOUR_MS);
}

/** The Tbilisi wall-clock date and time of an instant. */
export function tbilisiWallClock(instant: Date): { date: string; time: string } {
  const iso = new Date(instant.getTime() + TBILISI_UTC_OFFSET_HOURS * HOUR_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** `YYYY-MM-DD HH:MM` in Tbilisi time, for messages. */
export function formatTbilisi(instant: Date): string {
  const { date, time } = tbilisiWallClock(instant);
  return `${date} ${time}`;
}

/**
 * What a booking holds (docs/product.md §9): its unit from pickup to return plus the turnaround
 * (cleaning and delivery). The next booking of that unit may start exactly when this ends.
 */
export function bookingHoldPeriod(times: RentalTimes, turnaroundHours: number = DEFAULT_TURNAROUND_HOURS): Period {
  const start = tbilisiInstant(times.pickupDate, times.pickupTime);
  const end = new Date(tbilisiInstant(times.returnDate, times.returnTime).getTime() + turnaroundHours * HOUR_MS);
  return { start, end };
}

/**
 * What a maintenance block holds: whole Tbilisi days from `fromDate` to `toDate`, both included
 * (00:00 of the first day to 24:00 of the last). No turnaround: the block is the time off the road.
 */
export function blockPeriod(fromDate: string, toDate: string): Period {
  return { start: tbilisiInstant(fromDate), end: tbilisiInstant(addDays(toDate, 1)) };
}

/** One Tbilisi calendar day, 00:00 to 24:00. */
export function dayPeriod(date: string): Period {
  return blockPeriod(date, date);
}

/** True when two half-open periods share an instant (touching ends do not overlap). */
export function periodsOverlap(a: Period, b: Period): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** The last day a block covers, for display: the day before its (excluded) end. */
export function lastDayOf(period: Period): string {
  return tbilisiWallClock(new Date(period.end.getTime() - 1)).date;
}
