import { Injectable } from '@nestjs/common';
import { loadBooking } from '../booking/find-booking.service.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { PrecheckinRepository, type PrecheckinDocument, type StoredPrecheckin } from '../ports/precheckin.repository.js';

/** A booking's pre-check-in for staff (the back office's booking page): the form and each document. */
@Injectable()
export class PrecheckinDocumentsService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly precheckins: PrecheckinRepository,
  ) {}

  async forBooking(reference: unknown): Promise<StoredPrecheckin | null> {
    const booking = await loadBooking(this.bookings, reference);
    return this.precheckins.find(booking.id);
  }

  /** One document with its content; null for an unknown id (or one of another booking). */
  async document(reference: unknown, documentId: unknown): Promise<PrecheckinDocument | null> {
    const id = typeof documentId === 'string' && /^\d{1,15}$/.test(documentId) ? Number(documentId) : null;
    if (id === null) return null;
    const booking = await loadBooking(this.bookings, reference);
    return this.precheckins.document(booking.id, id);
  }
}
