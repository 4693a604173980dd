import { deliveryFee, requireLocation, type Location } from '../catalogue/locations.js';
import { ValidationError, type FieldError } from '../errors.js';
import { isIsoDate } from '../shared/dates.js';
import { serviceAmount } from '../booking/service-prices.js';
import { CURRENCY, type Currency } from './currency.js';
import { MAX_QUOTE_DAYS } from './daily-rate.js';
import { DEFAULT_PRICE_TABLES, carCost, minimumRental, requirePricedCar, seasonMinimumError, type PriceTables } from './price-tables.js';

/** Pricing request (docs/product.md §7). */
export type PricingRequest = {
  carType: string;
  pickupLocation: string;
  dropoffLocation: string;
  days: number;
  pickupDate?: string;
  babySeat?: boolean;
  crossBorderArmenia?: boolean;
};

/** Pricing result (docs/product.md §7), with the catalogue spelling of the car and the extras itemised. */
export type PricingResult = {
  carType: string;
  pickupLocation: Location;
  dropoffLocation: Location;
  /** The rate of each day (with a season's percent); when the days differ, the total divided by the days, rounded. */
  dailyRate: number;
  days: number;
  /** The car's cost: the sum of the days' rates (dailyRate × days when they are the same). */
  baseTotal: number;
  deliveryFee: number;
  babySeatTotal: number;
  armeniaFee: number;
  totalPrice: number;
  currency: Currency;
};

/** Checks that `days` is a whole number from 1 to MAX_QUOTE_DAYS; returns the field error or undefined. */
export function quoteDaysError(days: unknown): FieldError | undefined {
  if (typeof days !== 'number' || !Number.isInteger(days)) {
    return { field: 'days', type: 'format', message: `days must be a whole number from 1 to ${MAX_QUOTE_DAYS}` };
  }
  if (days < 1) return { field: 'days', type: 'min', message: `days must be at least 1 (got ${days})` };
  if (days > MAX_QUOTE_DAYS) return { field: 'days', type: 'max', message: `days must be at most ${MAX_QUOTE_DAYS} (got ${days})` };
  return undefined;
}

/**
 * The price calculator (docs/product.md §7): daily rate × days + delivery fee + the baby seat per
 * day and the Armenia crossing once, when chosen, at their service prices (booking/service-prices.ts).
 * Throws UnknownCarError, UnknownLocationError (naming pickupLocation or dropoffLocation),
 * or ValidationError for days that are not a whole number from 1 to 365 or a pickupDate that is not a real date.
 */
export function quotePrice(req: PricingRequest, tables: PriceTables = DEFAULT_PRICE_TABLES): PricingResult {
  const car = requirePricedCar(tables, req.carType, 'carType');
  const pickupLocation = requireLocation(req.pickupLocation, 'pickupLocation');
  const dropoffLocation = requireLocation(req.dropoffLocation, 'dropoffLocation');
  const errors: FieldError[] = [];
  const daysError = quoteDaysError(req.days);
  if (daysError) errors.push(daysError);
  if (req.pickupDate !== undefined && req.pickupDate !== '' && !isIsoDate(req.pickupDate)) {
    errors.push({ field: 'pickupDate', type: 'format', message: 'pickupDate must be a real date written YYYY-MM-DD' });
  }
  if (errors.length) throw new ValidationError(errors);
  const pickupDate = req.pickupDate || undefined;
  // A season's minimum stay holds for quotes too (the base 3 days are a rule for rentals, not prices).
  const minimum = minimumRental(tables, car.name, pickupDate);
  if (minimum.season && req.days < minimum.days) {
    throw new ValidationError([seasonMinimumError(minimum)]);
  }

  const days = req.days;
  const cost = carCost(tables, car, days, pickupDate);
  const baseTotal = cost.total;
  const delivery = deliveryFee(pickupLocation, dropoffLocation, tables.deliveryFees);
  const babySeatTotal = req.babySeat === true ? serviceAmount(tables.services.babySeat, days) : 0;
  const armeniaFee = req.crossBorderArmenia === true ? serviceAmount(tables.services.crossBorderArmenia, days) : 0;
  return {
    carType: car.name,
    pickupLocation,
    dropoffLocation,
    dailyRate: cost.dailyRate,
    days,
    baseTotal,
    deliveryFee: delivery,
    babySeatTotal,
    armeniaFee,
    totalPrice: baseTotal + delivery + babySeatTotal + armeniaFee,
    currency: CURRENCY,
  };
}
