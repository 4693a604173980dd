// The paths of SPEC §2 as the browser tests see them. The frontend router (frontend/src/app/router.tsx
// and redirects.tsx) and the production server's "which path gets HTTP 200" list must agree with
// this file; docs/frontend.md lists them for the server.

/** Real pages. */
export const PAGE_ROUTES = [
  '/',
  '/booking',
  '/vashlovani-national-park-guide',
  '/thank-you',
  '/terms-of-service',
  '/privacy-policy',
  '/admin/ip-tracking',
];

/** The company's long promotional slug (SPEC §2 omits it; chosen here, see docs/frontend.md). */
export const PROMO_SLUG = '/georgia-4x4-rentals-car-rental-in-georgia-no-deposit';

/** Fixed redirect paths (all to / keeping the query string). */
export const REDIRECT_PATHS = [
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

/** /car/{carId}: any single segment after /car/. */
export const CAR_PATH = /^\/car\/[^/]+\/?$/;

/** /{hash}: one path segment of 6 to 64 hexadecimal characters with at least one digit. */
export const HASH_SEGMENT = /^(?=[a-f0-9]*[0-9])[a-f0-9]{6,64}$/i;

/** Whether the production server should answer this path with the app shell and HTTP 200. */
export function isAppPath(pathname) {
  const p = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (PAGE_ROUTES.includes(p) || REDIRECT_PATHS.includes(p) || CAR_PATH.test(p)) return true;
  const segments = p.split('/').filter(Boolean);
  return segments.length === 1 && HASH_SEGMENT.test(segments[0]);
}
