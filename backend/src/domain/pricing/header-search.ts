import { parseLocation, type Location } from '../catalogue/locations.js';
import { daysBetweenDates, isIsoDate } from '../shared/dates.js';
import { MAX_QUOTE_DAYS } from './daily-rate.js';
import { DEFAULT_PRICE_TABLES, minimumRental, type PriceTables } from './price-tables.js';
import { quotePrice } from './quote.js';

/** The cars the header search quotes (docs/product.md §7), in the order shown. */
export const HEADER_SEARCH_CARS = Object.freeze(['Hyundai Elantra', 'Subaru Forester', 'Toyota FJ Cruiser'] as const);

/** The shortest rental, for the header search and for bookings (docs/product.md §5). */
export const MIN_RENTAL_DAYS = 3;

/** What the header search hands to the showcase (the `updateCarPricing` window event, docs/product.md §7). */
export type SearchData = {
  pickupLocation: Location;
  dropoffLocation: Location;
  pickupDate: string;
  returnDate: string;
  days: number;
};

export type CarPrice = { carType: string; totalPrice: number; dailyRate: number; days: number };

export type HeaderSearchInput = {
  pickupLocation: string | null | undefined;
  dropoffLocation: string | null | undefined;
  pickupDate: string | null | undefined;
  returnDate: string | null | undefined;
};

export type HeaderSearchOutcome =
  | { ok: true; search: SearchData; carPrices: CarPrice[] }
  /** `minimum`: a season's minimum stay was not met (the site translates the reason with these values). */
  | { ok: false; reason: string; minimum?: { days: number; from: string; to: string } };

/** The earliest return date the form offers: the pickup date, or today when none is set (docs/product.md §5). */
export function minReturnDate(pickupDate: string | null | undefined, today: string): string {
  return isIsoDate(pickupDate) && pickupDate > today ? pickupDate : today;
}

/**
 * The header search (docs/product.md §5): all four fields required, pickup not before `today` (Tbilisi date),
 * days = ceiling of the date difference, at least 3. Quotes the three header cars without extras.
 * An invalid search gives `{ ok: false, reason }`: the form shakes and nothing is submitted.
 */
export function runHeaderSearch(input: HeaderSearchInput, today: string, tables: PriceTables = DEFAULT_PRICE_TABLES): HeaderSearchOutcome {
  const { pickupDate, returnDate } = input;
  if (!input.pickupLocation || !input.dropoffLocation || !pickupDate || !returnDate) {
    return { ok: false, reason: 'Choose a pickup location, a dropoff location, a pickup date and a return date.' };
  }
  const pickupLocation = parseLocation(input.pickupLocation);
  const dropoffLocation = parseLocation(input.dropoffLocation);
  if (!pickupLocation || !dropoffLocation) {
    return { ok: false, reason: 'Choose Tbilisi, Batumi or Kutaisi for pickup and dropoff.' };
  }
  if (!isIsoDate(pickupDate) || !isIsoDate(returnDate)) {
    return { ok: false, reason: 'Enter real dates in the form YYYY-MM-DD.' };
  }
  if (isIsoDate(today) && pickupDate < today) {
    return { ok: false, reason: `The pickup date ${pickupDate} is in the past; choose ${today} or later.` };
  }
  const days = daysBetweenDates(pickupDate, returnDate);
  if (days <= 0) {
    return { ok: false, reason: 'The return date must be after the pickup date.' };
  }
  if (days < MIN_RENTAL_DAYS) {
    return { ok: false, reason: `The minimum rental is ${MIN_RENTAL_DAYS} days; choose a later return date.` };
  }
  // A season's minimum stay (the longest one among the cars shown).
  const seasonal = HEADER_SEARCH_CARS.map((car) => minimumRental(tables, car, pickupDate)).sort((a, b) => b.days - a.days)[0];
  if (seasonal.season && days < seasonal.days) {
    return { ok: false, reason: seasonal.message, minimum: { days: seasonal.days, from: seasonal.season.from, to: seasonal.season.to } };
  }
  if (days > MAX_QUOTE_DAYS) {
    return { ok: false, reason: `The longest rental we price online is ${MAX_QUOTE_DAYS} days; choose an earlier return date.` };
  }
  const carPrices = HEADER_SEARCH_CARS.map((carType): CarPrice => {
    const quote = quotePrice({ carType, pickupLocation, dropoffLocation, days, pickupDate }, tables);
    return { carType: quote.carType, totalPrice: quote.totalPrice, dailyRate: quote.dailyRate, days };
  });
  return { ok: true, search: { pickupLocation, dropoffLocation, pickupDate, returnDate, days }, carPrices };
}
