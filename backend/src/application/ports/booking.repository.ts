import type { BookingStatus, CancellationReason } from '../../domain/booking/status.js';
import type { BookingRequest } from '../../domain/booking/booking-request.js';
import type { BookingPrice } from '../../domain/booking/total.js';

export type { BookingStatus };

/** Why a booking was cancelled: by staff, or by the expiry of unconfirmed bookings. */
export type StatusReason = CancellationReason;

/** A booking as stored. Dates `YYYY-MM-DD`, times `HH:MM`, money in whole euros. */
export type StoredBooking = Omit<BookingRequest, 'driverAge' | 'groupSize' | 'insuranceType' | 'totalPrice' | 'gclid'> & {
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
  idempotencyKey: string | null;
  /** What the browser sent as totalPrice; kept for information only, never used for pricing. */
  clientTotalPrice: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
};

/** A booking to insert: everything but the values the database assigns. */
export type NewBooking = Omit<StoredBooking, 'id' | 'createdAt' | 'confirmedAt' | 'cancelledAt' | 'status' | 'statusReason'> & {
  createdAt?: Date;
};

export type InsertBookingResult =
  | { outcome: 'created'; booking: StoredBooking }
  /** A booking with the same idempotency key exists already (possibly inserted concurrently). */
  | { outcome: 'duplicate-key'; booking: StoredBooking }
  /** The reference is taken: generate another and try again. */
  | { outcome: 'duplicate-reference' };

export type StatusChange = {
  to: BookingStatus;
  reason: StatusReason | null;
  at: Date;
};

export abstract class BookingRepository {
  /** Inserts atomically; never throws on a duplicate idempotency key or reference (see the result). */
  abstract insert(booking: NewBooking): Promise<InsertBookingResult>;
  abstract findById(id: string): Promise<StoredBooking | null>;
  /** Case-insensitive. */
  abstract findByReference(reference: string): Promise<StoredBooking | null>;
  abstract findByIdempotencyKey(key: string): Promise<StoredBooking | null>;
  /** Newest first; `offset` skips that many (default 0). */
  abstract list(filter: { status?: BookingStatus; limit: number; offset?: number }): Promise<StoredBooking[]>;
  /**
   * Changes the status only if the booking still has status `from` (a conditional update), so that
   * two concurrent changes cannot both apply. Returns the updated booking, or null when it had
   * another status (or does not exist).
   */
  abstract changeStatus(id: string, from: BookingStatus, change: StatusChange): Promise<StoredBooking | null>;
  /**
   * Cancels, in one conditional statement, every pending booking created at or before `createdBefore`
   * with reason `unconfirmed`; returns the references it cancelled. Concurrent calls cancel each
   * booking once.
   */
  abstract cancelUnconfirmed(createdBefore: Date, at: Date): Promise<string[]>;
  /** The references that `cancelUnconfirmed` would cancel now (for a dry run). */
  abstract findUnconfirmed(createdBefore: Date): Promise<string[]>;
}
