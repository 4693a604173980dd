import { parseLocation, type Location } from '../catalogue/locations.js';
import { findSiteCar, siteCars } from '../catalogue/site-fleet.js';
import { ValidationError, type FieldError } from '../errors.js';
import type { PriceTables } from '../pricing/price-tables.js';
import type { BookingInput } from './booking-request.js';
import { DEFAULT_INSURANCE, findInsurance, type InsuranceType } from './insurance.js';
import { SERVICE_KEYS, type ServiceKey } from './services.js';
import { priceBooking, type BookingPrice } from './total.js';
import { validateBooking } from './validation.js';

/** The fields about the customer: a price (POST /api/bookings/price, MCP quote) may leave them out. */
export const PERSONAL_FIELDS = ['customerName', 'customerEmail', 'customerPhone', 'driverAge', 'groupSize'] as const;

/** A valid booking request's rental, as it is stored: the site car's own name, the parsed cities, the insurance. */
export type PricedRental = {
  carType: string;
  pickupLocation: Location;
  dropoffLocation: Location;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  insuranceType: InsuranceType;
};

export type PricedRequest = { rental: PricedRental; services: Record<ServiceKey, boolean>; price: BookingPrice };

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

function absent(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** "Cadillac Escalade cannot be booked on the site; the cars you can book: Toyota FJ Cruiser, ..." */
export function notBookableMessage(carType: string, tables: PriceTables): string {
  return `${carType} cannot be booked on the site; the cars you can book: ${siteCars(tables).map((c) => c.name).join(', ')}`;
}

/**
 * The one pricing path of a booking request (POST /api/bookings stores it, POST /api/bookings/price
 * and MCP `quote` answer it): every rule of `validateBooking` (with `personalOptional`, the
 * customer's fields may be absent; given, they are checked), then the stored shape of the rental
 * and `priceBooking` with the tables. A car that is priced but not offered on the site is refused
 * on `carType` with a message naming the bookable cars. Throws ValidationError.
 */
export function priceBookingRequest(req: BookingInput, today: string, tables: PriceTables, opts: { personalOptional?: boolean } = {}): PricedRequest {
  const input: BookingInput = req ?? {};
  const skip = new Set<string>(opts.personalOptional ? PERSONAL_FIELDS.filter((f) => absent(input[f])) : []);
  const errors: FieldError[] = validateBooking(input, today, tables)
    .filter((e) => !skip.has(e.field))
    .map((e) => (e.field === 'carType' && e.type === 'invalid' && text(input.carType) ? { ...e, message: notBookableMessage(text(input.carType), tables) } : e));
  if (errors.length > 0) throw new ValidationError(errors);
  const car = findSiteCar(tables, input.carType)!;
  const rental: PricedRental = {
    carType: car.name,
    pickupLocation: parseLocation(text(input.pickupLocation))!,
    dropoffLocation: parseLocation(text(input.dropoffLocation))!,
    pickupDate: text(input.pickupDate),
    pickupTime: text(input.pickupTime),
    returnDate: text(input.returnDate),
    returnTime: text(input.returnTime),
    insuranceType: findInsurance(text(input.insuranceType) || DEFAULT_INSURANCE)!.value,
  };
  const services = Object.fromEntries(SERVICE_KEYS.map((key) => [key, input[key] === true])) as Record<ServiceKey, boolean>;
  return { rental, services, price: priceBooking({ ...rental, ...services }, tables) };
}
