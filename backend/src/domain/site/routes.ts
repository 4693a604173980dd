/**
 * The site map of docs/product.md §2, defined once: the frontend router, the production server (which paths
 * get the app shell with HTTP 200 rather than 404) and the browser tests all read this file.
 * Every public page and redirect also exists under each language prefix (/ru/, /he/, /ar/,
 * docs/product.md §15, see ./locales.ts); the admin page only in English.
 */
import { LOCALES, localisePath, splitLocalePath, type Locale } from './locales.js';

/**
 * The real pages. `render`: where the HTML is made (`server`: rendered with its content and
 * hydrated; `browser`: the app shell, for the admin page). `sitemap`: listed in sitemap.xml.
 * `query`: the query parameters the server-rendered HTML depends on (everything else in the query
 * leaves it unchanged, so it is served from the render cache).
 */
export interface SitePage {
  path: string;
  render: 'server' | 'browser';
  sitemap: boolean;
  query: readonly string[];
}

/** The header search's parameters (docs/frontend.md): a search in the URL. */
export const SEARCH_PARAMS = ['pickup', 'dropoff', 'pickupDate', 'returnDate'] as const;

export const SITE_PAGES: readonly SitePage[] = [
  // gclid goes into the Book Now links of a priced search.
  { path: '/', render: 'server', sitemap: true, query: [...SEARCH_PARAMS, 'gclid'] },
  // The wizard is pre-filled from the query (docs/product.md §8).
  { path: '/booking', render: 'server', sitemap: false, query: ['carType', 'car', ...SEARCH_PARAMS, 'gclid'] },
  { path: '/vashlovani-national-park-guide', render: 'server', sitemap: true, query: [] },
  { path: '/thank-you', render: 'server', sitemap: false, query: ['ref'] },
  { path: '/terms-of-service', render: 'server', sitemap: true, query: [] },
  { path: '/privacy-policy', render: 'server', sitemap: true, query: [] },
  { path: '/admin/ip-tracking', render: 'browser', sitemap: false, query: [] },
];

export const PAGE_ROUTES: readonly string[] = SITE_PAGES.map((p) => p.path);

/** The staff page: English only, never under a language prefix, never in the sitemap. */
export const ADMIN_ROUTE = '/admin/ip-tracking';

/** The pages visitors see, in every language. */
export const PUBLIC_PAGE_ROUTES: readonly string[] = PAGE_ROUTES.filter((p) => p !== ADMIN_ROUTE);

/** The pages listed in sitemap.xml (robots.txt keeps the booking and thank-you pages out). */
export const INDEXED_ROUTES: readonly string[] = SITE_PAGES.filter((p) => p.sitemap).map((p) => p.path);

/** Every URL path of the sitemap: each indexed page in each language. */
export function sitemapPaths(): { path: string; locale: Locale; page: string }[] {
  return INDEXED_ROUTES.flatMap((page) => LOCALES.map((locale) => ({ path: localisePath(page, locale), locale, page })));
}

/**
 * The page at this path (one trailing slash allowed, any language prefix: `/ru/booking` is the
 * booking page), if it is one of the real pages. The admin page exists only without a prefix.
 */
export function sitePage(pathname: string): SitePage | undefined {
  const { locale, path } = splitLocalePath(normalisePath(pathname));
  const p = normalisePath(path);
  const page = SITE_PAGES.find((candidate) => candidate.path === p);
  return page && (locale === 'en' || page.path !== ADMIN_ROUTE) ? page : undefined;
}

/** The company's long promotional slug (docs/product.md §2). */
export const PROMO_SLUG = '/georgia-4x4-rentals-car-rental-in-georgia-no-deposit';

/** The redirect that also keeps the URL hash (unless the hash carries a gclid). */
export const HASH_KEEPING_REDIRECT = '/car-rental-tbilisi';

/**
 * Fixed redirect paths of docs/product.md §2: they go to / keeping the query string (under a language prefix,
 * to that language's home). `/ru` is not one of them: it is the Russian home page.
 */
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
  '/gallery-car-rental-tbilisi',
  '/shop',
  PROMO_SLUG,
];

/**
 * The customer's own booking page (docs/product.md §13, booking/booking-page.ts): in every language, rendered
 * on the server with the booking's data by its own handler (never from the render cache), never in
 * the sitemap (robots.txt disallows /b/). Not one of the paths above: without that handler it is a 404.
 */
export const BOOKING_PAGE_ROUTE = '/b/:token';

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

/**
 * Whether this path is one of the site's routes (page or redirect, in any language), as opposed to
 * a 404. `/ru`, `/ru/` and `/ru/booking` are pages; `/ru/admin/ip-tracking` is not.
 */
export function isAppPath(pathname: string): boolean {
  const { locale, path } = splitLocalePath(normalisePath(pathname));
  const p = normalisePath(path);
  const pages = locale === 'en' ? PAGE_ROUTES : PUBLIC_PAGE_ROUTES;
  if (pages.includes(p) || REDIRECT_PATHS.includes(p) || CAR_PATH.test(p)) return true;
  const segments = p.split('/').filter(Boolean);
  return segments.length === 1 && HASH_SEGMENT.test(segments[0]);
}

/** Whether the redirect keeps this hash: only /car-rental-tbilisi, and never a hash with a gclid. */
export function redirectKeepsHash(path: string, hash: string): boolean {
  return normalisePath(splitLocalePath(normalisePath(path)).path) === HASH_KEEPING_REDIRECT && hash !== '' && !/gclid/i.test(hash);
}

/**
 * The part of a request that its server-rendered HTML depends on, as a string: equal keys, equal
 * HTML (given the same configuration, day and layout). Real pages keep only their `query`
 * parameters, in a fixed order; a search's gclid only counts when the search is complete; other
 * paths (redirects and 404 pages, which carry the whole query along) keep the whole query.
 */
export function renderKey(pathname: string, search: string): string {
  const page = sitePage(pathname);
  const params = new URLSearchParams(search);
  if (!page) return `${normalisePath(pathname)}${params.size ? `?${params.toString()}` : ''}`;
  // Each language is its own HTML: the key keeps the language prefix (`/ru/booking`).
  const { locale } = splitLocalePath(normalisePath(pathname));
  const complete = SEARCH_PARAMS.every((k) => params.get(k));
  const kept = new URLSearchParams();
  for (const name of page.query) {
    if (name === 'gclid' && page.path === '/' && !complete) continue;
    for (const v of params.getAll(name)) kept.append(name, v);
  }
  return `${localisePath(page.path, locale)}${kept.size ? `?${kept.toString()}` : ''}`;
}
