import { Injectable } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { BookingMoney } from '../money/booking-money.js';
import { BookingTokens } from '../ports/booking-tokens.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { HandoverRepository } from '../ports/handover.repository.js';
import { PrecheckinRepository } from '../ports/precheckin.repository.js';
import { toPrecheckinView } from '../precheckin/precheckin-view.js';
import { capabilitiesOf } from './booking-capabilities.js';
import { loadByToken, toBookingPageView, type BookingPageView } from './booking-page-view.js';
import { toBookingView } from './booking-view.js';

/** The customer's booking page by its token (`/b/<token>`, GET /api/bookings/manage/<token>). */
@Injectable()
export class ViewBookingPageService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly tokens: BookingTokens,
    private readonly precheckins: PrecheckinRepository,
    private readonly handovers: HandoverRepository,
    private readonly money: BookingMoney,
    private readonly clock: Clock,
    private readonly config: AppSettings,
  ) {}

  async execute(token: unknown): Promise<BookingPageView> {
    const now = this.clock.now();
    const booking = await loadByToken(this.bookings, this.tokens, token, now);
    const [precheckin, { checkOut, checkIn }] = await Promise.all([this.precheckins.find(booking.id), this.handovers.listFor(booking.id)]);
    const may = capabilitiesOf(booking, this.config.holdPolicy, now, { handovers: { checkOut: checkOut !== null, checkIn: checkIn !== null } });
    return toBookingPageView(toBookingView(booking, this.config.holdPolicy), booking, may, {
      precheckin: toPrecheckinView(precheckin, may.precheckin),
      agreement: checkOut !== null,
      money: checkOut !== null ? await this.money.view(booking) : null,
      receipt: checkIn !== null,
    });
  }
}
