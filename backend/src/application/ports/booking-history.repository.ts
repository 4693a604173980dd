import type { HistoryEntry } from '../../domain/booking/history.js';

/**
 * The history of bookings (docs/product.md §16). Entries are written by the booking repository in the
 * transaction of each change (see BookingRepository); this port reads them.
 */
export abstract class BookingHistoryRepository {
  /** The entries of one booking, oldest first. */
  abstract listFor(bookingId: string): Promise<HistoryEntry[]>;
}
