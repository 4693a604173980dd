import { assertTransition, type BookingStatus, type CancellationReason } from '../../domain/booking/status.js';
import type { BookingRepository, StoredBooking } from '../ports/booking.repository.js';
import { loadBooking } from './find-booking.service.js';

/**
 * Moves a booking to `to` if the life cycle allows it (else InvalidTransitionError). The update is
 * conditional on the status read, so a concurrent change is noticed and re-checked, never overwritten.
 */
export async function changeBookingStatus(
  bookings: BookingRepository,
  idOrReference: string,
  to: BookingStatus,
  reason: CancellationReason | null,
  at: Date,
  actor: string,
): Promise<StoredBooking> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const booking = await loadBooking(bookings, idOrReference);
    assertTransition(booking.status, to, booking.reference);
    const updated = await bookings.changeStatus(booking.id, booking.status, { to, reason, at, actor });
    if (updated) return updated;
  }
  throw new Error(`booking ${idOrReference} keeps changing; try again`);
}
