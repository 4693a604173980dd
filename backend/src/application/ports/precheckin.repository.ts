import type { DocumentKind, DocumentType } from '../../domain/precheckin/precheckin.js';

/** What is known of a sent document, without its content. */
type PrecheckinDocumentInfo = { id: number; kind: DocumentKind; contentType: DocumentType; bytes: number; uploadedAt: Date };

/** A booking's pre-check-in: the permit flag, the second driver, and the documents sent (newest of each kind). */
export type StoredPrecheckin = {
  internationalPermit: boolean;
  secondDriver: string | null;
  /** The driving licence and passport numbers, when the customer typed them. */
  licenceNumber: string | null;
  passportNumber: string | null;
  /** When the customer last sent the form; null when only documents exist (never, as the form writes both). */
  updatedAt: Date | null;
  documents: PrecheckinDocumentInfo[];
};

export type NewPrecheckinDocument = { kind: DocumentKind; contentType: DocumentType; data: Uint8Array };

/** What the pre-check-in form stores (the document numbers are optional). */
export type PrecheckinForm = {
  internationalPermit: boolean;
  secondDriver: string | null;
  licenceNumber?: string | null;
  passportNumber?: string | null;
  documents: NewPrecheckinDocument[];
};

export type PrecheckinDocument = { kind: DocumentKind; contentType: DocumentType; data: Uint8Array };

/** Pre-check-ins of bookings (docs/product.md §13): `booking_precheckins` and `precheckin_documents` (bytea). */
export abstract class PrecheckinRepository {
  /** The booking's pre-check-in, or null when nothing was sent. */
  abstract find(bookingId: string): Promise<StoredPrecheckin | null>;
  /**
   * In one transaction: the flag and the second driver, and each document given replacing the one
   * of its kind (documents of the other kind stay).
   */
  abstract save(bookingId: string, form: PrecheckinForm, at: Date): Promise<void>;
  /** One document of the booking with its content, or null. */
  abstract document(bookingId: string, documentId: number): Promise<PrecheckinDocument | null>;
  /**
   * Deletes the pre-check-ins (documents, flag, second driver) of bookings whose return date is before
   * `returnDateBefore` or that were cancelled before `cancelledBefore`; `dryRun` only counts.
   * Answers how many bookings lost theirs and how many documents went.
   */
  abstract purge(cutoffs: { returnDateBefore: string; cancelledBefore: Date }, dryRun: boolean): Promise<{ precheckins: number; documents: number }>;
}
