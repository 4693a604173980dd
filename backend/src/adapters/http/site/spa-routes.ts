/**
 * Which paths the server answers with the single-page app shell and HTTP 200 (SPEC §2).
 * Must agree with the frontend router (frontend/src/app/router.tsx, redirects.tsx) and with
 * e2e/support/routes.mjs. Everything else gets the shell with HTTP 404 (DESIGN §4.10).
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

/** The company's long promotional slug (SPEC §2 omits it; the frontend chose this one). */
export const PROMO_SLUG = '/georgia-4x4-rentals-car-rental-in-georgia-no-deposit';

/** Fixed redirect paths of SPEC §2: the client router sends them to / keeping the query string. */
export const REDIRECT_PATHS: readonly string[] = [
  '/car-rental-tbilisi',
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

/** /car/{carId}: exactly one segment after /car/. */
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

/** Whether this path is one of the site's routes (page or redirect): shell with HTTP 200. */
export function isAppPath(pathname: string): boolean {
  const p = normalisePath(pathname);
  if (PAGE_ROUTES.includes(p) || REDIRECT_PATHS.includes(p) || CAR_PATH.test(p)) return true;
  const segments = p.split('/').filter(Boolean);
  return segments.length === 1 && HASH_SEGMENT.test(segments[0]);
}

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** A request for a file (last segment has an extension), as opposed to a page. */
export function looksLikeFile(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}
