import { Injectable, Logger } from '@nestjs/common';
import { CUSTOMER_ACTOR } from '../../domain/booking/history.js';
import { customerMayCancel, CUSTOMER_CANCEL_MIN_HOURS } from '../../domain/booking/hold-policy.js';
import { isHandedOver } from '../../domain/booking/status.js';
import { InvalidTransitionError } from '../../domain/errors.js';
import { BookingTokens } from '../ports/booking-tokens.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { loadByToken } from './booking-page-view.js';
import { ChangeBookingStatus } from './change-booking-status.js';

/**
 * "Cancel booking" on the booking page, while pickup is more than 24 hours away (docs/product.md §12;
 * nearer, the customer writes to us): the unit is freed, history `cancelled` by `customer`, status
 * reason `customer`, and the usual e-mail and `booking.cancelled` webhook follow (the same change as
 * a staff cancellation). Not pending or confirmed (the car handed over already, or cancelled), or too
 * late: InvalidTransitionError (409).
 */
@Injectable()
export class CancelOwnBookingService {
  private readonly logger = new Logger(CancelOwnBookingService.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly tokens: BookingTokens,
    private readonly clock: Clock,
    private readonly changeStatus: ChangeBookingStatus,
  ) {}

  async execute(token: unknown): Promise<{ status: 'cancelled'; reference: string }> {
    const now = this.clock.now();
    const booking = await loadByToken(this.bookings, this.tokens, token, now);
    if (isHandedOver(booking.status)) {
      throw new InvalidTransitionError(
        booking.status,
        'cancelled',
        `Booking ${booking.reference} cannot be cancelled: the car is already with you. Please write to us on WhatsApp`,
      );
    }
    if (booking.status === 'cancelled') {
      throw new InvalidTransitionError('cancelled', 'cancelled', `Booking ${booking.reference} is already cancelled; nothing to change`);
    }
    if (!customerMayCancel(booking, now)) {
      throw new InvalidTransitionError(
        booking.status,
        'cancelled',
        `Pickup of booking ${booking.reference} is less than ${CUSTOMER_CANCEL_MIN_HOURS} hours away: please write to us on WhatsApp to cancel or change it`,
      );
    }
    const cancelled = await this.changeStatus.execute(booking.id, 'cancelled', 'customer', now, CUSTOMER_ACTOR);
    this.logger.log(`booking ${cancelled.reference} cancelled by the customer`);
    return { status: 'cancelled', reference: cancelled.reference };
  }
}
