import { localisePath, type Locale } from '../site/locales.js';

/**
 * The customer's own booking page, `/b/<token>` (and `/ru/b/<token>`, ...; docs/product.md §13). The
 * token carries 128 random bits as base64url (22 characters or more); only its SHA-256 is stored.
 */
export const BOOKING_PAGE_PREFIX = '/b/';
export const BOOKING_TOKEN_BYTES = 16;
/** base64url of at least 16 bytes; longer tokens are accepted (a future change may lengthen them). */
export const BOOKING_TOKEN = /^[A-Za-z0-9_-]{22,86}$/;

export function isBookingToken(value: unknown): value is string {
  return typeof value === 'string' && BOOKING_TOKEN.test(value);
}

/** The path of a booking page in a language. */
export function bookingPagePath(token: string, locale: Locale): string {
  return localisePath(`${BOOKING_PAGE_PREFIX}${token}`, locale);
}

/** The token of a booking-page path without its language prefix (`/b/<token>`, one trailing slash allowed), or null. */
export function bookingTokenOfPath(path: string): string | null {
  const m = /^\/b\/([^/]+)\/?$/.exec(path);
  return m && isBookingToken(m[1]) ? m[1] : null;
}

/**
 * Where a link to the booking page was given: `creator`, the answer to whoever made the booking
 * (POST /api/bookings, the thank-you page); `email`, a link in an e-mail to the customer's address.
 */
export type LinkOrigin = 'creator' | 'email';

/**
 * Whether "Keep my car" may be pressed from a link (docs/booking.md): a booking that must be kept
 * (made while e-mail was configured) only from an e-mailed link, which proves the address is the
 * customer's; otherwise from any link (nobody could receive another one).
 */
export function mayKeepFrom(origin: LinkOrigin, booking: { verificationRequired: boolean }): boolean {
  return origin === 'email' || !booking.verificationRequired;
}

/** An e-mail address as the page may show it to whoever holds a link: its first character and its domain (`n…@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '…';
  return `${[...email.slice(0, at)][0]}…${email.slice(at)}`;
}
