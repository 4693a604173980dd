/**
 * The booking's messages in English (ICU MessageFormat: `{days}` and the like): the one source of
 * the API's validation messages (./messages.ts fills in the numbers: BOOKING_MESSAGES), of the
 * site's English field errors (the build adds them to the interface catalogue as
 * `validation.<key>`) and of the MCP server's answers. messages.ru.ts, .he.ts and .ar.ts have exactly
 * these keys. No imports: the site's build reads this file as data.
 */
export const MESSAGES = {
  // Step 1 (docs/product.md §8)
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  customerEmail: 'Please enter a valid email address',
  customerPhone: 'Please enter a valid phone number with country code',
  driverAgeRequired: 'Please enter your age',
  driverAgeRange: 'Driver age must be between {min} and {max} years old',
  groupSizeRequired: 'Please enter the number of people in your group',
  groupSizeRange: 'Group size must be between {min} and {max} people',
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
  minimumDays: 'The minimum rental is {days} days',
  seasonMinimum: 'Bookings starting between {from} and {to} need at least {days} days',
  pickupInPast: 'Pickup date cannot be in the past',
  maximumDays: 'The longest rental we take online is {days} days',
  campingNotForElantra: 'Camping services (roof tent and camping equipment) are not available for the Hyundai Elantra',
  // Server-side shape checks (bad input never stored)
  boolean: 'Must be true or false',
  nameTooLong: 'Name must be at most {max} characters',
  emailTooLong: 'Email must be at most {max} characters',
  phoneTooLong: 'Phone number must be at most {max} characters',
  gclid: 'Click id must be 1 to {max} printable characters without spaces',
  totalPrice: 'Total price must be a number written as text',
  locale: 'Language must be one of en, ru, he, ar',
  // The bot check (RECAPTCHA_MIN_SCORE)
  bot: 'We could not tell this booking apart from an automated one. Please try again, or write to us on WhatsApp.',
  // The site's words for the caps on waiting bookings (the API's 429 names the count: pending-caps.ts)
  limitEmail: 'Bookings are already waiting for this e-mail address. Please write to us on WhatsApp and we will confirm or change them for you.',
  limitPhone: 'Bookings are already waiting for this phone number. Please write to us on WhatsApp and we will confirm or change them for you.',
  limitClient: 'Bookings are already waiting from your connection. Please write to us on WhatsApp and we will confirm or change them for you.',
  // Sold out (docs/product.md §9), with the dates as people read them (the API's 409 writes ISO dates)
  unavailable: 'Sorry, the {car} is sold out from {from} to {to}. Please choose other dates or another car.',
  other: 'Please check this field',
};

/** Answers of the API that are no field's: the booking_status tool's not found and the per-client rate limit. */
export const API_MESSAGES = {
  bookingNotFound: 'No booking found for "{reference}". Check the id or the reference (for example GR-7K3Q9P).',
  tooManyRequests: 'Too many requests: at most {limit} a minute. Try again in {seconds} seconds.',
};
