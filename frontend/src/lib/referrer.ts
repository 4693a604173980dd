/**
 * The "referrer page" (SPEC §4): the page of this site the visitor came from, kept in session
 * storage for the terms page's Back button. Sources, in order: a `from` query parameter (a path of
 * this site), then the previous page of an in-app navigation, then a same-site document.referrer.
 * The privacy and terms pages are never stored as a source.
 */
export const REFERRER_KEY = 'referrerPage';
const EXCLUDED = ['/privacy-policy', '/terms-of-service'];

function isExcluded(path: string): boolean {
  const pathname = path.split(/[?#]/)[0].replace(/\/$/, '') || '/';
  return EXCLUDED.includes(pathname);
}

/** A same-site path (`/x?y#z`) for a value, or undefined for other sites and junk. */
export function sameSitePath(value: string | null | undefined, origin = window.location.origin): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

function store(path: string | undefined): void {
  if (!path || isExcluded(path)) return;
  try {
    sessionStorage.setItem(REFERRER_KEY, path);
  } catch {
    /* storage disabled: the Back button falls back to / */
  }
}

/** On the first page of a visit: the `from` parameter, else a same-site document.referrer. */
export function captureInitialReferrer(search: string): void {
  const from = new URLSearchParams(search).get('from');
  const fromPath = from && from.startsWith('/') && !from.startsWith('//') ? sameSitePath(from) : undefined;
  if (fromPath) store(fromPath);
  else store(sameSitePath(document.referrer));
}

/** On an in-app navigation: the page being left becomes the referrer (unless it is privacy or terms). */
export function rememberPreviousPage(previousPath: string, nextSearch: string): void {
  const from = new URLSearchParams(nextSearch).get('from');
  if (from && from.startsWith('/') && !from.startsWith('//')) store(sameSitePath(from));
  else store(previousPath);
}

/** The stored referrer page, or `/` when there is none. */
export function referrerPage(): string {
  try {
    return sessionStorage.getItem(REFERRER_KEY) || '/';
  } catch {
    return '/';
  }
}
