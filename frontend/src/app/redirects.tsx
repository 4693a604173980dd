import { useEffect } from 'react';
import { useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { CAR_ROUTE_PATTERN, REDIRECT_PATHS, redirectKeepsHash } from '@domain/site/routes.js';

/**
 * SPEC §2 redirects: each goes to / and keeps the query string. /car-rental-tbilisi also keeps the
 * URL hash unless the hash contains "gclid". They run in the browser because one of them must see the
 * hash (a server 301 would carry every hash along); the server answers these paths with HTTP 200 and
 * an empty page whose <noscript> refresh sends visitors without JavaScript home too.
 * docs/frontend.md lists them.
 */
export function RedirectHome() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const withHash = redirectKeepsHash(pathname, hash) ? hash : '';
    navigate(`/${search}${withHash}`, { replace: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

export const redirectRoutes: RouteObject[] = [
  ...[...REDIRECT_PATHS, CAR_ROUTE_PATTERN].map((path) => ({ path, element: <RedirectHome />, handle: { redirect: true } })),
  // A single unknown segment: a hash redirects home, anything else is the 404 page.
  { path: '/:segment', lazy: async () => ({ Component: (await import('./hash-or-not-found')).HashOrNotFound }) },
];
