import { InvalidTransitionError } from '../errors.js';

/** Booking life cycle (docs/product.md §10): pending -> confirmed, pending -> cancelled, confirmed -> cancelled. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Why a booking was cancelled. */
/** `unconfirmed`: expired (also when it was not kept in time; its history says which rule). */
export type CancellationReason = 'unconfirmed' | 'staff' | 'customer';

/** Hours after creation when an unconfirmed booking is cancelled (BOOKING_CONFIRM_HOURS). */
export const DEFAULT_CONFIRM_HOURS = 24;

const LEGAL: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  cancelled: [],
};

const VERB: Record<BookingStatus, string> = {
  pending: 'set back to pending',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return LEGAL[from]?.includes(to) ?? false;
}

/**
 * Throws InvalidTransitionError unless `from -> to` is legal, e.g.
 * "Booking GR-7K3Q9P is cancelled and cannot be confirmed".
 */
export function assertTransition(from: BookingStatus, to: BookingStatus, reference?: string): void {
  if (canTransition(from, to)) return;
  const subject = reference ? `Booking ${reference}` : 'The booking';
  const message =
    from === to
      ? `${subject} is already ${from}; nothing to change`
      : `${subject} is ${from} and cannot be ${VERB[to] ?? to}`;
  throw new InvalidTransitionError(from, to, message);
}
