import { Injectable, Logger } from '@nestjs/common';
import { todayInTbilisi } from '../../domain/shared/dates.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';

/**
 * Deletes the links of booking pages that are gone (30 days after the return date,
 * BOOKING_PAGE_DAYS_AFTER_RETURN): they answer 404 already; this keeps nothing that no longer opens
 * anything. Daily (scheduler).
 */
@Injectable()
export class PurgeBookingLinksService {
  private readonly logger = new Logger(PurgeBookingLinksService.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ deleted: number }> {
    const deleted = await this.bookings.deleteExpiredTokens(todayInTbilisi(this.clock.now()));
    if (deleted > 0) this.logger.log(`deleted ${deleted} booking page link(s) of rentals that ended more than 30 days ago`);
    return { deleted };
  }
}
