import { ValidationError } from '../errors.js';
import { addDays, isIsoDate } from '../shared/dates.js';
import { dayPeriod, periodsOverlap, type Period } from './hold-period.js';

/** One character a day in `rentals calendar` (docs/product.md §9). */
export const CALENDAR_MARKS = Object.freeze({ free: '.', pending: 'p', confirmed: 'C', onRent: 'O', blocked: '#' } as const);
export type CalendarMark = (typeof CALENDAR_MARKS)[keyof typeof CALENDAR_MARKS];

/** What each character means, in the order printed under the calendar. */
export const CALENDAR_LEGEND: readonly { mark: CalendarMark; meaning: string }[] = Object.freeze([
  { mark: '.', meaning: 'free' },
  { mark: 'p', meaning: 'pending booking' },
  { mark: 'C', meaning: 'confirmed booking' },
  { mark: 'O', meaning: 'on rent (handed over)' },
  { mark: '#', meaning: 'blocked (maintenance)' },
]);

export const DEFAULT_CALENDAR_DAYS = 14;
export const MAX_CALENDAR_DAYS = 92;

/** The statuses of bookings whose holds the calendar shows. */
export type CalendarBookingStatus = 'pending' | 'confirmed' | 'on_rent' | 'returned';

/** A hold as the calendar sees it: a block, or a booking that holds its unit. */
export type CalendarHold = Period & ({ kind: 'block' } | { kind: 'booking'; status: CalendarBookingStatus });

/** Which mark wins when a day has several holds (a return in the morning, a block from noon). */
const STRENGTH: Record<CalendarMark, number> = { '.': 0, p: 1, C: 2, O: 3, '#': 4 };

function markOf(hold: CalendarHold): CalendarMark {
  if (hold.kind === 'block') return CALENDAR_MARKS.blocked;
  if (hold.status === 'on_rent') return CALENDAR_MARKS.onRent;
  return hold.status === 'pending' ? CALENDAR_MARKS.pending : CALENDAR_MARKS.confirmed;
}

/**
 * The mark of one Tbilisi day for one unit: the strongest hold that covers any part of the day
 * (blocked over on rent over confirmed over pending), `.` when nothing does. A booking's turnaround counts:
 * the car is not available while it is cleaned and brought back.
 */
export function dayMark(holds: readonly CalendarHold[], date: string): CalendarMark {
  const day = dayPeriod(date);
  let mark: CalendarMark = CALENDAR_MARKS.free;
  for (const hold of holds) {
    if (!periodsOverlap(hold, day)) continue;
    const m = markOf(hold);
    if (STRENGTH[m] > STRENGTH[mark]) mark = m;
  }
  return mark;
}

/** One unit's line: a mark for each of `days` days from `from`. */
export function calendarLine(holds: readonly CalendarHold[], from: string, days: number): string {
  return Array.from({ length: days }, (_, i) => dayMark(holds, addDays(from, i))).join('');
}

/** The days a calendar shows: `from` (default today) and how many days (default 14, at most 92). */
export function parseCalendarRange(raw: { from?: unknown; days?: unknown }, today: string): { from: string; days: number } {
  const from = typeof raw.from === 'string' && raw.from.trim() ? raw.from.trim() : today;
  const errors = [];
  if (!isIsoDate(from)) errors.push({ field: 'from', type: 'format', message: 'Give the first day as YYYY-MM-DD' });
  let days = DEFAULT_CALENDAR_DAYS;
  if (raw.days !== undefined && raw.days !== null && raw.days !== '') {
    const n = typeof raw.days === 'string' && /^\d+$/.test(raw.days.trim()) ? Number(raw.days) : raw.days;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_CALENDAR_DAYS) {
      errors.push({ field: 'days', type: 'invalid', message: `The number of days is a whole number from 1 to ${MAX_CALENDAR_DAYS}` });
    } else days = n;
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return { from, days };
}
