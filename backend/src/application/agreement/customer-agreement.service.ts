import { Injectable } from '@nestjs/common';
import { loadByToken } from '../booking/booking-page-view.js';
import { BookingTokens } from '../ports/booking-tokens.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { BookingAgreementService } from './booking-agreement.service.js';

/**
 * The rental agreement for the customer, by their booking page's token (`GET /b/<token>/agreement.pdf`,
 * docs/product.md §13): the same PDF staff download. Unknown token: BookingPageNotFoundError; not handed over
 * yet: HandoverRefusedError.
 */
@Injectable()
export class CustomerAgreementService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly tokens: BookingTokens,
    private readonly clock: Clock,
    private readonly agreements: BookingAgreementService,
  ) {}

  async pdf(token: unknown): Promise<{ filename: string; pdf: Uint8Array }> {
    const booking = await loadByToken(this.bookings, this.tokens, token, this.clock.now());
    return this.agreements.pdf(booking.id);
  }
}
