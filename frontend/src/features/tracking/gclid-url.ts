import { repairEncodedGclid } from '@domain/tracking/gclid.js';

/**
 * Repairs a click id that was URL-encoded into the path or a parameter, such as
 * `/booking%3Fgclid%3DABC`, into a real query (`/booking?gclid=ABC`) in the address bar, without
 * reloading (docs/product.md §14). True when the address changed.
 */
export function repairEncodedGclidInLocation(): boolean {
  const { pathname, search, hash } = window.location;
  const current = `${pathname}${search}`;
  const repaired = repairEncodedGclid(current);
  if (repaired === current) return false;
  window.history.replaceState(window.history.state, '', `${repaired}${hash}`);
  return true;
}

/** Adds `gclid` to the address bar (keeping every other parameter and the router's state), no reload. */
export function addGclidToLocation(gclid: string): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('gclid') === gclid) return;
  url.searchParams.set('gclid', gclid);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
