import { useEffect } from 'react';
import { useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { CAR_ROUTE_PATTERN, REDIRECT_PATHS, redirectKeepsHash } from '@domain/site/routes.js';
import { localisePath, splitLocalePath, type Locale } from '@/i18n/locales';

/** The home page of the URL's language with the query kept: `/ru/contact?x=1` -> `/ru?x=1`. */
export function redirectTarget(pathname: string, search: string): string {
  return `${localisePath('/', splitLocalePath(pathname).locale)}${search}`;
}

/**
 * The redirects of docs/product.md §2: each goes to the home page of the URL's language (/, /ru, /he,
 * /ar) and keeps the query string. /car-rental-tbilisi also keeps the URL hash unless the hash
 * contains "gclid". A page load never gets here: the server answers 301 for them, and for
 * /car-rental-tbilisi (whose hash only the browser sees) a page whose boot script redirects at once
 * (src/boot/boot.ts). These routes serve navigations inside the app. docs/frontend.md lists them.
 */
export function RedirectHome() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const withHash = redirectKeepsHash(pathname, hash) ? hash : '';
    void navigate(`${redirectTarget(pathname, search)}${withHash}`, { replace: true });
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
