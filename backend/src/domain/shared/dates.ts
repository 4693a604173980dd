/**
 * Calendar helpers on plain `YYYY-MM-DD` dates and `HH:MM` times. Dates are local wall-clock
 * values in Tbilisi; arithmetic uses Date.UTC on the parts, so no time zone library is needed.
 */

const DAY_MS = 86_400_000;

/** Georgia is UTC+4 all year (no daylight saving time). */
export const TBILISI_UTC_OFFSET_HOURS = 4;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar date written `YYYY-MM-DD` (2026-02-30 is false). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const t = new Date(Date.UTC(2000, mo - 1, d));
  t.setUTCFullYear(y);
  return t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** True for a time written `HH:MM`, 00:00 to 23:59. */
export function isIsoTime(s: unknown): s is string {
  return typeof s === 'string' && ISO_TIME.test(s);
}

/** Milliseconds since the epoch of a wall-clock date (and optional time) read as UTC. */
export function wallClockMs(date: string, time = '00:00'): number {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const t = new Date(Date.UTC(2000, mo - 1, d, h, mi));
  t.setUTCFullYear(y);
  return t.getTime();
}

function formatUtcDate(ms: number): string {
  const t = new Date(ms);
  const y = String(t.getUTCFullYear()).padStart(4, '0');
  const m = String(t.getUTCMonth() + 1).padStart(2, '0');
  const d = String(t.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Today's date in Tbilisi (UTC+4) at the instant `now`, as `YYYY-MM-DD`. */
export function todayInTbilisi(now: Date): string {
  return formatUtcDate(now.getTime() + TBILISI_UTC_OFFSET_HOURS * 3_600_000);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`), the ceiling of the difference; negative when `to` is earlier. */
export function daysBetweenDates(from: string, to: string): number {
  return Math.ceil((wallClockMs(to) - wallClockMs(from)) / DAY_MS);
}

/** The date `n` days after `date` (`YYYY-MM-DD`); negative `n` goes back. */
export function addDays(date: string, n: number): string {
  return formatUtcDate(wallClockMs(date) + n * DAY_MS);
}

/** An instant in Tbilisi time for people and assistants: `2026-12-01 10:00 (Tbilisi, UTC+4)`; null stays null. */
export function tbilisiLocalTime(instant: string | Date | null): string | null {
  if (instant === null) return null;
  const ms = (instant instanceof Date ? instant.getTime() : Date.parse(instant)) + TBILISI_UTC_OFFSET_HOURS * 3_600_000;
  if (Number.isNaN(ms)) return null;
  const t = new Date(ms);
  const hh = String(t.getUTCHours()).padStart(2, '0');
  const mm = String(t.getUTCMinutes()).padStart(2, '0');
  return `${formatUtcDate(ms)} ${hh}:${mm} (Tbilisi, UTC+${TBILISI_UTC_OFFSET_HOURS})`;
}
