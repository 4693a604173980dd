import type { Handover, HandoverKind } from '../../domain/handover/handover.js';

export type HandoverPhoto = { contentType: 'image/jpeg' | 'image/png'; data: Uint8Array };
export type StoredHandover = Handover & { id: number; photoIds: number[] };
export type NewHandover = Omit<Handover, 'photoCount' | 'hasSignature'> & { photos: HandoverPhoto[]; signaturePng: Uint8Array | null };

/** Check-out and check-in records of bookings, their photos and signatures (docs/staff.md). */
export abstract class HandoverRepository {
  /** The check-out and check-in of a booking, when recorded. */
  abstract listFor(bookingId: string): Promise<{ checkOut: StoredHandover | null; checkIn: StoredHandover | null }>;
  abstract photo(bookingId: string, photoId: number): Promise<HandoverPhoto | null>;
  abstract signature(bookingId: string, kind: HandoverKind): Promise<Uint8Array | null>;
  /** Deletes the photos of bookings returned before `returnedBefore` without new damage; answers how many. */
  abstract purgePhotos(returnedBefore: Date): Promise<number>;
}

/** Stores handovers inside a unit of work (ports/unit-of-work.ts), with their history entry and messages. */
export abstract class HandoverWrites {
  /** Stores the handover with its photos and signature; false (nothing stored) when that kind is recorded for the booking already. */
  abstract add(bookingId: string, handover: NewHandover): Promise<boolean>;
}
