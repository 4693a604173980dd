import { normaliseCarName } from '@domain/catalogue/cars.js';
import { DEFAULT_SITE_CARS, type SiteCar } from '@domain/catalogue/site-fleet.js';
import { parseLocation } from '@domain/catalogue/locations.js';
import { joinCustomerName, rentalFields, type BookingRequest } from '@domain/booking/booking-request.js';
import { DEFAULT_INSURANCE } from '@domain/booking/insurance.js';
import { DEFAULT_PHONE_PREFIX, DEFAULT_TIME } from '@domain/booking/messages.js';
import { SERVICE_KEYS, campingAllowed, type ServiceKey } from '@domain/booking/services.js';
import type { DetailsInput, PersonalInput } from '@domain/booking/validation.js';
import { isIsoDate } from '@domain/shared/dates.js';

/** Step 1 as the visitor types it: the phone is a country-code prefix and a number. */
export interface PersonalForm {
  firstName: string;
  lastName: string;
  customerEmail: string;
  driverAge: string;
  groupSize: string;
  phonePrefix: string;
  phoneNumber: string;
}

export type DetailsForm = DetailsInput;
export type ServicesForm = Record<ServiceKey, boolean>;

export interface BookingForm {
  personal: PersonalForm;
  details: DetailsForm;
  services: ServicesForm;
}


/** The prefix written as `+digits`; a visitor who types `995` or `00995` gets `+995`. */
export function normalisePrefix(prefix: string): string {
  const digits = prefix.replace(/\D/g, '').replace(/^00/, '');
  return digits ? `+${digits}` : '';
}

/**
 * The messaging-app number sent as customerPhone: prefix and number joined by a space. A number
 * that already starts with + (or 00) carries its own country code and is sent as typed.
 */
export function combinePhone(prefix: string, number: string): string {
  const n = number.trim();
  if (!n) return '';
  if (n.startsWith('+')) return n;
  if (n.startsWith('00')) return `+${n.slice(2)}`;
  const p = normalisePrefix(prefix);
  return p ? `${p} ${n}` : n;
}

export function personalInput(p: PersonalForm): PersonalInput {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    customerEmail: p.customerEmail,
    customerPhone: combinePhone(p.phonePrefix, p.phoneNumber),
    driverAge: p.driverAge,
    groupSize: p.groupSize,
  };
}

/**
 * The car a URL asks for, if it is one of the bookable cars, the cars of the site (the page's price
 * tables' `siteCars`): "toyota-fj-cruiser" -> "Toyota FJ Cruiser".
 */
export function bookableCar(raw: string | null, cars: readonly SiteCar[] = DEFAULT_SITE_CARS): string {
  if (!raw) return '';
  const name = normaliseCarName(raw);
  return cars.find((car) => car.name.toLowerCase() === name.toLowerCase())?.name ?? '';
}

/** The initial form, pre-filled from the query: carType (or car), pickup, dropoff, pickupDate, returnDate. */
export function initialForm(search: string, cars: readonly SiteCar[] = DEFAULT_SITE_CARS): BookingForm {
  const q = new URLSearchParams(search);
  const date = (key: string) => {
    const value = q.get(key)?.trim() ?? '';
    return isIsoDate(value) ? value : '';
  };
  const services = Object.fromEntries(SERVICE_KEYS.map((key) => [key, false])) as ServicesForm;
  return {
    personal: {
      firstName: '',
      lastName: '',
      customerEmail: '',
      driverAge: '',
      groupSize: '',
      phonePrefix: DEFAULT_PHONE_PREFIX,
      phoneNumber: '',
    },
    details: {
      pickupLocation: parseLocation(q.get('pickup')) ?? '',
      dropoffLocation: parseLocation(q.get('dropoff')) ?? '',
      pickupDate: date('pickupDate'),
      pickupTime: DEFAULT_TIME,
      returnDate: date('returnDate'),
      returnTime: DEFAULT_TIME,
      carType: bookableCar(q.get('carType') ?? q.get('car'), cars),
      insuranceType: DEFAULT_INSURANCE,
    },
    services,
  };
}

/** The chosen services, without camping ones when the car does not allow them (the Elantra). */
export function effectiveServices(carType: string, services: ServicesForm): ServicesForm {
  if (campingAllowed(carType)) return services;
  return { ...services, carRoofTent: false, campingEquipment: false };
}

/** The Booking sent to the server (docs/product.md §8). */
export function bookingRequest(form: BookingForm, totalPrice: number, gclid: string): BookingRequest {
  const { personal: p, details: d } = form;
  const services = effectiveServices(d.carType, form.services);
  return {
    customerName: joinCustomerName(p.firstName, p.lastName),
    driverAge: p.driverAge.trim(),
    groupSize: p.groupSize.trim(),
    customerEmail: p.customerEmail.trim(),
    customerPhone: combinePhone(p.phonePrefix, p.phoneNumber),
    ...rentalFields(d),
    ...services,
    totalPrice: String(totalPrice),
    gclid,
  };
}
