import type { BookingCapabilities } from '../../domain/booking/capabilities.js';
import { CUSTOMER_CANCEL_MIN_HOURS } from '../../domain/booking/hold-policy.js';
import { tbilisiInstant } from '../../domain/availability/hold-period.js';
import { isBookingToken, maskEmail, mayKeepFrom, type LinkOrigin } from '../../domain/booking/booking-page.js';
import { BookingPageNotFoundError } from '../../domain/errors.js';
import { todayInTbilisi } from '../../domain/shared/dates.js';
import type { BookingTokens } from '../ports/booking-tokens.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import type { PrecheckinView } from '../precheckin/precheckin-view.js';
import type { MoneyView } from '../money/booking-money.js';
import type { BookingView } from './booking-view.js';

/**
 * What the customer's booking page shows (and GET /api/bookings/manage/<token> answers): the
 * booking as the customer gave it, priced, with its status and hold, and what they may do. Nothing
 * for staff only: no bot score, client address, click id, unit or idempotency key.
 */
export type BookingPageView = Omit<BookingView, 'id' | 'botScore' | 'clientTotalPrice' | 'gclid' | 'unit'> & {
  /** "Keep my car" is offered: pending, not kept yet, its hold not passed, and this link may keep it. */
  canKeep: boolean;
  /**
   * Pending and not kept, but this link may not keep it (the creator's link while e-mail is
   * configured): the customer's e-mail address, masked (`n…@example.com`), where the link that
   * keeps it was sent. Null otherwise.
   */
  keepInEmail: string | null;
  /** The customer may cancel here: pending or confirmed and pickup more than 24 hours away. */
  canCancel: boolean;
  /** Until when cancelling here is possible (pickup minus 24 hours, ISO); null once it is not pending or confirmed. */
  cancelUntil: string | null;
  /** The pre-check-in: whether it is open, and what was sent (docs/product.md §13). */
  precheckin: PrecheckinView;
  /** The rental agreement can be downloaded (`/b/<token>/agreement.pdf`): the car was handed over. */
  agreement: boolean;
  /**
   * Once the car is handed over: the money as staff see it (`rentals bookings show`): payments,
   * charges and the balance (total + charges − payments, EUR; below 0: owed to the customer). Null before.
   */
  money: CustomerMoneyView | null;
  /** The receipt can be downloaded (`/b/<token>/receipt.pdf`, always the latest issue): the car is back. */
  receipt: boolean;
};

export function toBookingPageView(
  view: BookingView,
  booking: StoredBooking & { linkOrigin: LinkOrigin },
  may: BookingCapabilities,
  extras: { precheckin: PrecheckinView; agreement: boolean; money: MoneyView | null; receipt: boolean },
): BookingPageView {
  const { id: _id, botScore: _score, clientTotalPrice: _guess, gclid: _gclid, unit: _unit, ...rest } = view;
  const keepable = may.keep;
  const cancelUntil = may.cancel ? new Date(tbilisiInstant(booking.pickupDate, booking.pickupTime).getTime() - CUSTOMER_CANCEL_MIN_HOURS * 3_600_000) : null;
  return {
    ...rest,
    canKeep: keepable && mayKeepFrom(booking.linkOrigin, booking),
    keepInEmail: keepable && !mayKeepFrom(booking.linkOrigin, booking) ? maskEmail(booking.customerEmail) : null,
    canCancel: may.customerCancel,
    cancelUntil: cancelUntil?.toISOString() ?? null,
    precheckin: extras.precheckin,
    agreement: extras.agreement,
    money: extras.money && customerMoney(extras.money),
    receipt: extras.receipt,
  };
}

/** The booking's money without the names of the staff who took it. */
export type CustomerMoneyView = Omit<MoneyView, 'payments' | 'charges'> & {
  payments: Omit<MoneyView['payments'][number], 'by'>[];
  charges: Omit<MoneyView['charges'][number], 'by'>[];
};

function customerMoney(m: MoneyView): CustomerMoneyView {
  return { ...m, payments: m.payments.map(({ by: _by, ...p }) => p), charges: m.charges.map(({ by: _by, ...c }) => c) };
}

/** The booking of a page token (malformed or unknown, or the page is gone after the rental: BookingPageNotFoundError). */
export async function loadByToken(bookings: BookingRepository, tokens: BookingTokens, token: unknown, now: Date): Promise<StoredBooking & { linkOrigin: LinkOrigin }> {
  if (!isBookingToken(token)) throw new BookingPageNotFoundError();
  const booking = await bookings.findByTokenHash(tokens.hash(token), todayInTbilisi(now));
  if (!booking) throw new BookingPageNotFoundError();
  return booking;
}
