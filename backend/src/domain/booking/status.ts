import { InvalidTransitionError } from '../errors.js';

/**
 * Booking life cycle (docs/product.md §10): pending -> confirmed -> on_rent (checked out) ->
 * returned (checked in); cancelled only from pending or confirmed.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'on_rent', 'returned', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The car has been handed over: the rental happens (or happened); nobody cancels it any more. */
export function isHandedOver(status: string): boolean {
  return status === 'on_rent' || status === 'returned';
}

/** Why a booking was cancelled. */
/** `unconfirmed`: expired (also when it was not kept in time; its history says which rule). */
export type CancellationReason = 'unconfirmed' | 'staff' | 'customer';

/** Hours after creation when an unconfirmed booking is cancelled (BOOKING_CONFIRM_HOURS). */
export const DEFAULT_CONFIRM_HOURS = 24;

/** Hours past its return time after which a car still on rent is overdue (Today shows it first). */
export const OVERDUE_AFTER_HOURS = 1;

const LEGAL: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['on_rent', 'cancelled'],
  on_rent: ['returned'],
  returned: [],
  cancelled: [],
};

const VERB: Record<BookingStatus, string> = {
  pending: 'set back to pending',
  confirmed: 'confirmed',
  on_rent: 'handed over',
  returned: 'returned',
  cancelled: 'cancelled',
};

/** How a status reads in a sentence ("is on rent"). */
const STATE: Record<BookingStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  on_rent: 'on rent',
  returned: 'returned',
  cancelled: 'cancelled',
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return LEGAL[from]?.includes(to) ?? false;
}

/** The legal changes as people read them: "pending → confirmed, …" (CLI error lines). */
export function legalTransitions(): string {
  return BOOKING_STATUSES.flatMap((from) => LEGAL[from].map((to) => `${from} → ${to}`)).join(', ');
}

/**
 * Throws InvalidTransitionError unless `from -> to` is legal, e.g.
 * "Booking GR-7K3Q9P is cancelled and cannot be confirmed", or for a car that is already out,
 * "Booking GR-7K3Q9P is on rent (the car has been handed over) and cannot be cancelled".
 */
export function assertTransition(from: BookingStatus, to: BookingStatus, reference?: string): void {
  if (canTransition(from, to)) return;
  const subject = reference ? `Booking ${reference}` : 'The booking';
  const state = STATE[from] ?? from;
  let message: string;
  if (from === to) message = `${subject} is already ${state}; nothing to change`;
  else if (to === 'cancelled' && isHandedOver(from)) {
    message = `${subject} is ${state} (the car has been handed over) and cannot be cancelled`;
  } else message = `${subject} is ${state} and cannot be ${VERB[to] ?? to}`;
  throw new InvalidTransitionError(from, to, message);
}
