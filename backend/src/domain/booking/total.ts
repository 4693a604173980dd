import { LOCATION_LABELS, deliveryFee, requireLocation } from '../catalogue/locations.js';
import { RuleViolationError, ValidationError } from '../errors.js';
import { CURRENCY, type Currency } from '../pricing/currency.js';
import { DEFAULT_PRICE_TABLES, carCost, requirePricedCar, type PriceTables } from '../pricing/price-tables.js';
import type { RentalFields } from './booking-request.js';
import { bookingDays } from './days.js';
import { DEFAULT_INSURANCE, findInsurance, type InsuranceType } from './insurance.js';
import { BOOKING_MESSAGES, messageError } from './messages.js';
import { serviceAmount } from './service-prices.js';
import { SERVICES, campingAllowed, type ServiceKey } from './services.js';

export type BookingTotalInput = {
  carType: string;
  pickupLocation: string;
  dropoffLocation: string;
  days: number;
  insuranceType: InsuranceType | string;
  services: Partial<Record<ServiceKey, boolean>>;
  /** The first rental day (`YYYY-MM-DD`): the days that fall in a season cost its percent more or less. */
  pickupDate?: string;
};

export type PriceLine = {
  /** `car`, `delivery`, `insurance` or a service key. */
  key: string;
  label: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
  /** A car line of a season's days: the season's name and percent. */
  season?: string;
  percent?: number;
};

export type BookingPrice = {
  days: number;
  dailyRate: number;
  currency: Currency;
  lines: PriceLine[];
  total: number;
};

/**
 * The booking total (docs/product.md §7): daily rate × days + delivery + insurance per day × days
 * + the chosen services, itemised. The summary of step 3, the stored total and the API answer are
 * this number. Throws UnknownCarError, UnknownLocationError, ValidationError (days, insuranceType)
 * and RuleViolationError for camping services with an Elantra.
 */
export function bookingTotal(input: BookingTotalInput, tables: PriceTables = DEFAULT_PRICE_TABLES): BookingPrice {
  const car = requirePricedCar(tables, input.carType, 'carType');
  const pickup = requireLocation(input.pickupLocation, 'pickupLocation');
  const dropoff = requireLocation(input.dropoffLocation, 'dropoffLocation');
  const { days } = input;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1) {
    throw new ValidationError([{ field: 'days', type: 'min', message: 'days must be a whole number of at least 1' }]);
  }
  const insurance = findInsurance(input.insuranceType);
  if (!insurance) {
    throw new ValidationError([messageError('insuranceType', 'invalid', 'insuranceType')]);
  }
  const chosen = SERVICES.filter((s) => input.services?.[s.key] === true);
  const refused = chosen.find((s) => s.group === 'camping' && !campingAllowed(car.name));
  if (refused) throw new RuleViolationError(BOOKING_MESSAGES.campingNotForElantra, refused.key, 'campingNotForElantra');

  const cost = carCost(tables, car, days, input.pickupDate);
  // One line per rate: the days of a season are a line of their own, named after it.
  const lines: PriceLine[] = cost.runs.map((run) => ({
    key: 'car',
    label: run.season ? `${car.name} rental (${run.season} ${run.percent > 0 ? '+' : ''}${run.percent}%)` : `${car.name} rental`,
    quantity: run.days,
    unitPrice: run.rate,
    amount: run.rate * run.days,
    ...(run.season ? { season: run.season, percent: run.percent } : {}),
  }));
  const delivery = deliveryFee(pickup, dropoff, tables.deliveryFees);
  if (delivery > 0) {
    lines.push({ key: 'delivery', label: `Delivery fee (${LOCATION_LABELS[pickup]} to ${LOCATION_LABELS[dropoff]})`, amount: delivery });
  }
  lines.push({
    key: 'insurance',
    label: `Insurance: ${insurance.label}`,
    quantity: days,
    unitPrice: tables.insurance[insurance.value],
    amount: tables.insurance[insurance.value] * days,
  });
  for (const service of chosen) {
    const price = tables.services[service.key];
    lines.push(
      price.unit === 'per-day'
        ? { key: service.key, label: service.label, quantity: days, unitPrice: price.price, amount: serviceAmount(price, days) }
        : { key: service.key, label: service.label, amount: serviceAmount(price, days) },
    );
  }
  return {
    days,
    dailyRate: cost.dailyRate,
    currency: CURRENCY,
    lines,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
  };
}

/**
 * The price of a booking: days from its dates and times (`bookingDays`), then `bookingTotal` with
 * its insurance and service flags. The one booking total: the server stores it
 * (CreateBookingService), the booking form shows it (frontend booking-price.ts), and the API, the
 * e-mails, the rental agreement and the CLI show what was stored. Throws like `bookingTotal`, and
 * InvalidDateError for malformed dates; validate with `validateBooking` first.
 */
export function priceBooking(
  b: Omit<RentalFields, 'insuranceType'> & { insuranceType?: string } & Partial<Record<ServiceKey, boolean>>,
  tables: PriceTables = DEFAULT_PRICE_TABLES,
): BookingPrice {
  const days = bookingDays(b.pickupDate, b.pickupTime, b.returnDate, b.returnTime);
  const services: Partial<Record<ServiceKey, boolean>> = {};
  for (const service of SERVICES) services[service.key] = b[service.key] === true;
  return bookingTotal({
    carType: b.carType,
    pickupLocation: b.pickupLocation,
    dropoffLocation: b.dropoffLocation,
    days,
    insuranceType: b.insuranceType ?? DEFAULT_INSURANCE,
    services,
    pickupDate: b.pickupDate,
  }, tables);
}
