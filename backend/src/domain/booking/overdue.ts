import { tbilisiInstant, type RentalTimes } from '../availability/hold-period.js';
import { OVERDUE_AFTER_HOURS } from './status.js';

const HOUR_MS = 3_600_000;

/**
 * A car still on rent one hour past its booked return is overdue (docs/product.md §10): the Today
 * page lists it first, in red. `now`: the current instant.
 */
export function isOverdue(b: Pick<RentalTimes, 'returnDate' | 'returnTime'> & { status: string }, now: Date): boolean {
  if (b.status !== 'on_rent') return false;
  return now.getTime() >= tbilisiInstant(b.returnDate, b.returnTime).getTime() + OVERDUE_AFTER_HOURS * HOUR_MS;
}

/**
 * Whether the unit's next booking is in danger from an overdue car: it starts before the car could
 * be back and turned around (now + TURNAROUND_HOURS). Staff move it to another unit.
 */
export function nextBookingConflicts(next: Pick<RentalTimes, 'pickupDate' | 'pickupTime'>, now: Date, turnaroundHours: number): boolean {
  return tbilisiInstant(next.pickupDate, next.pickupTime).getTime() < now.getTime() + turnaroundHours * HOUR_MS;
}
