import type { BookingStatus } from '../booking/status.js';
import { formatTbilisi, lastDayOf, tbilisiWallClock, type Period } from './hold-period.js';

/** A hold in the way of a change (a move, a block, retiring a unit), as staff are told about it. */
export type HoldSummary =
  | { kind: 'booking'; reference: string; status: BookingStatus; period: Period }
  | { kind: 'block'; blockId: number; reason: string | null; period: Period };

/**
 * `GR-7K3Q9P (confirmed, held 2026-07-01 09:00 to 2026-07-06 21:00 incl. turnaround)` or
 * `block 3 (2026-07-03 to 2026-07-05, brakes)`.
 */
export function describeHold(h: HoldSummary): string {
  if (h.kind === 'booking') return `${h.reference} (${h.status}, held ${formatTbilisi(h.period.start)} to ${formatTbilisi(h.period.end)} incl. turnaround)`;
  const days = `${tbilisiWallClock(h.period.start).date} to ${lastDayOf(h.period)}`;
  return `block ${h.blockId} (${days}${h.reason ? `, ${h.reason}` : ''})`;
}

/** What names a hold in a list: the booking reference, or `block <n>`. */
export function holdName(h: HoldSummary): string {
  return h.kind === 'booking' ? h.reference : `block ${h.blockId}`;
}

/** Several holds in one line: the first `max` described, then how many more. */
export function describeHolds(holds: readonly HoldSummary[], max = 5): string {
  const shown = holds.slice(0, max).map(describeHold).join(', ');
  return holds.length > max ? `${shown} and ${holds.length - max} more` : shown;
}
