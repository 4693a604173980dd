import { Injectable } from '@nestjs/common';
import { assertTransition, type BookingStatus, type CancellationReason } from '../../domain/booking/status.js';
import { BookingChangeEffects } from '../notifications/booking-change-effects.js';
import { BookingRepository } from '../ports/booking.repository.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import { UnitOfWork } from '../ports/unit-of-work.js';
import { loadBooking } from './find-booking.service.js';

/** The status changes of confirm, cancel (staff) and cancel (customer), one way. */
@Injectable()
export class ChangeBookingStatus {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly effects: BookingChangeEffects,
  ) {}

  /**
   * Moves a booking to `to` if the life cycle allows it (else InvalidTransitionError), with its
   * history row (`confirmed` or `cancelled`, by `actor`) and messages in the same transaction. The
   * update is conditional on the status read, so a concurrent change is noticed and re-checked,
   * never overwritten.
   */
  async execute(idOrReference: string, to: BookingStatus, reason: CancellationReason | null, at: Date, actor: string): Promise<StoredBooking> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const booking = await loadBooking(this.bookings, idOrReference);
      assertTransition(booking.status, to, booking.reference);
      const changed = await this.unitOfWork.run(async (tx) => {
        if (!(await tx.bookings.changeStatus(booking.id, booking.status, { to, reason, at }))) return false;
        const type = to === 'confirmed' ? 'confirmed' : to === 'cancelled' ? 'cancelled' : null;
        if (type) await this.effects.record(tx, [{ type, bookingId: booking.id, reference: booking.reference, at, actor }]);
        return true;
      });
      const updated = changed ? await this.bookings.findById(booking.id) : null;
      if (updated) return updated;
    }
    throw new Error(`booking ${idOrReference} keeps changing; try again`);
  }
}
