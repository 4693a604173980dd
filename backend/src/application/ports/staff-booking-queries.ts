import type { BookingStatus } from './booking.repository.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';

export type BookingSearch = {
  /** Part of the reference, the customer's name, phone or e-mail (case-insensitive). */
  text?: string;
  status?: BookingStatus;
  /** Bookings whose pickup date is on or after / on or before these dates (`YYYY-MM-DD`). */
  from?: string;
  to?: string;
  limit: number;
};

/** What the back office looks bookings up by (docs/staff.md). */
export abstract class StaffBookingQueries {
  /** Newest first. */
  abstract search(query: BookingSearch): Promise<StoredBooking[]>;
  /**
   * Pending and confirmed bookings picked up (a car handed over is no pickup any more), and cars on
   * rent due back, from `from` to `to` (dates), by date and time.
   */
  abstract due(from: string, to: string): Promise<{ pickups: StoredBooking[]; returns: StoredBooking[] }>;
  /** Every booking on rent, earliest booked return first. */
  abstract onRent(): Promise<StoredBooking[]>;
  /** The next pending or confirmed booking held on the same unit as booking `bookingId`, after it; null when none. */
  abstract nextOnUnit(bookingId: string): Promise<StoredBooking | null>;
}
