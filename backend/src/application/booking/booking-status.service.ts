import { Injectable } from '@nestjs/common';
import { holdExpiresAt } from '../../domain/booking/hold-policy.js';
import type { BookingStatus } from '../../domain/booking/status.js';
import { BookingNotFoundError } from '../../domain/errors.js';
import { AppSettings } from '../ports/app-settings.js';
import { BookingMoney, moneyFigures, type MoneyFigures } from '../money/booking-money.js';
import { BookingRepository } from '../ports/booking.repository.js';

/** What anyone who knows a booking's reference and its customer's e-mail may learn: nothing more. */
export type BookingStatusView = {
  reference: string;
  status: BookingStatus;
  /** Until when a pending booking holds its car unless kept or confirmed; null once confirmed, cancelled or later. */
  heldUntil: string | null;
  /** Once the car is handed over (on the road or returned): the total, charges, payments and balance, as on the booking page. */
  money?: MoneyFigures;
};

const REFERENCE_MAX_LENGTH = 32;

/**
 * A booking's status by its reference and the customer's e-mail address (the agents'
 * `booking_status` tool). A wrong address answers exactly like an unknown reference
 * (BookingNotFoundError), so the tool tells nobody which references exist.
 */
@Injectable()
export class BookingStatusService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly config: AppSettings,
    private readonly money: BookingMoney,
  ) {}

  async execute(reference: string, customerEmail: string): Promise<BookingStatusView> {
    const ref = String(reference ?? '').trim();
    const email = String(customerEmail ?? '').trim().toLowerCase();
    if (!ref || ref.length > REFERENCE_MAX_LENGTH || !email) throw new BookingNotFoundError(ref);
    const booking = await this.bookings.findByReference(ref);
    if (!booking || booking.customerEmail.trim().toLowerCase() !== email) throw new BookingNotFoundError(ref);
    const expiresAt = holdExpiresAt(booking, this.config.holdPolicy);
    const view: BookingStatusView = { reference: booking.reference, status: booking.status, heldUntil: expiresAt ? expiresAt.toISOString() : null };
    if (booking.status !== 'on_rent' && booking.status !== 'returned') return view;
    return { ...view, money: moneyFigures(booking.totalPrice, await this.money.view(booking)) };
  }
}
