import { findSiteCar } from '../catalogue/site-fleet.js';
import { parseLocation } from '../catalogue/locations.js';
import type { FieldError } from '../errors.js';
import { MIN_RENTAL_DAYS } from '../pricing/header-search.js';
import { DEFAULT_PRICE_TABLES, minimumRental, seasonMinimumError, type PriceTables } from '../pricing/price-tables.js';
import { isIsoDate, isIsoTime } from '../shared/dates.js';
import { isLocale } from '../site/locales.js';
import { isValidGclid } from '../tracking/gclid.js';
import type { BookingInput, RentalFields } from './booking-request.js';
import { splitCustomerName } from './booking-request.js';
import { bookingDays } from './days.js';
import { DEFAULT_INSURANCE, isInsuranceType } from './insurance.js';
import {
  BOOKING_MESSAGES as M,
  messageError,
  type BookingMessageKey,
  DRIVER_AGE_MAX,
  DRIVER_AGE_MIN,
  EMAIL_MAX_LENGTH,
  GCLID_MAX_LENGTH,
  GROUP_SIZE_MAX,
  GROUP_SIZE_MIN,
  MAX_BOOKING_DAYS,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  TOTAL_PRICE_MAX_LENGTH,
} from './messages.js';
import { CAMPING_SERVICE_KEYS, SERVICE_KEYS, campingAllowed } from './services.js';

/** Step 1 of the wizard, as typed in the form. */
export type PersonalInput = {
  firstName: string;
  lastName: string;
  customerEmail: string;
  customerPhone: string;
  driverAge: string;
  groupSize: string;
};

/** Step 2 of the wizard, as typed in the form. */
export type DetailsInput = RentalFields;

/**
 * One e-mail address and nothing else (docs/product.md §8: the received e-mail must not reach a second
 * address): a local part of RFC 5322 "atext" characters (letters of any script allowed) in
 * dot-separated runs, `@`, and a domain of two or more labels of letters, digits and inner hyphens.
 * No spaces, commas, semicolons, quotes, angle brackets, backslashes or line breaks: no address
 * list, no display name, no header injection.
 */
const EMAIL_ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const EMAIL = new RegExp(`^${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`, 'u');

/**
 * A first or last name (docs/product.md §8): letters of any script with their combining marks, spaces,
 * apostrophes (' ’ and the Hebrew geresh ׳), hyphens and dots, and the zero-width (non-)joiners
 * that Persian and Arabic spelling uses; at least one letter. Digits, `:`, `/`, `@` and anything
 * else are refused, and so is text that looks like a web address (`evil.com`, two or more letters
 * on both sides of a dot): the name starts the e-mail the site sends.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’\u05F3.\-\u2010\u2011\u200C\u200D]+$/u;
const NAME_LETTER = /\p{L}/u;
const NAME_LINK = /\p{L}{2,}\.\p{L}{2,}/u;

/** Whether a trimmed first or last name has only the characters names are made of (length aside). */
export function isPersonName(value: string): boolean {
  return NAME_CHARACTERS.test(value) && NAME_LETTER.test(value) && !NAME_LINK.test(value);
}
const PHONE = /^\+?[\d\s().-]+$/;
const WHOLE_NUMBER = /^\d+$/;

/** A form value as trimmed text; numbers are accepted as their decimal text, anything else is empty. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const err = messageError;

function checkName(field: string, value: string, message: BookingMessageKey): FieldError | undefined {
  if (!value) return err(field, 'required', message);
  const length = [...value].length;
  if (length < NAME_MIN_LENGTH) return err(field, 'min', message);
  if (length > NAME_MAX_LENGTH) return err(field, 'max', 'nameTooLong');
  if (!isPersonName(value)) return err(field, 'format', message);
  return undefined;
}

function checkWholeNumber(
  field: string,
  raw: unknown,
  min: number,
  max: number,
  requiredMessage: BookingMessageKey,
  rangeMessage: BookingMessageKey,
): FieldError | undefined {
  const value = text(raw);
  if (!value) return err(field, 'required', requiredMessage);
  if (!WHOLE_NUMBER.test(value)) return err(field, 'format', rangeMessage);
  const n = Number(value);
  if (n < min) return err(field, 'min', rangeMessage);
  if (n > max) return err(field, 'max', rangeMessage);
  return undefined;
}

/** Step 1 rules with the messages of docs/product.md §8. Inputs are the strings typed in the form. */
export function validatePersonal(p: PersonalInput): FieldError[] {
  const errors: (FieldError | undefined)[] = [];
  errors.push(checkName('firstName', text(p.firstName), 'firstName'));
  errors.push(checkName('lastName', text(p.lastName), 'lastName'));

  const email = text(p.customerEmail);
  if (!email) errors.push(err('customerEmail', 'required', 'customerEmail'));
  else if (email.length > EMAIL_MAX_LENGTH) errors.push(err('customerEmail', 'max', 'emailTooLong'));
  else if (!EMAIL.test(email)) errors.push(err('customerEmail', 'format', 'customerEmail'));

  const phone = text(p.customerPhone);
  if (!phone) errors.push(err('customerPhone', 'required', 'customerPhone'));
  else if (phone.length < PHONE_MIN_LENGTH) errors.push(err('customerPhone', 'min', 'customerPhone'));
  else if (phone.length > PHONE_MAX_LENGTH) errors.push(err('customerPhone', 'max', 'phoneTooLong'));
  else if (!PHONE.test(phone)) errors.push(err('customerPhone', 'format', 'customerPhone'));

  errors.push(checkWholeNumber('driverAge', p.driverAge, DRIVER_AGE_MIN, DRIVER_AGE_MAX, 'driverAgeRequired', 'driverAgeRange'));
  errors.push(checkWholeNumber('groupSize', p.groupSize, GROUP_SIZE_MIN, GROUP_SIZE_MAX, 'groupSizeRequired', 'groupSizeRange'));
  return errors.filter((e): e is FieldError => e !== undefined);
}

/**
 * Step 2 rules with the messages of docs/product.md §8, then the rental rules of docs/product.md §5: the pickup date is not
 * before `today` (the Tbilisi date, see `todayInTbilisi`), the return is after the pickup, and the
 * rental lasts at least 3 days (at most 365). Inputs are the strings typed in the form.
 */
export function validateDetails(d: DetailsInput, today: string, tables: PriceTables = DEFAULT_PRICE_TABLES): FieldError[] {
  const errors: FieldError[] = [];
  const required = (field: keyof typeof M & keyof DetailsInput, valid: (v: string) => boolean, badType: string) => {
    const value = text(d[field]);
    if (!value) {
      errors.push(err(field, 'required', field));
      return false;
    }
    if (!valid(value)) {
      errors.push(err(field, badType, field));
      return false;
    }
    return true;
  };
  required('pickupLocation', (v) => parseLocation(v) !== undefined, 'invalid');
  required('dropoffLocation', (v) => parseLocation(v) !== undefined, 'invalid');
  const pickupDateOk = required('pickupDate', isIsoDate, 'format');
  const pickupTimeOk = required('pickupTime', isIsoTime, 'format');
  const returnDateOk = required('returnDate', isIsoDate, 'format');
  const returnTimeOk = required('returnTime', isIsoTime, 'format');
  // Only the cars of the site can be booked (docs/product.md §3); the other catalogue cars are priced, not rented.
  required('carType', (v) => findSiteCar(tables, v) !== undefined, 'invalid');
  required('insuranceType', isInsuranceType, 'invalid');

  const pickupDate = text(d.pickupDate);
  if (pickupDateOk && isIsoDate(today) && pickupDate < today) {
    errors.push(err('pickupDate', 'rule', 'pickupInPast'));
  }
  if (pickupDateOk && pickupTimeOk && returnDateOk && returnTimeOk) {
    const days = bookingDays(pickupDate, text(d.pickupTime), text(d.returnDate), text(d.returnTime));
    if (days <= 0) errors.push(err('returnDate', 'rule', 'returnAfterPickup'));
    else if (days < MIN_RENTAL_DAYS) errors.push(err('returnDate', 'rule', 'minimumDays'));
    else if (days < minimumRental(tables, text(d.carType) || null, pickupDate).days) {
      errors.push(seasonMinimumError(minimumRental(tables, text(d.carType) || null, pickupDate)));
    }
    else if (days > MAX_BOOKING_DAYS) errors.push(err('returnDate', 'rule', 'maximumDays'));
  }
  return errors;
}

/**
 * A person's full name, "first last" split at the first space (the booking's customerName, and the
 * second driver of the pre-check-in): each part checked as the form's first and last name, with
 * the form's messages, reported on `field`. Returns [] when the name is valid.
 */
export function fullNameErrors(field: string, value: unknown): FieldError[] {
  const fullName = typeof value === 'string' ? value.trim() : '';
  if ([...fullName].length > NAME_MAX_LENGTH * 2 + 1) return [err(field, 'max', 'nameTooLong')];
  const { firstName, lastName } = splitCustomerName(fullName);
  return [checkName(field, firstName, 'firstName'), checkName(field, lastName, 'lastName')].filter((e): e is FieldError => e !== undefined);
}

/**
 * Every rule for a booking as received by the server (docs/product.md §8 shape, values possibly of the wrong
 * type): the step 1 and step 2 rules (customerName is "first last", split at the first space),
 * the rental rules, service flags that are booleans (missing means false), camping services refused
 * for the Elantra, and bounded text for totalPrice (ignored for pricing) and gclid.
 * A missing insuranceType counts as the default, minimum. Returns [] when the booking is valid.
 */
export function validateBooking(b: BookingInput, today: string, tables: PriceTables = DEFAULT_PRICE_TABLES): FieldError[] {
  const input: BookingInput = b ?? {};
  const errors: FieldError[] = [];

  errors.push(...fullNameErrors('customerName', input.customerName));

  const personal = validatePersonal({
    firstName: 'ok',
    lastName: 'ok',
    customerEmail: input.customerEmail as string,
    customerPhone: input.customerPhone as string,
    driverAge: input.driverAge as string,
    groupSize: input.groupSize as string,
  });
  errors.push(...personal);

  errors.push(
    ...validateDetails(
      {
        pickupLocation: input.pickupLocation as string,
        dropoffLocation: input.dropoffLocation as string,
        pickupDate: input.pickupDate as string,
        pickupTime: input.pickupTime as string,
        returnDate: input.returnDate as string,
        returnTime: input.returnTime as string,
        carType: input.carType as string,
        insuranceType: (input.insuranceType ?? DEFAULT_INSURANCE) as string,
      },
      today,
      tables,
    ),
  );

  for (const key of SERVICE_KEYS) {
    const value = input[key];
    if (value !== undefined && typeof value !== 'boolean') errors.push(err(key, 'invalid', 'boolean'));
  }
  if (!campingAllowed(typeof input.carType === 'string' ? input.carType : '')) {
    for (const key of CAMPING_SERVICE_KEYS) {
      if (input[key] === true) errors.push(err(key, 'rule', 'campingNotForElantra'));
    }
  }

  const total = input.totalPrice;
  const totalOk =
    total === undefined ||
    total === null ||
    (typeof total === 'number' && Number.isFinite(total)) ||
    (typeof total === 'string' && total.length <= TOTAL_PRICE_MAX_LENGTH);
  if (!totalOk) errors.push(err('totalPrice', 'invalid', 'totalPrice'));

  const locale = input.locale;
  if (locale !== undefined && locale !== null && !isLocale(locale)) errors.push(err('locale', 'invalid', 'locale'));

  const gclid = input.gclid;
  // The click id follows POST /api/gclid/save's rule; empty means none.
  if (gclid !== undefined && gclid !== null && (typeof gclid !== 'string' || (gclid.trim() !== '' && !isValidGclid(gclid.trim())))) {
    errors.push(err('gclid', typeof gclid !== 'string' ? 'invalid' : gclid.length > GCLID_MAX_LENGTH ? 'max' : 'format', 'gclid'));
  }
  return errors;
}
