import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';

/**
 * SPEC §2 redirects: each goes to / and keeps the query string. /car-rental-tbilisi also keeps the
 * URL hash unless the hash contains "gclid". The production server answers every path listed here
 * (and the /{hash} rule below) with the app shell and HTTP 200; docs/frontend.md lists them.
 */
export const PROMO_SLUG = '/georgia-4x4-rentals-car-rental-in-georgia-no-deposit';

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
  '/car/:carId',
  '/ru',
  '/gallery-car-rental-tbilisi',
  '/shop',
  PROMO_SLUG,
] as const;

/** /{hash}: one path segment of 6 to 64 hexadecimal characters containing at least one digit. */
export const HASH_SEGMENT = /^(?=[a-f0-9]*[0-9])[a-f0-9]{6,64}$/i;

function RedirectHome({ keepHash = false }: { keepHash?: boolean }) {
  const { search, hash } = useLocation();
  const withHash = keepHash && hash && !/gclid/i.test(hash) ? hash : '';
  return <Navigate to={`/${search}${withHash}`} replace />;
}

const NotFoundPage = lazy(async () => ({ default: (await import('@/pages/not-found-page')).NotFoundPage }));

/** A single unknown segment: a hash redirects home, anything else is the 404 page. */
function HashOrNotFound() {
  const { segment = '' } = useParams();
  if (HASH_SEGMENT.test(segment)) return <RedirectHome />;
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}

export const redirectRoutes: RouteObject[] = [
  ...REDIRECT_PATHS.map((path) => ({ path, element: <RedirectHome keepHash={path === '/car-rental-tbilisi'} /> })),
  { path: '/:segment', element: <HashOrNotFound /> },
];
