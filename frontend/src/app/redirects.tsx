import { useEffect } from 'react';
import { useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { CAR_ROUTE_PATTERN, REDIRECT_PATHS, redirectKeepsHash } from '@domain/site/routes.js';
import { localisePath, splitLocalePath, type Locale } from '@/i18n/locales';

/** The home page of the URL's language with the query kept: `/ru/contact?x=1` -> `/ru?x=1`. */
export function redirectTarget(pathname: string, search: string): string {
  return `${localisePath('/', splitLocalePath(pathname).locale)}${search}`;
}

/**
 * SPEC §2 redirects: each goes to the home page of the URL's language (/, /ru, /he, /ar: DESIGN
 * §6.3) and keeps the query string. /car-rental-tbilisi also keeps the URL hash unless the hash
 * contains "gclid". They run in the browser because one of them must see the hash (a server 301 would
 * carry every hash along); the server answers these paths with HTTP 200 and an empty page whose
 * <noscript> refresh sends visitors without JavaScript home too. docs/frontend.md lists them.
 */
export function RedirectHome() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const withHash = redirectKeepsHash(pathname, hash) ? hash : '';
    navigate(`${redirectTarget(pathname, search)}${withHash}`, { replace: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/** The fixed redirects of one language, relative to its root (`car-rental-tbilisi`, `car/:carId`). */
export function redirectRoutes(_locale: Locale): RouteObject[] {
  return [...REDIRECT_PATHS, CAR_ROUTE_PATTERN].map((path) => ({
    path: path.replace(/^\//, ''),
    element: <RedirectHome />,
    handle: { redirect: true },
  }));
}
