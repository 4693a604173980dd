import type { PriceTables } from '@domain/pricing/price-tables.js';
import { runHeaderSearch, type CarPrice, type SearchData } from '@domain/pricing/header-search.js';
import { parseLocation } from '@domain/catalogue/locations.js';
import { isIsoDate } from '@domain/shared/dates.js';
import { SEARCH_PARAMS } from '@domain/site/routes.js';

/** The header search's fields by their URL (and form field) names (docs/frontend.md). */
export interface SearchFields {
  pickup: string;
  dropoff: string;
  pickupDate: string;
  returnDate: string;
}

/** The four fields as the URL has them; a missing or malformed one is empty (a city the form does not offer, a non-date). */
export function searchFieldsFrom(search: string): SearchFields {
  const params = new URLSearchParams(search);
  const value = (name: (typeof SEARCH_PARAMS)[number]) => params.get(name)?.trim() ?? '';
  const date = (v: string) => (isIsoDate(v) ? v : '');
  return {
    pickup: parseLocation(value('pickup')) ?? '',
    dropoff: parseLocation(value('dropoff')) ?? '',
    pickupDate: date(value('pickupDate')),
    returnDate: date(value('returnDate')),
  };
}

/**
 * The priced search a URL describes (`/?pickup=…&dropoff=…&pickupDate=…&returnDate=…`), or null when
 * it is missing, partial or invalid (then the page shows the unpriced showcase, never an error).
 */
export function searchFromUrl(search: string, today: string, tables?: PriceTables): (SearchData & { carPrices: CarPrice[] }) | null {
  const f = searchFieldsFrom(search);
  if (!f.pickup || !f.dropoff || !f.pickupDate || !f.returnDate) return null;
  const outcome = runHeaderSearch({ pickupLocation: f.pickup, dropoffLocation: f.dropoff, pickupDate: f.pickupDate, returnDate: f.returnDate }, today, tables);
  return outcome.ok ? { ...outcome.search, carPrices: outcome.carPrices } : null;
}

/** The query for a search, keeping the URL's other parameters (gclid, utm_*) and dropping a hash. */
export function searchQuery(current: string, search: SearchData): string {
  const params = new URLSearchParams(current);
  params.set('pickup', search.pickupLocation);
  params.set('dropoff', search.dropoffLocation);
  params.set('pickupDate', search.pickupDate);
  params.set('returnDate', search.returnDate);
  return `?${params.toString()}`;
}
