import { GCLID_MAX_LENGTH } from '../../domain/booking/messages.js';
import { ValidationError, type FieldError } from '../../domain/errors.js';
import { isValidGclid } from '../../domain/tracking/gclid.js';
import type { ClickRecord } from '../ports/click.repository.js';

/** A device fingerprint: the browser's hexadecimal hash (letters, digits, `-`, `_`; up to 128). */
export const DEVICE_FINGERPRINT = /^[\w-]{1,128}$/;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\x00-\x1f\x7f]/;

/** Optional text fields of a click record with their longest accepted length. */
const OPTIONAL_FIELDS: Record<Exclude<keyof ClickRecord, 'deviceFingerprint' | 'gclid'>, number> = {
  domain: 255,
  sourceUrl: 2048,
  referrer: 2048,
  userAgent: 1024,
  screenResolution: 32,
  timezone: 64,
  language: 64,
  platform: 64,
  sessionId: 128,
};

export const DEVICE_FINGERPRINT_MESSAGE = 'deviceFingerprint must be 1 to 128 letters, digits, "-" or "_"';

/** Checks a click record as received (any shape); returns it normalised or throws ValidationError. */
export function parseClickRecord(input: unknown): ClickRecord {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const fingerprint = typeof raw.deviceFingerprint === 'string' ? raw.deviceFingerprint.trim() : '';
  if (!fingerprint) errors.push({ field: 'deviceFingerprint', type: 'required', message: 'deviceFingerprint is required' });
  else if (!DEVICE_FINGERPRINT.test(fingerprint)) errors.push({ field: 'deviceFingerprint', type: 'format', message: DEVICE_FINGERPRINT_MESSAGE });

  const gclid = typeof raw.gclid === 'string' ? raw.gclid.trim() : '';
  if (!gclid) errors.push({ field: 'gclid', type: 'required', message: 'gclid is required' });
  else if (!isValidGclid(gclid)) {
    errors.push({ field: 'gclid', type: 'format', message: `gclid must be 1 to ${GCLID_MAX_LENGTH} printable characters without spaces` });
  }

  const optional = {} as Record<keyof typeof OPTIONAL_FIELDS, string | null>;
  for (const [field, max] of Object.entries(OPTIONAL_FIELDS) as [keyof typeof OPTIONAL_FIELDS, number][]) {
    const value = raw[field];
    if (value === undefined || value === null || value === '') {
      optional[field] = null;
    } else if (typeof value !== 'string') {
      errors.push({ field, type: 'invalid', message: `${field} must be text` });
    } else if (value.length > max || CONTROL.test(value)) {
      errors.push({ field, type: 'max', message: `${field} must be at most ${max} characters of text` });
    } else {
      optional[field] = value.trim() || null;
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return { deviceFingerprint: fingerprint, gclid, ...optional };
}
