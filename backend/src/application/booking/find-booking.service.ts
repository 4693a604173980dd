import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { BookingNotFoundError } from '../../domain/errors.js';
import { BookingRepository, type StoredBooking } from '../ports/booking.repository.js';
import { toBookingView, type BookingView } from './booking-view.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Loads a stored booking by id (uuid) or reference (case-insensitive); throws BookingNotFoundError. */
export async function loadBooking(bookings: BookingRepository, idOrReference: unknown): Promise<StoredBooking> {
  const key = typeof idOrReference === 'string' ? idOrReference.trim() : '';
  if (!key || key.length > 64) throw new BookingNotFoundError(String(idOrReference ?? ''));
  const booking = UUID.test(key) ? await bookings.findById(key) : await bookings.findByReference(key);
  if (!booking) throw new BookingNotFoundError(key);
  return booking;
}

@Injectable()
export class FindBookingService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly config: AppConfig,
  ) {}

  async execute(idOrReference: string): Promise<BookingView> {
    return toBookingView(await loadBooking(this.bookings, idOrReference), this.config.bookingConfirmHours);
  }
}
