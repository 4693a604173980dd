/**
 * The site map of SPEC §2, defined once: the frontend router, the production server (which paths
 * get the app shell with HTTP 200 rather than 404) and the browser tests all read this file.
 */

/** The real pages. */
export const PAGE_ROUTES: readonly string[] = [
  '/',
  '/booking',
  '/vashlovani-national-park-guide',
  '/thank-you',
  '/terms-of-service',
  '/privacy-policy',
  '/admin/ip-tracking',
];

/** The company's long promotional slug (SPEC §2 omits it). */
export const PROMO_SLUG = '/georgia-4x4-rentals-car-rental-in-georgia-no-deposit';

/** The redirect that also keeps the URL hash (unless the hash carries a gclid). */
export const HASH_KEEPING_REDIRECT = '/car-rental-tbilisi';

/** Fixed redirect paths of SPEC §2: they go to / keeping the query string. */
export const REDIRECT_PATHS: readonly string[] = [
  HASH_KEEPING_REDIRECT,
  '/tbilisi-airport-car-rental',
  '/affordable-car-rental-kutaisi',
  '/kutaisi-airport-car-rental',
  '/batumi-car-rental',
  '/batumi-airport-car-rental',
  '/gudauri-car-rental',
  '/kutaisi-car-hire',
  '/car-hire-tbilisi',
  '/lada-niva-rental-tbilisi',
  '/rent-car-tbilisi-to-yerevan',
  '/car-rental-tbilisi-duplicate',
  '/kutaisi-airport-car-rental-duplicate',
  '/about-us-rental-cars',
  '/duplicated-homepage',
  '/contact',
  '/car-rental-tbilisi-airport',
  '/car-rental-kutaisi',
  '/car-rental-with-driver',
  '/car/niva-2',
  '/ru',
  '/gallery-car-rental-tbilisi',
  '/shop',
  PROMO_SLUG,
];

/** /car/{carId}: exactly one segment after /car/ (router pattern and path test). */
export const CAR_ROUTE_PATTERN = '/car/:carId';
export const CAR_PATH = /^\/car\/[^/]+$/;

/**
 * /{hash}: one path segment of 6 to 64 hexadecimal characters containing at least one digit
 * (so ordinary words such as /facade or /decade stay 404s).
 */
export const HASH_SEGMENT = /^(?=[a-f0-9]*[0-9])[a-f0-9]{6,64}$/i;

/** Drops one trailing slash (but keeps "/"). */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/** Whether this path is one of the site's routes (page or redirect), as opposed to a 404. */
export function isAppPath(pathname: string): boolean {
  const p = normalisePath(pathname);
  if (PAGE_ROUTES.includes(p) || REDIRECT_PATHS.includes(p) || CAR_PATH.test(p)) return true;
  const segments = p.split('/').filter(Boolean);
  return segments.length === 1 && HASH_SEGMENT.test(segments[0]);
}

/** Whether the redirect keeps this hash: only /car-rental-tbilisi, and never a hash with a gclid. */
export function redirectKeepsHash(path: string, hash: string): boolean {
  return normalisePath(path) === HASH_KEEPING_REDIRECT && hash !== '' && !/gclid/i.test(hash);
}
