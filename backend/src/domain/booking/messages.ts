import { MIN_RENTAL_DAYS } from '../pricing/header-search.js';

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

/** Every booking validation message: the exact texts of docs/product.md §8, rental rules included (§5, §6). */
export const BOOKING_MESSAGES = Object.freeze({
  // Step 1 (docs/product.md §8)
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  customerEmail: 'Please enter a valid email address',
  customerPhone: 'Please enter a valid phone number with country code',
  driverAgeRequired: 'Please enter your age',
  driverAgeRange: 'Driver age must be between 23 and 70 years old',
  groupSizeRequired: 'Please enter the number of people in your group',
  groupSizeRange: 'Group size must be between 1 and 20 people',
  // Step 2 (docs/product.md §8)
  pickupLocation: 'Please select pickup location',
  dropoffLocation: 'Please select dropoff location',
  pickupDate: 'Please select pickup date',
  pickupTime: 'Please select pickup time',
  returnDate: 'Please select return date',
  returnTime: 'Please select return time',
  carType: 'Please select a car type',
  insuranceType: 'Please choose an insurance option: minimum, standard or enhanced',
  // Rental rules (docs/product.md §5, §6)
  returnAfterPickup: 'Return must be after pickup',
  minimumDays: `The minimum rental is ${MIN_RENTAL_DAYS} days`,
  pickupInPast: 'Pickup date cannot be in the past',
  maximumDays: `The longest rental we take online is ${MAX_BOOKING_DAYS} days`,
  campingNotForElantra: 'Camping services (roof tent and camping equipment) are not available for the Hyundai Elantra',
  // Server-side shape checks (bad input never stored)
  boolean: 'Must be true or false',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  phoneTooLong: `Phone number must be at most ${PHONE_MAX_LENGTH} characters`,
  gclid: `Click id must be 1 to ${GCLID_MAX_LENGTH} printable characters without spaces`,
  totalPrice: 'Total price must be a number written as text',
  locale: 'Language must be one of en, ru, he, ar',
  // The bot check (RECAPTCHA_MIN_SCORE)
  bot: 'We could not tell this booking apart from an automated one. Please try again, or write to us on WhatsApp.',
} as const);

export type BookingMessageKey = keyof typeof BOOKING_MESSAGES;
