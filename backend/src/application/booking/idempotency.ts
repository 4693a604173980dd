import type { BookingInput } from '../../domain/booking/booking-request.js';
import { IdempotencyConflictError } from '../../domain/errors.js';
import { canonicalJson } from '../../domain/shared/canonical-json.js';
import type { Digest } from '../ports/digest.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';

/**
 * Idempotency keys bound to their request (docs/api.md): a key is stored with the SHA-256 of
 * the canonical JSON of the booking request it came with (keys sorted; the bot-check token is not
 * part of the booking and is left out by the caller). The same key with the same request is a
 * replay (the first answer); with another request it is an IdempotencyConflictError, which says
 * nothing of the first booking. A booking stored before the hash existed has none: its key is a
 * conflict too, because nothing proves that the request is the same (keys are made per submission
 * attempt, so a real retry across that upgrade is not expected).
 */
export function bookingRequestHash(req: BookingInput, digest: Digest): string {
  return digest.sha256Hex(canonicalJson(req));
}

/** The booking to replay for a key already used, or IdempotencyConflictError when the requests differ. */
export function replayOrConflict(existing: StoredBooking, requestHash: string): StoredBooking {
  if (!existing.idempotencyHash || existing.idempotencyHash !== requestHash) throw new IdempotencyConflictError();
  return existing;
}
