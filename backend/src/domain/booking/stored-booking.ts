import type { BookingRequest } from './booking-request.js';
import type { BookingStatus, CancellationReason } from './status.js';
import type { BookingPrice } from './total.js';
import type { Locale } from '../site/locales.js';

/** A booking as stored. Dates `YYYY-MM-DD`, times `HH:MM`, money in whole euros. */
export type StoredBooking = Omit<BookingRequest, 'driverAge' | 'groupSize' | 'insuranceType' | 'totalPrice' | 'gclid' | 'locale'> & {
  id: string;
  reference: string;
  status: BookingStatus;
  /** Why a booking was cancelled: by staff, or by the expiry of unconfirmed bookings. */
  statusReason: CancellationReason | null;
  driverAge: number;
  groupSize: number;
  insuranceType: string;
  days: number;
  dailyRate: number;
  totalPrice: number;
  breakdown: BookingPrice;
  botScore: number | null;
  gclid: string | null;
  /** The language the visitor booked in (docs/product.md §15). */
  locale: Locale;
  idempotencyKey: string | null;
  /**
   * SHA-256 (hex) of the canonical request that first came with the idempotency key
   * (application/booking/idempotency.ts); null without a key and for bookings made before it was kept.
   */
  idempotencyHash?: string | null;
  /** What the browser sent as totalPrice; kept for information only, never used for pricing. */
  clientTotalPrice: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  /** Made while e-mail was configured: holds its car for HOLD_UNVERIFIED_MINUTES unless kept (hold-policy.ts). */
  verificationRequired: boolean;
  /** When the customer kept it ("Keep my car") or staff confirmed it; null before. */
  verifiedAt: Date | null;
  /** The client address the booking came from, as PENDING_PER_IP counts it; null when unknown. */
  clientKey: string | null;
  /**
   * The label of the unit (physical car) the booking holds; for a cancelled booking the one it
   * held. Null when it never got one (a booking older than units that found none free).
   */
  unit: string | null;
};

/** A booking to insert: everything but the values the database assigns. */
export type NewBooking = Omit<StoredBooking, 'id' | 'createdAt' | 'confirmedAt' | 'cancelledAt' | 'status' | 'statusReason' | 'unit' | 'verifiedAt'> & {
  createdAt?: Date;
};
