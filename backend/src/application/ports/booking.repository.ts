import type { LinkOrigin } from '../../domain/booking/booking-page.js';
import type { BookingStatus, CancellationReason } from '../../domain/booking/status.js';
import type { NewBooking, StoredBooking } from '../../domain/booking/stored-booking.js';
import type { Period } from '../../domain/availability/hold-period.js';
import type { HoldSummary } from '../../domain/availability/holds.js';
import type { CapField, CapKeys, PendingCaps } from '../../domain/booking/pending-caps.js';
import type { ExpiryRule } from '../../domain/booking/hold-policy.js';

export type { BookingStatus };

/** A pending booking the expiry cancelled, and the rule that expired it (hold-policy.ts). */
export type ExpiredBooking = { id: string; reference: string; rule: ExpiryRule };

export type MoveHoldResult =
  | { outcome: 'moved'; reference: string; from: string | null; to: string }
  /** The target unit is held for part of the booking's period by these holds: nothing changed. */
  | { outcome: 'conflict'; conflicts: HoldSummary[] }
  /** The booking is cancelled (or gone): it holds nothing to move. */
  | { outcome: 'not-holding' }
  /** The booking already holds that unit. */
  | { outcome: 'same-unit' }
  /** The target unit was retired. */
  | { outcome: 'unit-retired' };

/**
 * PostgreSQL refused a hold that overlaps another on the same unit (the exclusion constraint): one
 * slipped in meanwhile. The transaction is lost; `period` is the one the hold was to cover.
 */
export class HoldOverlapError extends Error {
  constructor(readonly period: Period) {
    super('another hold of the unit overlaps this period');
  }
}

/** A confirmed booking that came from an ad click (Google Ads offline conversions). */
export type ConfirmedClick = { reference: string; gclid: string; confirmedAt: Date; totalPrice: number };

export type StatusChange = {
  to: BookingStatus;
  reason: CancellationReason | null;
  at: Date;
  /**
   * A return (check-in): the booking's hold now ends here (the actual return plus TURNAROUND_HOURS)
   * when that is earlier than its booked end, so the unit is free again from then on.
   */
  holdEndsAt?: Date;
};

/** hold-policy.ts `expiryCutoffs`, with HOLD_UNVERIFIED_MINUTES for the history's detail. */
export type ExpiryCutoffs = { unverified: Date | null; unconfirmed: Date };

export abstract class BookingRepository {
  /**
   * The booking whose page token has this SHA-256 (hex), or null. Only while the page exists: until
   * BOOKING_PAGE_DAYS_AFTER_RETURN days after the return date, `today` being Tbilisi's date.
   */
  abstract findByTokenHash(tokenHash: string, today: string): Promise<(StoredBooking & { linkOrigin: LinkOrigin }) | null>;
  /** Deletes the links of pages that are gone (see findByTokenHash); answers how many. */
  abstract deleteExpiredTokens(today: string): Promise<number>;
  /**
   * Another link to the booking's page (an idempotent replay, each customer e-mail), for the
   * booking with this id or else this reference; false when there is no such booking.
   */
  abstract addToken(booking: { id?: string; reference?: string }, tokenHash: string, at: Date, origin: LinkOrigin): Promise<boolean>;
  abstract findById(id: string): Promise<StoredBooking | null>;
  /** Case-insensitive. */
  abstract findByReference(reference: string): Promise<StoredBooking | null>;
  abstract findByIdempotencyKey(key: string): Promise<StoredBooking | null>;
  /** Newest first; `offset` skips that many (default 0). */
  abstract list(filter: { status?: BookingStatus; limit: number; offset?: number }): Promise<StoredBooking[]>;
  /** The references of the pending bookings that have expired by `cutoffs` (for a dry run), oldest first. */
  abstract findUnconfirmed(cutoffs: ExpiryCutoffs): Promise<string[]>;
  /** The active holds of unit `unitId` overlapping `period`, by start, the booking's own left out. */
  abstract holdsInTheWay(unitId: number, period: Period, exceptBookingId: string): Promise<HoldSummary[]>;
  /** Confirmed bookings (also those handed over since) with a click id, confirmed at or after `since` (all when null), oldest confirmation first. */
  abstract listConversions(since: Date | null): Promise<ConfirmedClick[]>;
}

/**
 * The writes of booking changes, inside a unit of work (ports/unit-of-work.ts): each method is one
 * part of a change; the application service decides which parts a change has and what history rows
 * and outbox messages go with it.
 */
export abstract class BookingWrites {
  /**
   * The cap on pending bookings (pending-caps.ts) that a booking with `keys` would go over, or null.
   * Takes a transaction-scoped lock per counted key first, so that two concurrent bookings of one
   * e-mail, phone or address are counted one after the other.
   */
  abstract pendingCapExceeded(caps: PendingCaps, keys: CapKeys): Promise<CapField | null>;
  /**
   * Inserts the booking (status pending, no unit yet); null when a unique index refused it (its
   * idempotency key or its reference is taken). A concurrent insert with the same key waits inside
   * PostgreSQL for the first one's commit and is then refused.
   */
  abstract insert(booking: NewBooking): Promise<StoredBooking | null>;
  /**
   * Holds a free active unit of `carType` for `period` for the booking; answers its label, or null
   * when none is free. A unit taken meanwhile by another transaction: the next one is tried.
   */
  abstract holdFreeUnit(bookingId: string, carType: string, period: Period, at: Date): Promise<string | null>;
  /** The creator's link to the booking's page: the SHA-256 (hex) of its token. */
  abstract addToken(bookingId: string, tokenHash: string, at: Date): Promise<void>;
  /**
   * Changes the status only if the booking still has status `from` (a conditional update), so that
   * two concurrent changes cannot both apply. Cancelling releases the booking's hold in the same
   * statement; `holdEndsAt` shortens it (an early return). False when it had another status (or
   * does not exist).
   */
  abstract changeStatus(id: string, from: BookingStatus, change: StatusChange): Promise<boolean>;
  /**
   * Cancels, in one conditional statement, with reason `unconfirmed`, every pending booking created
   * at or before `cutoffs.unconfirmed`, and those that still need verifying created at or before
   * `cutoffs.unverified` (null: that rule is off), releasing their holds. Concurrent calls cancel
   * each booking once.
   */
  abstract expirePending(cutoffs: ExpiryCutoffs, at: Date): Promise<ExpiredBooking[]>;
  /** Marks a pending booking as kept by its customer if it is pending and not kept yet; false when nothing changed. */
  abstract markVerified(id: string, at: Date): Promise<boolean>;
  /**
   * Locks the booking, checks it still holds (pending or confirmed), locks the target unit and
   * checks it is in service, looks for holds in the way, then moves the hold to unit `unitId` (a
   * booking without a hold gets one for `period`). A hold that slips in meanwhile makes PostgreSQL
   * refuse the move: HoldOverlapError.
   */
  abstract moveHold(bookingId: string, unitId: number, period: Period, at: Date): Promise<MoveHoldResult>;
  /**
   * The booking's status, its row locked (FOR SHARE) until the transaction ends: a status change
   * of another transaction waits for it, and one committed meanwhile is seen. Null when none.
   */
  abstract lockStatus(id: string): Promise<BookingStatus | null>;
  /** The bookings with these ids as this transaction sees them, with their units. */
  abstract read(ids: readonly string[]): Promise<StoredBooking[]>;
}
