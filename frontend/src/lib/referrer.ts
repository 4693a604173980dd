/**
 * The "referrer page" (docs/frontend.md): the page of this site the visitor came from, kept in session
 * storage for the terms page's Back button. Sources, in order: a `from` query parameter (a path of
 * this site), then the previous page of an in-app navigation, then a same-site document.referrer.
 * The privacy and terms pages are never stored as a source.
 */
import { isSameSitePath } from '@domain/site/same-site.js';

export const REFERRER_KEY = 'referrerPage';
const EXCLUDED = ['/privacy-policy', '/terms-of-service'];

function isExcluded(path: string): boolean {
  const pathname = path.split(/[?#]/)[0].replace(/\/$/, '') || '/';
  return EXCLUDED.includes(pathname);
}

/**
 * A same-site path (`/x?y#z`) for a value, or undefined for other sites and junk. The path as the
 * browser resolves it must stay on the site too: `/.//evil.example` resolves to `//evil.example`,
 * which a navigation would read as another host (docs/product.md §2; the domain's isSameSitePath).
 */
export function sameSitePath(value: string | null | undefined, origin = window.location.origin): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return undefined;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isSameSitePath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function store(path: string | undefined): void {
  if (!path || isExcluded(path) || !isSameSitePath(path)) return;
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

/** The stored referrer page, or `/` when there is none (or when what is stored would leave the site). */
export function referrerPage(): string {
  try {
    const stored = sessionStorage.getItem(REFERRER_KEY);
    return stored && isSameSitePath(stored) ? stored : '/';
  } catch {
    return '/';
  }
}
