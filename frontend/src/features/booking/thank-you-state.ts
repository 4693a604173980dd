import { bookingTokenOfPath } from '@domain/booking/booking-page.js';
import type { RentalFields } from '@domain/booking/booking-request.js';
import { isReference, normaliseReference } from '@domain/booking/reference.js';
import { splitLocalePath } from '@domain/site/locales.js';

/** A booking's car, cities, dates and times (the domain's rental fields) with its total, as the API answers them. */
export type PricedRental = Omit<RentalFields, 'insuranceType'> & { totalPrice: number; currency: string };

/** What the wizard hands to /thank-you in the router state (the reference is also in ?ref=). */
export interface ThankYouState extends PricedRental {
  reference: string;
  /** Until when the car is held unless kept (the API's answer, docs/product.md §10); null: not known. */
  expiresAt?: string | null;
  /** The customer's booking page (`/b/<token>`, from the API's answer). */
  bookingPage?: string;
}

/** The booking reference from `?ref=`, when it is a well-formed one; otherwise null. */
export function referenceFrom(search: string): string | null {
  const ref = new URLSearchParams(search).get('ref');
  return ref && isReference(ref) ? normaliseReference(ref) : null;
}

/** The router state, when it is the wizard's and matches the reference in the URL. */
export function thankYouStateFrom(state: unknown, reference: string | null): ThankYouState | null {
  if (!state || typeof state !== 'object' || !reference) return null;
  const s = state as Partial<ThankYouState>;
  if (typeof s.reference !== 'string' || normaliseReference(s.reference) !== reference) return null;
  const strings = ['carType', 'pickupLocation', 'dropoffLocation', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime'] as const;
  if (!strings.every((k) => typeof s[k] === 'string')) return null;
  return {
    ...(s as ThankYouState),
    expiresAt: typeof s.expiresAt === 'string' && !Number.isNaN(Date.parse(s.expiresAt)) ? s.expiresAt : null,
    // Only a booking page of this site (a path such as /b/<token> or /ru/b/<token>).
    bookingPage: typeof s.bookingPage === 'string' && bookingTokenOfPath(splitLocalePath(s.bookingPage).path) !== null ? s.bookingPage : undefined,
  };
}
