import { isBookingToken } from '@domain/booking/booking-page.js';
import type { RentalFields } from '@domain/booking/booking-request.js';
import { isReference, normaliseReference } from '@domain/booking/reference.js';

/** A booking's car, cities, dates and times (the domain's rental fields) with its total, as the API answers them. */
export type PricedRental = Omit<RentalFields, 'insuranceType'> & { totalPrice: number; currency: string };

/** What the thank-you page shows of a booking: the booking page's API answer (GET /api/bookings/manage/<token>). */
export interface ThankYouState extends PricedRental {
  reference: string;
  /** Until when the car is held unless kept (docs/product.md §10); null: not known or no longer held. */
  expiresAt?: string | null;
  /** The customer's booking page (`/b/<token>` in the page's language). */
  bookingPage?: string;
}

/** The booking reference from `?ref=`, when it is a well-formed one; otherwise null. */
export function referenceFrom(search: string): string | null {
  const ref = new URLSearchParams(search).get('ref');
  return ref && isReference(ref) ? normaliseReference(ref) : null;
}

/**
 * The thank-you page's address after a booking: the reference in the query (the server renders it)
 * and the booking page's token in the fragment (`#b=<token>`), which browsers never send to a
 * server: it stays out of the access log, the visit records and the Referer header, and the page
 * still finds the booking after a reload or in a new tab (docs/frontend.md).
 */
export function thankYouPath(reference: string, token: string | null): string {
  const query = `?ref=${encodeURIComponent(reference)}`;
  return `/thank-you${query}${token ? `#b=${token}` : ''}`;
}

/** The booking page's token in the fragment (`#b=<token>`), when it is a well-formed one; otherwise null. */
export function bookingTokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('b');
  return isBookingToken(token) ? token : null;
}
