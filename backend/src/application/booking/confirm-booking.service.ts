import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { toBookingView, type BookingView } from './booking-view.js';
import { changeBookingStatus } from './change-booking-status.js';

/** Staff confirm a pending booking (after the customer wrote). */
@Injectable()
export class ConfirmBookingService {
  private readonly logger = new Logger(ConfirmBookingService.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(idOrReference: string): Promise<BookingView> {
    const booking = await changeBookingStatus(this.bookings, idOrReference, 'confirmed', null, this.clock.now());
    this.logger.log(`booking ${booking.reference} confirmed`);
    return toBookingView(booking, this.config.bookingConfirmHours);
  }
}
