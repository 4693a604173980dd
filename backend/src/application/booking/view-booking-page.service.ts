import { Injectable } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { BookingTokens } from '../ports/booking-tokens.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { loadByToken, toBookingPageView, type BookingPageView } from './booking-page-view.js';
import { toBookingView } from './booking-view.js';

/** The customer's booking page by its token (`/b/<token>`, GET /api/bookings/manage/<token>). */
@Injectable()
export class ViewBookingPageService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly tokens: BookingTokens,
    private readonly clock: Clock,
    private readonly config: AppSettings,
  ) {}

  async execute(token: unknown): Promise<BookingPageView> {
    const now = this.clock.now();
    const booking = await loadByToken(this.bookings, this.tokens, token, now);
    return toBookingPageView(toBookingView(booking, this.config.holdPolicy), booking, now);
  }
}
