import { Injectable } from '@nestjs/common';
import type { HandoverKind } from '../../domain/handover/handover.js';
import { loadBooking } from '../booking/find-booking.service.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { HandoverRepository, type HandoverPhoto } from '../ports/handover.repository.js';
import { PHOTO_RETENTION_DAYS } from '../../domain/handover/handover.js';

/** The handovers of a booking, their photos and signatures (for the booking's page), and their retention. */
@Injectable()
export class HandoverFilesService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly handovers: HandoverRepository,
    private readonly clock: Clock,
  ) {}

  async photo(reference: unknown, photoId: unknown): Promise<HandoverPhoto | null> {
    const id = typeof photoId === 'string' && /^\d{1,15}$/.test(photoId) ? Number(photoId) : null;
    if (id === null) return null;
    const booking = await loadBooking(this.bookings, reference);
    return this.handovers.photo(booking.id, id);
  }

  async signature(reference: unknown, kind: HandoverKind): Promise<Uint8Array | null> {
    const booking = await loadBooking(this.bookings, reference);
    return this.handovers.signature(booking.id, kind);
  }

  /** Deletes photos of returns older than 90 days that flagged no new damage (the daily job). */
  async purgeOldPhotos(): Promise<number> {
    return this.handovers.purgePhotos(new Date(this.clock.now().getTime() - PHOTO_RETENTION_DAYS * 86_400_000));
  }
}
