import { MIN_RENTAL_DAYS } from '../pricing/header-search.js';
import type { FieldError } from '../errors.js';
import { MESSAGES } from './messages.en.js';

/** Limits of the booking form (docs/product.md §8). */
export const DRIVER_AGE_MIN = 23;
export const DRIVER_AGE_MAX = 70;
export const GROUP_SIZE_MIN = 1;
export const GROUP_SIZE_MAX = 20;
export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_LENGTH = 10;
/** The longest first or last name (characters); the API's customerName holds two of them (docs/product.md §8). */
export const NAME_MAX_LENGTH = 50;
/** Upper limits that keep garbage out of storage (generous for real values). */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const GCLID_MAX_LENGTH = 512;
export const TOTAL_PRICE_MAX_LENGTH = 32;
/** The longest booking taken online (the same bound as the quote API). */
export const MAX_BOOKING_DAYS = 365;
/** Default messaging-app prefix and default times of the form (docs/product.md §8). */
export const DEFAULT_PHONE_PREFIX = '+995';
export const DEFAULT_TIME = '09:00';

/** The codes of the domain's validation messages: the English texts without the site's own (season minimum, caps, sold out, other). */
export type BookingMessageKey = Exclude<keyof typeof MESSAGES, 'seasonMinimum' | 'limitEmail' | 'limitPhone' | 'limitClient' | 'unavailable' | 'other'>;

/** The numbers written into the validation messages (`{days}`, `{max}` of messages.<locale>.ts). */
export const MESSAGE_NUMBERS: Readonly<Partial<Record<BookingMessageKey, Readonly<Record<string, number>>>>> = Object.freeze({
  driverAgeRange: { min: DRIVER_AGE_MIN, max: DRIVER_AGE_MAX },
  groupSizeRange: { min: GROUP_SIZE_MIN, max: GROUP_SIZE_MAX },
  minimumDays: { days: MIN_RENTAL_DAYS },
  maximumDays: { days: MAX_BOOKING_DAYS },
  nameTooLong: { max: NAME_MAX_LENGTH },
  emailTooLong: { max: EMAIL_MAX_LENGTH },
  phoneTooLong: { max: PHONE_MAX_LENGTH },
  gclid: { max: GCLID_MAX_LENGTH },
});

/** Whether a field error's code names one of the catalogues' texts (messages.<locale>.ts have the same keys). */
export function isFieldMessageKey(code: string): code is keyof typeof MESSAGES {
  return Object.prototype.hasOwnProperty.call(MESSAGES, code);
}

const SITE_ONLY = new Set(['seasonMinimum', 'limitEmail', 'limitPhone', 'limitClient', 'unavailable', 'other']);

/**
 * Every booking validation message, as the API answers it: the exact texts of docs/product.md §8,
 * rental rules included (§5, §6), from messages.en.ts with their numbers filled in.
 */
export const BOOKING_MESSAGES: Readonly<Record<BookingMessageKey, string>> = Object.freeze(
  Object.fromEntries(
    Object.entries(MESSAGES)
      .filter(([key]) => !SITE_ONLY.has(key))
      .map(([key, text]) => {
        const values: Readonly<Record<string, number>> = MESSAGE_NUMBERS[key as BookingMessageKey] ?? {};
        return [key, text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))];
      }),
  ) as Record<BookingMessageKey, string>,
);

/** A field error with one of these messages: its English text, its code and the numbers it names (the edges word it in other languages). */
export function messageError(field: string, type: FieldError['type'], code: BookingMessageKey): FieldError {
  const params = MESSAGE_NUMBERS[code];
  return { field, type, message: BOOKING_MESSAGES[code], code, ...(params ? { params } : {}) };
}
