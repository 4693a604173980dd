import type { SearchData } from '@domain/pricing/header-search.js';

/** The click id for attribution: from the page URL, else the one kept in local storage (SPEC §4). */
export function currentGclid(search = window.location.search): string | undefined {
  const fromUrl = new URLSearchParams(search).get('gclid');
  if (fromUrl) return fromUrl;
  try {
    return localStorage.getItem('gclid') || undefined;
  } catch {
    return undefined;
  }
}

/** /booking?pickup=&dropoff=&pickupDate=&returnDate=&carType=[&gclid=] (SPEC §4 Book Now). */
export function bookNowUrl(search: SearchData, carType: string, gclid = currentGclid()): string {
  const params = new URLSearchParams({
    pickup: search.pickupLocation,
    dropoff: search.dropoffLocation,
    pickupDate: search.pickupDate,
    returnDate: search.returnDate,
    carType,
  });
  if (gclid) params.set('gclid', gclid);
  return `/booking?${params.toString()}`;
}
