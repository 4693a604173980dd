import { HandoverRefusedError, ValidationError, type FieldError } from '../errors.js';
import { handoverOpensOn, type BookingCapabilities } from '../booking/capabilities.js';
import { hasControlCharacters } from '../shared/text.js';
import { fitsWithin, imageSize, pngSize, PHOTO_MAX_PX, SIGNATURE_MAX_PX } from '../shared/image-size.js';

/**
 * Handover (check-out) and return (check-in) of a rented car (docs/staff.md): the readings staff
 * take with the customer, and the rules of when they may be taken.
 */
export type HandoverKind = 'check-out' | 'check-in';

/** Fuel is read in eighths of a tank: 0 (empty) to 8 (full). */
export const FUEL_EIGHTHS_MAX = 8;
export const ODOMETER_MAX_KM = 2_000_000;
export const DAMAGE_NOTES_MAX_LENGTH = 2000;
export const MAX_HANDOVER_PHOTOS = 20;
/** The longest side of a photo after the browser scaled it down. */
export const PHOTO_MAX_SIDE_PX = 1600;
/** The largest photo file accepted (the browser sends ~0.2-0.6 MB; a phone without scripts up to ~8 MB). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const SIGNATURE_MAX_BYTES = 512 * 1024;
/**
 * What a refused handover form (sent without the page's script) keeps for its next submit, its
 * photos and signature, is kept at most this long (and only for the same staff session).
 */
export const HANDOVER_DRAFT_HOURS = 24;
/** Photos are deleted this many days after the return, unless the return flagged new damage. */
export const PHOTO_RETENTION_DAYS = 90;

export type HandoverReadings = { odometerKm: number; fuelEighths: number; damageNotes: string };

/** A recorded check-out or check-in. */
export type Handover = HandoverReadings & {
  kind: HandoverKind;
  at: Date;
  staffName: string;
  photoCount: number;
  hasSignature: boolean;
  /** Check-in only: less fuel than at check-out. */
  fuelLower: boolean;
  /** Check-in only: damage notes written at the return. */
  newDamage: boolean;
};

function integer(raw: unknown): number | null {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/** The form's odometer, fuel and notes, checked. */
export function parseReadings(input: { odometerKm: unknown; fuelEighths: unknown; damageNotes?: unknown }): HandoverReadings {
  const errors: FieldError[] = [];
  const km = integer(input.odometerKm);
  if (km === null || km > ODOMETER_MAX_KM) errors.push({ field: 'odometerKm', type: 'invalid', message: `the odometer is a whole number of km, 0 to ${ODOMETER_MAX_KM}` });
  const fuel = integer(input.fuelEighths);
  if (fuel === null || fuel > FUEL_EIGHTHS_MAX) errors.push({ field: 'fuelEighths', type: 'invalid', message: 'the fuel level is 0 to 8 eighths' });
  const notes = typeof input.damageNotes === 'string' ? input.damageNotes.replace(/\r\n/g, '\n').trim() : '';
  if (notes.length > DAMAGE_NOTES_MAX_LENGTH) errors.push({ field: 'damageNotes', type: 'max', message: `damage notes are at most ${DAMAGE_NOTES_MAX_LENGTH} characters` });
  if (hasControlCharacters(notes, { lines: true })) {
    errors.push({ field: 'damageNotes', type: 'format', message: 'damage notes must not contain control characters' });
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return { odometerKm: km!, fuelEighths: fuel!, damageNotes: notes };
}

/** What a return flags against the check-out. */
export function returnFlags(out: HandoverReadings, back: HandoverReadings): { fuelLower: boolean; newDamage: boolean } {
  return { fuelLower: back.fuelEighths < out.fuelEighths, newDamage: back.damageNotes.length > 0 };
}

/** The fuel level as people say it: "6/8", "full", "empty". */
export function fuelLabel(eighths: number): string {
  if (eighths === FUEL_EIGHTHS_MAX) return 'full (8/8)';
  if (eighths === 0) return 'empty (0/8)';
  return `${eighths}/8`;
}

/**
 * Throws HandoverRefusedError saying why `kind` may not be recorded now, when the booking's
 * capabilities (capabilities.ts: `checkOut`, `checkIn`) refuse it; `recorded`: what is recorded already.
 */
export function assertHandoverAllowed(
  kind: HandoverKind,
  booking: { reference: string; status: string; pickupDate: string },
  may: Pick<BookingCapabilities, 'checkOut' | 'checkIn'>,
  recorded: { checkOut: boolean; checkIn: boolean },
  readings?: { out?: HandoverReadings; back?: HandoverReadings },
): void {
  const ref = booking.reference;
  if (kind === 'check-out') {
    if (may.checkOut) return;
    if (recorded.checkOut || booking.status === 'on_rent' || booking.status === 'returned') throw new HandoverRefusedError(`Booking ${ref} was handed over already`);
    if (booking.status !== 'confirmed') {
      throw new HandoverRefusedError(`Booking ${ref} is ${booking.status}: only a confirmed booking is handed over (confirm it first)`);
    }
    throw new HandoverRefusedError(`Booking ${ref} can be handed over from ${handoverOpensOn(booking.pickupDate)} on (the day before pickup)`);
  }
  if (!may.checkIn) {
    if (recorded.checkIn || booking.status === 'returned') throw new HandoverRefusedError(`Booking ${ref} was returned already`);
    throw new HandoverRefusedError(`Booking ${ref} has not been handed over yet (it is ${booking.status}): record the handover first`);
  }
  if (readings?.out && readings.back && readings.back.odometerKm < readings.out.odometerKm) {
    throw new ValidationError([
      { field: 'odometerKm', type: 'min', message: `the odometer cannot be below the ${readings.out.odometerKm} km read at the handover` },
    ]);
  }
}

/** The history detail of a handover, e.g. "handed over: 12345 km, fuel 8/8, 4 photos, signed". */
export function handoverDetail(h: Pick<Handover, 'kind' | 'odometerKm' | 'fuelEighths' | 'photoCount' | 'hasSignature' | 'fuelLower' | 'newDamage' | 'damageNotes'>): string {
  const parts = [`${h.odometerKm} km`, `fuel ${fuelLabel(h.fuelEighths)}`, `${h.photoCount} photo${h.photoCount === 1 ? '' : 's'}`];
  if (h.hasSignature) parts.push('signed by the customer');
  if (h.kind === 'check-out') {
    if (h.damageNotes) parts.push('damage noted');
    return `handed over: ${parts.join(', ')}`;
  }
  if (h.fuelLower) parts.push('LESS FUEL than at the handover');
  if (h.newDamage) parts.push('NEW DAMAGE noted');
  return `returned: ${parts.join(', ')}`;
}

/** JPEG or PNG, by the file's first bytes (never by its name or declared type). */
export function imageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/**
 * The customer's signature as drawn on the page: a whole PNG of at most SIGNATURE_MAX_BYTES and
 * 2000×1000 pixels, read from its headers (never decoded here). ValidationError otherwise.
 */
export function checkSignaturePng(bytes: Uint8Array): void {
  const size = bytes.length <= SIGNATURE_MAX_BYTES ? pngSize(bytes) : null;
  if (!size) throw signatureNotADrawing();
  if (!fitsWithin(size, SIGNATURE_MAX_PX)) {
    throw new ValidationError([{ field: 'signature', type: 'max', message: `the signature is larger than ${SIGNATURE_MAX_PX.width}×${SIGNATURE_MAX_PX.height} pixels` }]);
  }
}

/** The refusal of a signature that is not a picture drawn on the handover page (or cannot be decoded as one). */
export function signatureNotADrawing(): ValidationError {
  return new ValidationError([{ field: 'signature', type: 'format', message: 'the signature is not a drawing from this page' }]);
}

/** A handover photo (the `index`-th, from 0): a whole JPEG or PNG of at most 8000×8000 pixels, by its headers. */
export function checkPhotoPixels(index: number, bytes: Uint8Array): void {
  const size = imageSize(bytes);
  if (!size) throw new ValidationError([{ field: 'photos', type: 'format', message: `photo ${index + 1} is not a whole JPEG or PNG picture` }]);
  if (!fitsWithin(size, PHOTO_MAX_PX)) {
    throw new ValidationError([{ field: 'photos', type: 'max', message: `photo ${index + 1} is larger than ${PHOTO_MAX_PX.width}×${PHOTO_MAX_PX.height} pixels` }]);
  }
}
