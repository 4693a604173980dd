import { tbilisiInstant } from '../availability/hold-period.js';
import { addDays, todayInTbilisi } from '../shared/dates.js';

/** The breakdown line of the Armenia crossing permission. */
const ARMENIA_PERMIT_KEY = 'crossBorderArmenia';

/** The warning on Today's card. */
export const ARMENIA_PERMIT_WARNING = 'Armenia permit: arrange today';

/** The first working day (Monday to Friday) after `date` (YYYY-MM-DD). */
function nextWorkingDay(date: string): string {
  let day = addDays(date, 1);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

/**
 * A booking with the Armenia permission (one working day to prepare) whose pickup is less than one
 * working day away: on or before the next working day in Tbilisi, and not past. Today is then the
 * last day to arrange it (a Friday's next working day is Monday).
 */
export function armeniaPermitUrgent(b: { pickupDate: string; pickupTime: string; breakdown?: { lines: { key: string }[] } | null }, now: Date): boolean {
  if (!b.breakdown?.lines.some((l) => l.key === ARMENIA_PERMIT_KEY)) return false;
  if (tbilisiInstant(b.pickupDate, b.pickupTime).getTime() <= now.getTime()) return false;
  return b.pickupDate <= nextWorkingDay(todayInTbilisi(now));
}
