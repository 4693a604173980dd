import type { BookingStatus } from './status.js';

/**
 * How long a pending booking holds its car (docs/product.md §10).
 * With e-mail configured a booking must be kept ("verified") by its customer: the "Keep my car"
 * button of the booking page, or a staff confirmation. Until then it holds its car for
 * HOLD_UNVERIFIED_MINUTES only; a verified booking keeps the BOOKING_CONFIRM_HOURS rule. Without
 * e-mail (nobody could receive the link) every booking keeps the BOOKING_CONFIRM_HOURS rule.
 */
export const DEFAULT_HOLD_UNVERIFIED_MINUTES = 120;

export type HoldPolicy = {
  /** BOOKING_CONFIRM_HOURS: a pending booking is cancelled this long after it was made. */
  confirmHours: number;
  /** HOLD_UNVERIFIED_MINUTES: an unverified booking that needs verifying is cancelled sooner; 0: off. */
  unverifiedMinutes: number;
};

/** What the expiry of one booking depends on. */
export type HoldFacts = {
  status: BookingStatus;
  createdAt: Date;
  /** Made while e-mail was configured: it must be verified to keep the long hold. */
  verificationRequired: boolean;
  verifiedAt: Date | null;
};

/** Why a pending booking expires when it does. */
export type ExpiryRule = 'unverified' | 'unconfirmed';

const MINUTE_MS = 60_000;

/** The rule that decides when this booking expires. */
export function expiryRule(b: Pick<HoldFacts, 'verificationRequired' | 'verifiedAt'>, policy: HoldPolicy): ExpiryRule {
  const short = b.verificationRequired && b.verifiedAt === null && policy.unverifiedMinutes > 0 && policy.unverifiedMinutes < policy.confirmHours * 60;
  return short ? 'unverified' : 'unconfirmed';
}

/** When a pending booking is cancelled unless kept or confirmed; null for a booking that is not pending. */
export function holdExpiresAt(b: HoldFacts, policy: HoldPolicy): Date | null {
  if (b.status !== 'pending') return null;
  const minutes = expiryRule(b, policy) === 'unverified' ? policy.unverifiedMinutes : policy.confirmHours * 60;
  return new Date(b.createdAt.getTime() + minutes * MINUTE_MS);
}

/**
 * The creation instants at or before which pending bookings expire now: `unverified` for bookings
 * that still need verifying (null: that rule is off), `unconfirmed` for all others.
 */
export function expiryCutoffs(now: Date, policy: HoldPolicy): { unverified: Date | null; unconfirmed: Date } {
  const unconfirmed = new Date(now.getTime() - policy.confirmHours * 3_600_000);
  const shortOn = policy.unverifiedMinutes > 0 && policy.unverifiedMinutes < policy.confirmHours * 60;
  return { unverified: shortOn ? new Date(now.getTime() - policy.unverifiedMinutes * MINUTE_MS) : null, unconfirmed };
}

/** A customer may cancel on their booking page while pickup is more than this far away (docs/product.md §12). */
export const CUSTOMER_CANCEL_MIN_HOURS = 24;

/** The customer's booking page (and its links) work until this many days after the return date. */
export const BOOKING_PAGE_DAYS_AFTER_RETURN = 30;
