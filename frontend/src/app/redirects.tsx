import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import {
  CAR_ROUTE_PATTERN,
  HASH_SEGMENT,
  REDIRECT_PATHS,
  redirectKeepsHash,
} from '@domain/site/routes.js';
import { localisePath, splitLocalePath, type Locale } from '@/i18n/locales';
import { preloadContent } from '@/i18n/page-content';

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

/** The redirect routes of one language, relative to its root (`car-rental-tbilisi`, `car/:carId`, `:segment`). */
export function redirectRoutes(locale: Locale): RouteObject[] {
  return [
    ...[...REDIRECT_PATHS, CAR_ROUTE_PATTERN].map((path) => ({ path: path.replace(/^\//, ''), element: <RedirectHome /> })),
    {
      // A single unknown segment: a hash redirects home, anything else is the 404 page.
      path: ':segment',
      lazy: async () => {
        const [{ NotFoundPage }] = await Promise.all([import('@/pages/not-found-page'), preloadContent(locale, 'notFound')]);
        return {
          Component: function HashOrNotFound() {
            const { segment = '' } = useParams();
            return HASH_SEGMENT.test(segment) ? <RedirectHome /> : <NotFoundPage />;
          },
        };
      },
    },
  ];
}
