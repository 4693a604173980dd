import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { toBookingView, type BookingView } from './booking-view.js';
import { changeBookingStatus } from './change-booking-status.js';

/** Staff cancel a pending or confirmed booking (status reason `staff`). */
@Injectable()
export class CancelBookingService {
  private readonly logger = new Logger(CancelBookingService.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(idOrReference: string): Promise<BookingView> {
    const booking = await changeBookingStatus(this.bookings, idOrReference, 'cancelled', 'staff', this.clock.now());
    this.logger.log(`booking ${booking.reference} cancelled by staff`);
    return toBookingView(booking, this.config.bookingConfirmHours);
  }
}
