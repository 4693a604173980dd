import { requireCar } from '../catalogue/cars.js';
import { deliveryFee, requireLocation, type Location } from '../catalogue/locations.js';
import { ValidationError, type FieldError } from '../errors.js';
import { isIsoDate } from '../shared/dates.js';
import { SERVICE_PRICES, serviceAmount } from '../booking/service-prices.js';
import { CURRENCY, type Currency } from './currency.js';
import { MAX_QUOTE_DAYS, dailyRate } from './daily-rate.js';

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
  dailyRate: number;
  days: number;
  /** dailyRate × days. */
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
export function quotePrice(req: PricingRequest): PricingResult {
  const car = requireCar(req.carType, 'carType');
  const pickupLocation = requireLocation(req.pickupLocation, 'pickupLocation');
  const dropoffLocation = requireLocation(req.dropoffLocation, 'dropoffLocation');
  const errors: FieldError[] = [];
  const daysError = quoteDaysError(req.days);
  if (daysError) errors.push(daysError);
  if (req.pickupDate !== undefined && req.pickupDate !== '' && !isIsoDate(req.pickupDate)) {
    errors.push({ field: 'pickupDate', type: 'format', message: 'pickupDate must be a real date written YYYY-MM-DD' });
  }
  if (errors.length) throw new ValidationError(errors);

  const days = req.days;
  const rate = dailyRate(car.baseRate, days);
  const baseTotal = rate * days;
  const delivery = deliveryFee(pickupLocation, dropoffLocation);
  const babySeatTotal = req.babySeat === true ? serviceAmount(SERVICE_PRICES.babySeat, days) : 0;
  const armeniaFee = req.crossBorderArmenia === true ? serviceAmount(SERVICE_PRICES.crossBorderArmenia, days) : 0;
  return {
    carType: car.name,
    pickupLocation,
    dropoffLocation,
    dailyRate: rate,
    days,
    baseTotal,
    deliveryFee: delivery,
    babySeatTotal,
    armeniaFee,
    totalPrice: baseTotal + delivery + babySeatTotal + armeniaFee,
    currency: CURRENCY,
  };
}
