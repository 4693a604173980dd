import { BOOKING_MESSAGES, MESSAGE_NUMBERS, type BookingMessageKey } from '@domain/booking/messages.js';
import type { FieldError } from '@domain/errors.js';
import type { MessageId, MessageValues } from '@/i18n/i18n';
import { seasonMinimumValues } from '@/features/search/lib/season-minimum';
import type { Locale } from '@/i18n/locales';

/** The domain's message codes by their English text (the API answers the English text, docs/product.md §15). */
const CODE_BY_MESSAGE = new Map<string, BookingMessageKey>(
  (Object.entries(BOOKING_MESSAGES) as [BookingMessageKey, string][]).map(([code, message]) => [message, code]),
);

/** The numbers the messages name (the domain's limits). */
const VALUES: Partial<Record<BookingMessageKey, MessageValues>> = MESSAGE_NUMBERS;

/** The catalogue id of a field error: its domain code, else its field and type. */
export function fieldErrorMessageId(error: FieldError): MessageId {
  if (seasonMinimumValues(error.message, 'en')) return 'validation.seasonMinimum';
  const code = CODE_BY_MESSAGE.get(error.message);
  if (code) return `validation.${code}`;
  if (error.type === 'unavailable') return 'validation.unavailable';
  // Over a cap on pending bookings (429, docs/product.md §11): the API's text names the count, ours the field.
  if (error.type === 'limit') return error.field === 'customerEmail' ? 'validation.limitEmail' : error.field === 'customerPhone' ? 'validation.limitPhone' : 'validation.limitClient';
  return 'validation.other';
}

/**
 * A field error in the page's language, from the domain's code (the same for the browser's own
 * checks and the server's answers). English pages show the domain's text itself, so the
 * messages of docs/product.md §8 and anything the server says that has no code stay exactly as they are.
 */
export function fieldErrorText(
  error: FieldError,
  t: (id: MessageId, values?: MessageValues) => string,
  locale: string,
  context: { car?: string } = {},
): string {
  if (locale === 'en') return error.message;
  const season = seasonMinimumValues(error.message, locale as Locale);
  if (season) return t('validation.seasonMinimum', season);
  const id = fieldErrorMessageId(error);
  const code = CODE_BY_MESSAGE.get(error.message);
  return t(id, { ...(code ? VALUES[code] : undefined), car: context.car ?? '' });
}
