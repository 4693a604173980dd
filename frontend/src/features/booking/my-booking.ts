import type { LoaderFunctionArgs } from 'react-router-dom';
import type { BookingStatus } from '@domain/booking/status.js';
import type { DocumentKind, DocumentType } from '@domain/precheckin/precheckin.js';
import type { BookingPrice } from '@domain/booking/total.js';
import { ApiError, apiFetch } from '@/lib/api-client';
import type { PricedRental } from './thank-you-state';

/**
 * The customer's booking page data (GET /api/bookings/manage/<token>, the backend's
 * `BookingPageView`): the fields the page shows.
 */
export interface BookingPageBooking extends PricedRental {
  reference: string;
  status: BookingStatus;
  insuranceType: string;
  breakdown: BookingPrice;
  /** Until when a pending booking holds its car (ISO); null once confirmed or cancelled. */
  expiresAt: string | null;
  verified: boolean;
  canKeep: boolean;
  /** The creator's link while e-mail is configured: where the link that keeps it was sent (masked), else null. */
  keepInEmail: string | null;
  canCancel: boolean;
  /** Pickup minus 24 hours (ISO); null once cancelled. */
  cancelUntil: string | null;
  /** The pre-check-in: open (pending or confirmed, before the return) and what was sent. */
  precheckin: {
    open: boolean;
    internationalPermit: boolean;
    secondDriver: string | null;
    licenceNumber?: string | null;
    passportNumber?: string | null;
    documents: { kind: DocumentKind; contentType: DocumentType; bytes: number; uploadedAt: string }[];
  };
  /** The car was handed over: the rental agreement is at `<page>/agreement.pdf`. */
  agreement: boolean;
  /** Once handed over: the payments, charges and balance (EUR; below 0: owed to the customer), as `rentals bookings show`. */
  money: BookingMoney | null;
  /** The car is back: the latest receipt is at `<page>/receipt.pdf`. */
  receipt?: boolean;
}

export interface BookingMoney {
  payments: { amount: number; currency: string; method: 'cash' | 'card' | 'transfer'; at: string; eur: number }[];
  charges: { kind: 'fuel' | 'damage' | 'late' | 'extra_day' | 'cleaning' | 'other'; amount: number; note: string; at: string }[];
  chargesEur: number;
  paidEur: number;
  balanceEur: number;
}

/**
 * What the page's route loader answers: the booking, or `found: false` for an unknown token (the page
 * is then the 404 page). The server hands it over as the router's request context
 * (backend/src/adapters/http/site/booking-page.handler.ts), so the browser hydrates with the same data.
 */
export type BookingPageData = { found: true; booking: BookingPageBooking } | { found: false };

/** The notices after the page's forms (`?done=...` / `?error=...`). */
export type BookingPageNotice = 'kept' | 'cancelled' | 'keepFailed' | 'cancelFailed' | 'carWithYou';

/** The notices after the pre-check-in form, shown in its section (backend booking-page.handler.ts). */
export type PrecheckinNotice = 'saved' | 'documentType' | 'documentSize' | 'secondDriver' | 'closed' | 'invalid';

const PRECHECKIN_ERRORS: Record<string, PrecheckinNotice> = {
  'document-type': 'documentType',
  'document-size': 'documentSize',
  'second-driver': 'secondDriver',
  'precheckin-closed': 'closed',
  precheckin: 'invalid',
};

export function precheckinNoticeFrom(search: string): PrecheckinNotice | null {
  const q = new URLSearchParams(search);
  if (q.get('done') === 'precheckin') return 'saved';
  const error = q.get('error') ?? '';
  return Object.prototype.hasOwnProperty.call(PRECHECKIN_ERRORS, error) ? PRECHECKIN_ERRORS[error] : null;
}

export function noticeFrom(search: string): BookingPageNotice | null {
  const q = new URLSearchParams(search);
  const done = q.get('done');
  const error = q.get('error');
  if (done === 'kept' || done === 'cancelled') return done;
  if (error === 'keep') return 'keepFailed';
  if (error === 'cancel') return 'cancelFailed';
  if (error === 'car-with-you') return 'carWithYou';
  return null;
}

/** The route's loader: the server's data, else (a navigation inside the browser) the API's answer. */
export async function bookingPageLoader({ params, context }: LoaderFunctionArgs): Promise<BookingPageData> {
  const fromServer = (context as { bookingPage?: BookingPageData } | undefined)?.bookingPage;
  if (fromServer) return fromServer;
  // The server renders this page only with its data (a render without it is a 404).
  if (typeof window === 'undefined') return { found: false };
  try {
    const booking = await apiFetch<BookingPageBooking>(`/api/bookings/manage/${encodeURIComponent(params.token ?? '')}`);
    return { found: true, booking };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { found: false };
    throw error;
  }
}
