import { Injectable, Logger } from '@nestjs/common';
import { CUSTOMER_ACTOR } from '../../domain/booking/history.js';
import { CUSTOMER_CANCEL_MIN_HOURS } from '../../domain/booking/hold-policy.js';
import type { BookingStatus } from '../../domain/booking/status.js';
import { InvalidTransitionError } from '../../domain/errors.js';
import { AppSettings } from '../ports/app-settings.js';
import { BookingTokens } from '../ports/booking-tokens.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { capabilitiesOf } from './booking-capabilities.js';
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
    private readonly config: AppSettings,
  ) {}

  async execute(token: unknown): Promise<{ status: 'cancelled'; reference: string }> {
    const now = this.clock.now();
    const booking = await loadByToken(this.bookings, this.tokens, token, now);
    if (!capabilitiesOf(booking, this.config.holdPolicy, now).customerCancel) throw refusal(booking);
    const cancelled = await this.changeStatus.execute(booking.id, 'cancelled', 'customer', now, CUSTOMER_ACTOR);
    this.logger.log(`booking ${cancelled.reference} cancelled by the customer`);
    return { status: 'cancelled', reference: cancelled.reference };
  }
}

/** Why the customer may not cancel this booking on their page. */
function refusal(booking: { status: BookingStatus; reference: string }): InvalidTransitionError {
  switch (booking.status) {
    case 'on_rent':
    case 'returned':
      return new InvalidTransitionError(
        booking.status,
        'cancelled',
        `Booking ${booking.reference} cannot be cancelled: the car is already with you. Please write to us on WhatsApp`,
      );
    case 'cancelled':
      return new InvalidTransitionError('cancelled', 'cancelled', `Booking ${booking.reference} is already cancelled; nothing to change`);
    default:
      return new InvalidTransitionError(
        booking.status,
        'cancelled',
        `Pickup of booking ${booking.reference} is less than ${CUSTOMER_CANCEL_MIN_HOURS} hours away: please write to us on WhatsApp to cancel or change it`,
      );
  }
}
