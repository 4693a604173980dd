/**
 * The site map of SPEC §2, defined once: the frontend router, the production server (which paths
 * get the app shell with HTTP 200 rather than 404) and the browser tests all read this file.
 */

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

/** The header search's parameters (DESIGN §6.2): a search in the URL. */
export const SEARCH_PARAMS = ['pickup', 'dropoff', 'pickupDate', 'returnDate'] as const;

export const SITE_PAGES: readonly SitePage[] = [
  // gclid goes into the Book Now links of a priced search.
  { path: '/', render: 'server', sitemap: true, query: [...SEARCH_PARAMS, 'gclid'] },
  // The wizard is pre-filled from the query (SPEC §2).
  { path: '/booking', render: 'server', sitemap: false, query: ['carType', 'car', ...SEARCH_PARAMS, 'gclid'] },
  { path: '/vashlovani-national-park-guide', render: 'server', sitemap: true, query: [] },
  { path: '/thank-you', render: 'server', sitemap: false, query: ['ref'] },
  { path: '/terms-of-service', render: 'server', sitemap: true, query: [] },
  { path: '/privacy-policy', render: 'server', sitemap: true, query: [] },
  { path: '/admin/ip-tracking', render: 'browser', sitemap: false, query: [] },
];

export const PAGE_ROUTES: readonly string[] = SITE_PAGES.map((p) => p.path);

/** The page at this path (one trailing slash allowed), if it is one of the real pages. */
export function sitePage(pathname: string): SitePage | undefined {
  const p = normalisePath(pathname);
  return SITE_PAGES.find((page) => page.path === p);
}

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
  const complete = SEARCH_PARAMS.every((k) => params.get(k));
  const kept = new URLSearchParams();
  for (const name of page.query) {
    if (name === 'gclid' && page.path === '/' && !complete) continue;
    for (const v of params.getAll(name)) kept.append(name, v);
  }
  return `${page.path}${kept.size ? `?${kept.toString()}` : ''}`;
}
