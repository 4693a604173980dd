/** Helpers for Google Ads click ids (gclid) in URLs (docs/product.md §14). */
import { GCLID_MAX_LENGTH } from '../booking/messages.js';

const GCLID_PARAM = /[?&#]gclid=([^&#]*)/i;
const ENCODED_GCLID = /%3Fgclid%3D/i;

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The gclid carried by a URL (full URL, path with query, or query string), plain or URL-encoded; undefined when none. */
export function extractGclid(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string' || !url) return undefined;
  const match = GCLID_PARAM.exec(url) ?? GCLID_PARAM.exec(safeDecode(url));
  const value = match ? safeDecode(match[1]).trim() : '';
  return value || undefined;
}

/** True when the URL carries a non-empty gclid (used to flag paid-ads visits). */
export function hasGclid(url: string | null | undefined): boolean {
  return extractGclid(url) !== undefined;
}

/**
 * Repairs a URL-encoded "?gclid=" into a real query: `/booking%3Fgclid%3Dabc` -> `/booking?gclid=abc`,
 * `?car=fj%3Fgclid%3Dabc` -> `?car=fj&gclid=abc`. Returns the input unchanged when nothing needs repair.
 */
export function repairEncodedGclid(search: string): string {
  if (typeof search !== 'string' || !ENCODED_GCLID.test(search)) return search;
  const index = search.search(ENCODED_GCLID);
  const before = search.slice(0, index);
  const after = search.slice(index + '%3Fgclid%3D'.length);
  const separator = before.includes('?') ? '&' : '?';
  return `${before}${separator}gclid=${after}`;
}

/**
 * The one rule for a click id as the site stores it (POST /api/gclid/save and a booking's `gclid`):
 * 1 to GCLID_MAX_LENGTH printable ASCII characters without spaces (Google's ids are URL-safe
 * base64). A click id that a spreadsheet would run as a formula (`=HYPERLINK(...)`) fits this
 * rule: the CSV writers neutralise such cells (domain/shared/csv.ts).
 */
const GCLID_PATTERN = /^[\x21-\x7e]+$/;

export function isValidGclid(value: string): boolean {
  return value.length >= 1 && value.length <= GCLID_MAX_LENGTH && GCLID_PATTERN.test(value);
}
