/**
 * The checks of a speed beacon (POST /api/vitals, docs/api.md): what visitors' browsers measured
 * (web-vitals) for one page view. The figures' names, ranges and thresholds: ./vital-figures.ts.
 */
import { ValidationError, type FieldError } from '../errors.js';
import { PUBLIC_PAGE_ROUTES } from '../site/routes.js';
import { LOCALES, type Locale } from '../site/locales.js';
import { CONNECTION_TYPES, DEVICE_CLASSES, VITAL_LIMITS, VITAL_NAMES, VITAL_TARGET_MAX_LENGTH, VITALS_BATCH_MAX, type ConnectionType, type DeviceClass, type VitalName } from './vital-figures.js';

/** A metric id as web-vitals makes them (`v5-1732888888888-1234567890123`). */
const VITAL_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** One figure as a beacon sends it and as it is stored (no address, no user agent, no query string). */
export type VitalReport = {
  name: VitalName;
  value: number;
  id: string;
  page: string;
  language: Locale;
  device?: DeviceClass;
  connection?: ConnectionType;
  target?: string;
};

const KEYS = new Set(['name', 'value', 'id', 'page', 'language', 'device', 'connection', 'target']);

function oneOf<T extends string>(list: readonly T[], v: unknown): v is T {
  return typeof v === 'string' && (list as readonly string[]).includes(v);
}

/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The errors of one figure (`at`: its place in the body, for the messages). */
function reportErrors(raw: unknown, at: string): FieldError[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [{ field: at || 'body', type: 'invalid', message: 'a figure is a JSON object' }];
  const r = raw as Record<string, unknown>;
  const errors: FieldError[] = [];
  const err = (field: string, message: string) => errors.push({ field: `${at}${field}`, type: 'invalid', message });
  for (const key of Object.keys(r)) if (!KEYS.has(key)) err(key.slice(0, 32), 'is not a field of a figure');
  if (!oneOf(VITAL_NAMES, r.name)) err('name', `must be one of ${VITAL_NAMES.join(', ')}`);
  else if (typeof r.value !== 'number' || !Number.isFinite(r.value) || r.value < 0 || r.value > VITAL_LIMITS[r.name].max) {
    err('value', `must be a number from 0 to ${VITAL_LIMITS[r.name].max}`);
  }
  if (typeof r.id !== 'string' || !VITAL_ID_PATTERN.test(r.id)) err('id', 'must be 1 to 64 letters, digits, dots, dashes or underscores');
  if (typeof r.page !== 'string' || !PUBLIC_PAGE_ROUTES.includes(r.page)) err('page', `must be one of the site's pages (${PUBLIC_PAGE_ROUTES.join(', ')})`);
  if (!oneOf(LOCALES, r.language)) err('language', `must be one of ${LOCALES.join(', ')}`);
  if (r.device !== undefined && !oneOf(DEVICE_CLASSES, r.device)) err('device', `must be one of ${DEVICE_CLASSES.join(', ')}`);
  if (r.connection !== undefined && !oneOf(CONNECTION_TYPES, r.connection)) err('connection', `must be one of ${CONNECTION_TYPES.join(', ')}`);
  if (r.target !== undefined && (typeof r.target !== 'string' || r.target.length > VITAL_TARGET_MAX_LENGTH || CONTROL.test(r.target))) {
    err('target', `must be a CSS selector of at most ${VITAL_TARGET_MAX_LENGTH} characters, without control characters`);
  }
  return errors;
}

/**
 * A beacon's body, checked: one figure or an array of 1 to VITALS_BATCH_MAX of them, each with only
 * the fields of VitalReport. Anything else throws ValidationError (a 400); nothing is repaired.
 */
export function parseVitalReports(body: unknown): VitalReport[] {
  const list = Array.isArray(body) ? body : [body];
  if (list.length === 0 || list.length > VITALS_BATCH_MAX) {
    throw new ValidationError([{ field: 'body', type: 'invalid', message: `send 1 to ${VITALS_BATCH_MAX} figures` }]);
  }
  const errors = list.flatMap((item, i) => reportErrors(item, Array.isArray(body) ? `[${i}].` : ''));
  if (errors.length) throw new ValidationError(errors.slice(0, 10));
  return list.map((item) => {
    const r = item as VitalReport;
    return {
      name: r.name,
      value: r.value,
      id: r.id,
      page: r.page,
      language: r.language,
      ...(r.device !== undefined ? { device: r.device } : {}),
      ...(r.connection !== undefined ? { connection: r.connection } : {}),
      ...(r.target !== undefined && r.target !== '' ? { target: r.target } : {}),
    };
  });
}

/**
 * The device class of a browser from what it says of itself (the User-Agent Client Hint
 * `Sec-CH-UA-Mobile`, else the User-Agent's "Mobi"/"Android"), for a beacon that did not name one.
 * Only the class is kept: the user agent string itself is never stored.
 */
export function deviceClassOf(headers: { mobileHint?: string; userAgent?: string }): DeviceClass {
  if (headers.mobileHint === '?1') return 'mobile';
  if (headers.mobileHint === '?0') return 'desktop';
  return /Mobi|Android|iPhone|iPad/i.test(headers.userAgent ?? '') ? 'mobile' : 'desktop';
}

