import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import {
  CAR_ROUTE_PATTERN,
  HASH_SEGMENT,
  REDIRECT_PATHS,
  redirectKeepsHash,
} from '@domain/site/routes.js';
import { localisePath, splitLocalePath } from '@/i18n/locales';

/**
 * SPEC §2 redirects: each goes to the home page of the URL's language (/ or /ru, /he, /ar) and
 * keeps the query string. /car-rental-tbilisi also keeps the URL hash unless the hash contains
 * "gclid". The production server answers every path listed here (and the /{hash} rule below) with
 * HTTP 200; docs/frontend.md lists them.
 */
function RedirectHome() {
  const { pathname, search, hash } = useLocation();
  const withHash = redirectKeepsHash(pathname, hash) ? hash : '';
  const { locale } = splitLocalePath(pathname);
  return <Navigate to={`${localisePath('/', locale)}${search}${withHash}`} replace />;
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

/** Relative to a language's root (`car-rental-tbilisi`, `car/:carId`, `:segment`). */
export const redirectRoutes: RouteObject[] = [
  ...[...REDIRECT_PATHS, CAR_ROUTE_PATTERN].map((path) => ({ path: path.replace(/^\//, ''), element: <RedirectHome /> })),
  { path: ':segment', element: <HashOrNotFound /> },
];
