import { fullNameErrors } from '../booking/validation.js';
import type { BookingStatus } from '../booking/status.js';
import { PrecheckinClosedError, ValidationError } from '../errors.js';
import { DOCUMENT_MAX_PIXELS, imageSize } from '../shared/image-size.js';
import { imageType } from '../handover/handover.js';
import { addDays, todayInTbilisi } from '../shared/dates.js';

/**
 * Pre-check-in on the customer's booking page (docs/product.md §13, docs/staff.md): photos or PDFs of the
 * driving licence and the passport, whether an international driving permit is held, and a second
 * driver's name. Staff see them on the booking's page; they are deleted 30 days after the return.
 */

export const DOCUMENT_KINDS = ['licence', 'passport'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type DocumentType = 'image/jpeg' | 'image/png' | 'application/pdf';
export const DOCUMENT_TYPES: readonly DocumentType[] = ['image/jpeg', 'image/png', 'application/pdf'];

/** The largest document accepted (a phone photo or a scanned PDF). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The form's text fields together (the name and the flag; generous). */
export const PRECHECKIN_FIELDS_MAX_BYTES = 16 * 1024;
/**
 * The largest pre-check-in request: one document of each kind and the fields, with room for the
 * multipart framing (about 21 MB). A longer body is refused before it is read.
 */
export const PRECHECKIN_BODY_MAX_BYTES = DOCUMENT_KINDS.length * DOCUMENT_MAX_BYTES + 1024 * 1024;
/** Documents, permit flag and second driver are deleted this many days after the return date (docs/product.md §17). */
export const PRECHECKIN_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** JPEG, PNG or PDF, by the file's first bytes (never by its name or declared type); anything else null. */
export function documentType(bytes: Uint8Array): DocumentType | null {
  const image = imageType(bytes);
  if (image) return image;
  if (bytes.length > PDF_SIGNATURE.length && PDF_SIGNATURE.every((b, i) => bytes[i] === b)) return 'application/pdf';
  return null;
}

/** The type of a document the customer sent, checked (size, then content); ValidationError on the kind's field. */
export function checkDocument(kind: DocumentKind, bytes: Uint8Array): DocumentType {
  if (bytes.length > DOCUMENT_MAX_BYTES) {
    throw new ValidationError([{ field: kind, type: 'max', message: `the file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB` }]);
  }
  const type = documentType(bytes);
  if (!type) throw new ValidationError([{ field: kind, type: 'format', message: 'send a photo (JPEG or PNG) or a PDF' }]);
  if (type !== 'application/pdf') {
    // Its pixel size from its headers, before anything decodes it (staff open it; an agreement never embeds it).
    const size = imageSize(bytes);
    if (!size) throw new ValidationError([{ field: kind, type: 'format', message: 'the picture is broken: send it again' }]);
    if (size.width * size.height > DOCUMENT_MAX_PIXELS) {
      throw new ValidationError([{ field: kind, type: 'max', message: `the picture is larger than ${DOCUMENT_MAX_PIXELS / 1_000_000} megapixels` }]);
    }
  }
  return type;
}

/** The second driver's name: empty means none; otherwise "first last" by the booking's name rule. */
export function parseSecondDriver(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ValidationError([{ field: 'secondDriver', type: 'invalid', message: 'the second driver is a name' }]);
  const name = value.trim().replace(/\s+/g, ' ');
  if (!name) return null;
  const errors = fullNameErrors('secondDriver', name);
  if (errors.length) throw new ValidationError(errors);
  return name;
}

/** The permit flag as a form or JSON sends it: a ticked checkbox ("on"), true, "true", "1", "yes"; absent is false. */
export function parsePermitFlag(value: unknown): boolean {
  if (value === true || value === 'on' || value === 'true' || value === '1' || value === 'yes') return true;
  if (value === undefined || value === null || value === false || value === '' || value === 'false' || value === '0' || value === 'no' || value === 'off') return false;
  throw new ValidationError([{ field: 'internationalPermit', type: 'invalid', message: 'the international driving permit is yes or no' }]);
}

/** Throws PrecheckinClosedError when the pre-check-in is closed (`open`: the booking's `precheckin` capability, capabilities.ts). */
export function assertPrecheckinOpen(b: { reference: string; status: BookingStatus }, open: boolean): void {
  if (open) return;
  throw new PrecheckinClosedError(
    b.status === 'cancelled' ? `Booking ${b.reference} is cancelled: it takes no pre-check-in` : `The rental of booking ${b.reference} is over: it takes no pre-check-in`,
  );
}

/**
 * When a booking's pre-check-in is past keeping (deleted by the daily retention): its return date
 * is more than 30 days before today (Tbilisi), or it was cancelled or expired more than 30 days ago.
 * As cutoffs for a query: return dates before `returnDateBefore` (YYYY-MM-DD), or
 * cancelled before `cancelledBefore`.
 */
export function precheckinRetentionCutoffs(now: Date): { returnDateBefore: string; cancelledBefore: Date } {
  return {
    returnDateBefore: addDays(todayInTbilisi(now), -PRECHECKIN_RETENTION_DAYS),
    cancelledBefore: new Date(now.getTime() - PRECHECKIN_RETENTION_DAYS * DAY_MS),
  };
}
