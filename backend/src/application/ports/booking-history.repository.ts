import type { HistoryEntry } from '../../domain/booking/history.js';

/** The history of bookings (docs/product.md §16): written in the transaction of each change, read here. */
export abstract class BookingHistoryRepository {
  /** The entries of one booking, oldest first. */
  abstract listFor(bookingId: string): Promise<HistoryEntry[]>;
}

/** A history entry of one booking, to write. */
export type NewHistoryEntry = HistoryEntry & { bookingId: string };

/** Writes history entries inside a unit of work (ports/unit-of-work.ts), with the change they record. */
export abstract class BookingHistoryWrites {
  /** Appends the entries, in this order. */
  abstract add(entries: readonly NewHistoryEntry[]): Promise<void>;
}
