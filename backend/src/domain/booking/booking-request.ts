import type { InsuranceType } from './insurance.js';
import type { Locale } from '../site/locales.js';

/** A booking as sent to the server (docs/product.md §8): strings as typed in the form, service flags as booleans. */
export type BookingRequest = {
  /** First and last name joined by a space. */
  customerName: string;
  driverAge: string;
  groupSize: string;
  customerEmail: string;
  customerPhone: string;
  pickupLocation: string;
  dropoffLocation: string;
  /** `YYYY-MM-DD`, Tbilisi wall-clock date. */
  pickupDate: string;
  /** `HH:MM`. */
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  carType: string;
  insuranceType: InsuranceType | string;
  prepaidFuel: boolean;
  roadAssistance: boolean;
  babySeat: boolean;
  crossBorderArmenia: boolean;
  carRoofTent: boolean;
  campingEquipment: boolean;
  prepaidCarWash: boolean;
  /** The browser's estimate; ignored for pricing, the server computes the total (docs/product.md §7). */
  totalPrice: string;
  gclid: string;
  /**
   * The language the visitor booked in (docs/product.md §15): en, ru, he or ar; missing means en. The
   * customer's e-mails use it.
   */
  locale?: Locale | string;
};

/**
 * A booking as it arrives, before `validateBooking` (validation.ts) has checked it: the fields of
 * BookingRequest, each possibly missing or of another JSON type.
 */
export type BookingInput = { readonly [K in keyof BookingRequest]?: unknown };

/** The rental part of a booking: cities, dates and times, car and insurance (wizard step 2), in the order the form sends them. */
const RENTAL_KEYS = ['pickupLocation', 'dropoffLocation', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'carType', 'insuranceType'] as const;

export type RentalFields = Pick<BookingRequest, (typeof RENTAL_KEYS)[number]>;

/** The rental part of a booking (or of the form's step 2), copied. */
export function rentalFields(b: RentalFields): RentalFields {
  return Object.fromEntries(RENTAL_KEYS.map((key) => [key, b[key]])) as RentalFields;
}

/** Splits "first last" at the first space (after trimming); the last name may contain spaces. */
export function splitCustomerName(customerName: string): { firstName: string; lastName: string } {
  const name = String(customerName ?? '').trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  return space < 0 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** Joins first and last name the way the form sends them. */
export function joinCustomerName(firstName: string, lastName: string): string {
  return `${String(firstName ?? '').trim()} ${String(lastName ?? '').trim()}`.trim();
}
