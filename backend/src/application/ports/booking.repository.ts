import type { BookingStatus, CancellationReason } from '../../domain/booking/status.js';
import type { BookingRequest } from '../../domain/booking/booking-request.js';
import type { Locale } from '../../domain/site/locales.js';
import type { BookingPrice } from '../../domain/booking/total.js';
import type { Period } from '../../domain/availability/hold-period.js';
import type { HoldSummary } from '../../domain/availability/holds.js';
import type { HistoryEventType } from '../../domain/booking/history.js';
import type { CapField, CapKeys, PendingCaps } from '../../domain/booking/pending-caps.js';
import type { ExpiryRule } from '../../domain/booking/hold-policy.js';

export type { BookingStatus };

/** Why a booking was cancelled: by staff, or by the expiry of unconfirmed bookings. */
export type StatusReason = CancellationReason;

/** A booking as stored. Dates `YYYY-MM-DD`, times `HH:MM`, money in whole euros. */
export type StoredBooking = Omit<BookingRequest, 'driverAge' | 'groupSize' | 'insuranceType' | 'totalPrice' | 'gclid' | 'locale'> & {
  id: string;
  reference: string;
  status: BookingStatus;
  statusReason: StatusReason | null;
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

/** What a new booking is checked against in its own transaction, and the link it is answered with. */
export type InsertOptions = {
  /** The caps on pending bookings and the new booking's keys (pending-caps.ts). */
  caps: PendingCaps;
  keys: CapKeys;
  /** The SHA-256 (hex) of the booking page token answered to the visitor. */
  tokenHash: string;
};

export type InsertBookingResult =
  | { outcome: 'created'; booking: StoredBooking }
  /** A booking with the same idempotency key exists already (possibly inserted concurrently). */
  | { outcome: 'duplicate-key'; booking: StoredBooking }
  /** The reference is taken: generate another and try again. */
  | { outcome: 'duplicate-reference' }
  /** Every active unit of the car is held for part of the period: nothing was stored. */
  | { outcome: 'unavailable' }
  /** The new booking would go over a cap on pending bookings: nothing was stored. */
  | { outcome: 'limit'; field: CapField };

export type MoveBookingResult =
  | { outcome: 'moved'; booking: StoredBooking; from: string | null }
  /** The target unit is held for part of the booking's period by these holds: nothing changed. */
  | { outcome: 'conflict'; conflicts: HoldSummary[] }
  /** The booking is cancelled (or gone): it holds nothing to move. */
  | { outcome: 'not-holding' }
  /** The booking already holds that unit. */
  | { outcome: 'same-unit' }
  /** The target unit was retired. */
  | { outcome: 'unit-retired' };

/**
 * One change of a booking, as written in its transaction. Every change goes through one place in
 * the repository (TypeOrmBookingRepository.change), where writes that must happen with it (booking
 * history, outbox messages) belong.
 */
export type BookingChange = {
  type: HistoryEventType;
  bookingId: string;
  reference: string;
  at: Date;
  /** Who made it: `visitor` (created), `system` (expired), a staff member's name (confirm, cancel, move). */
  actor: string;
  /**
   * For `moved`: the labels of the units before and after; for `expired`, the rule that expired it;
   * for `checked_out` and `checked_in`, the handover's detail.
   */
  detail?: { fromUnit?: string | null; toUnit?: string; expiryRule?: ExpiryRule; handover?: string };
};

/** A confirmed booking that came from an ad click (Google Ads offline conversions). */
export type ConfirmedClick = { reference: string; gclid: string; confirmedAt: Date; totalPrice: number };

export type StatusChange = {
  to: BookingStatus;
  reason: StatusReason | null;
  at: Date;
  /** Who makes the change (a validated staff name). */
  actor: string;
};

/** hold-policy.ts `expiryCutoffs`, with HOLD_UNVERIFIED_MINUTES for the history's detail. */
export type ExpiryCutoffs = { unverified: Date | null; unconfirmed: Date };

export abstract class BookingRepository {
  /**
   * Inserts the booking and a hold on a free unit of its car for `hold`, in one transaction
   * (a unit taken meanwhile by another transaction: the next one is tried). Never throws on a
   * duplicate idempotency key or reference, nor when no unit is free (see the result).
   */
  abstract insert(booking: NewBooking, hold: Period, options: InsertOptions): Promise<InsertBookingResult>;
  /**
   * The booking whose page token has this SHA-256 (hex), or null. Only while the page exists: until
   * BOOKING_PAGE_DAYS_AFTER_RETURN days after the return date, `today` being Tbilisi's date.
   */
  abstract findByTokenHash(tokenHash: string, today: string): Promise<StoredBooking | null>;
  /** Deletes the links of pages that are gone (see findByTokenHash); answers how many. */
  abstract deleteExpiredTokens(today: string): Promise<number>;
  /**
   * Another link to the booking's page (an idempotent replay, each customer e-mail), for the
   * booking with this id or else this reference; false when there is no such booking.
   */
  abstract addToken(booking: { id?: string; reference?: string }, tokenHash: string, at: Date): Promise<boolean>;
  /**
   * Marks a pending booking as kept by its customer (history `verified`, actor `customer`), if it
   * is pending and not verified yet. Returns the booking as it is afterwards (also when nothing
   * changed), or null when it does not exist.
   */
  abstract verify(id: string, at: Date): Promise<StoredBooking | null>;
  abstract findById(id: string): Promise<StoredBooking | null>;
  /** Case-insensitive. */
  abstract findByReference(reference: string): Promise<StoredBooking | null>;
  abstract findByIdempotencyKey(key: string): Promise<StoredBooking | null>;
  /** Newest first; `offset` skips that many (default 0). */
  abstract list(filter: { status?: BookingStatus; limit: number; offset?: number }): Promise<StoredBooking[]>;
  /**
   * Changes the status only if the booking still has status `from` (a conditional update), so that
   * two concurrent changes cannot both apply. Cancelling releases the booking's hold in the same
   * statement. Returns the updated booking, or null when it had another status (or does not exist).
   */
  abstract changeStatus(id: string, from: BookingStatus, change: StatusChange): Promise<StoredBooking | null>;
  /**
   * Cancels, in one conditional statement, with reason `unconfirmed`, every pending booking created
   * at or before `cutoffs.unconfirmed`, and those that still need verifying created at or before
   * `cutoffs.unverified` (null: that rule is off), releasing their holds; returns the references it
   * cancelled. Concurrent calls cancel each booking once.
   */
  abstract cancelUnconfirmed(cutoffs: ExpiryCutoffs, at: Date): Promise<string[]>;
  /** The references that `cancelUnconfirmed` would cancel now (for a dry run). */
  abstract findUnconfirmed(cutoffs: ExpiryCutoffs): Promise<string[]>;
  /**
   * Moves a pending or confirmed booking's hold to the unit `unitId` (same period; the caller has
   * checked the car). A booking without a hold gets one for `period`. PostgreSQL refuses an
   * overlap, which is answered as `conflict` naming the holds in the way.
   */
  abstract move(bookingId: string, unitId: number, period: Period, at: Date, actor: string): Promise<MoveBookingResult>;
  /** Confirmed bookings with a click id, confirmed at or after `since` (all when null), oldest confirmation first. */
  abstract listConversions(since: Date | null): Promise<ConfirmedClick[]>;
}
