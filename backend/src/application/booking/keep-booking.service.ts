import { Injectable, Logger } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { InvalidTransitionError, KeepRefusedError } from '../../domain/errors.js';
import { maskEmail, mayKeepFrom } from '../../domain/booking/booking-page.js';
import { CUSTOMER_ACTOR } from '../../domain/booking/history.js';
import { BookingChangeEffects } from '../notifications/booking-change-effects.js';
import { UnitOfWork } from '../ports/unit-of-work.js';
import { BookingTokens } from '../ports/booking-tokens.js';
import { BookingRepository } from '../ports/booking.repository.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import { Clock } from '../ports/clock.js';
import { capabilitiesOf } from './booking-capabilities.js';
import { loadByToken } from './booking-page-view.js';
import { toBookingView } from './booking-view.js';

export type KeepResult = { verified: true; expiresAt: string | null; reference: string };

/**
 * "Keep my car" on the booking page: the customer says the booking is theirs, so it keeps the
 * BOOKING_CONFIRM_HOURS hold (hold-policy.ts). Pressing it again changes nothing; a confirmed
 * booking is kept already; a cancelled one cannot be kept (InvalidTransitionError, 409), nor one
 * whose hold has passed before the sweep cancelled it (409). While e-mail is configured only the
 * link in an e-mail keeps it (mayKeepFrom): the creator's link is refused (KeepRefusedError, 403),
 * so whoever makes a booking for a made-up address cannot keep its car.
 */
@Injectable()
export class KeepBookingService {
  private readonly logger = new Logger(KeepBookingService.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly tokens: BookingTokens,
    private readonly clock: Clock,
    private readonly config: AppSettings,
    private readonly unitOfWork: UnitOfWork,
    private readonly effects: BookingChangeEffects,
  ) {}

  async execute(token: unknown): Promise<KeepResult> {
    const now = this.clock.now();
    const found = await loadByToken(this.bookings, this.tokens, token, now);
    if (found.status === 'cancelled') {
      throw new InvalidTransitionError('cancelled', 'pending', `Booking ${found.reference} is cancelled and cannot be kept; you are welcome to book again`);
    }
    const wasKept = found.verifiedAt !== null;
    const mayKeep = capabilitiesOf(found, this.config.holdPolicy, now).keep;
    // Pending and not kept yet: this link must be one that keeps, and the hold not over.
    if (found.status === 'pending' && !wasKept) {
      if (!mayKeepFrom(found.linkOrigin, found)) throw new KeepRefusedError(maskEmail(found.customerEmail));
      if (!mayKeep) {
        throw new InvalidTransitionError('cancelled', 'pending', `The hold of booking ${found.reference} has passed and it cannot be kept; you are welcome to book again`);
      }
    }
    const booking = mayKeep ? ((await this.verify(found, now)) ?? found) : found;
    if (booking.status === 'cancelled') {
      // Expired or cancelled between the read and the update.
      throw new InvalidTransitionError('cancelled', 'pending', `Booking ${booking.reference} is cancelled and cannot be kept; you are welcome to book again`);
    }
    if (!wasKept && booking.verifiedAt) this.logger.log(`booking ${booking.reference} kept by the customer`);
    return { verified: true, expiresAt: toBookingView(booking, this.config.holdPolicy).expiresAt, reference: booking.reference };
  }

  /**
   * Marks the booking kept if it is still pending and not kept (one conditional update), with its
   * history row `verified` (actor `customer`); the booking as it is afterwards, or null when gone.
   */
  private async verify(booking: StoredBooking, at: Date): Promise<StoredBooking | null> {
    await this.unitOfWork.run(async (tx) => {
      if (!(await tx.bookings.markVerified(booking.id, at))) return;
      await this.effects.record(tx, [{ type: 'verified', bookingId: booking.id, reference: booking.reference, at, actor: CUSTOMER_ACTOR }]);
    });
    return this.bookings.findById(booking.id);
  }
}
