import { readStorage, writeStorage } from '@/lib/safe-storage';

/** Storage key of the advertising click id, in both local and session storage (docs/product.md §14). */
export const GCLID_STORAGE_KEY = 'gclid';

/** A gclid is an opaque token; anything else (spaces, markup, absurd length) is not kept. */
export function isPlausibleGclid(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_\-.~]{4,512}$/.test(value);
}

export function storeGclid(gclid: string): void {
  if (!isPlausibleGclid(gclid)) return;
  writeStorage('local', GCLID_STORAGE_KEY, gclid);
  writeStorage('session', GCLID_STORAGE_KEY, gclid);
}

export function gclidFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('gclid');
  return isPlausibleGclid(value) ? value : null;
}

/** The current click id: from the URL, else local storage, else session storage; '' when none. */
export function currentGclid(search: string = window.location.search): string {
  const fromUrl = gclidFromSearch(search);
  if (fromUrl) return fromUrl;
  for (const kind of ['local', 'session'] as const) {
    const stored = readStorage(kind, GCLID_STORAGE_KEY);
    if (isPlausibleGclid(stored)) return stored;
  }
  return '';
}
