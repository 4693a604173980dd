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

/**
 * The domain code of a field error: the one it carries (the browser's own checks), else, for the
 * server's answers (field, type and message only), the code of its English text.
 */
function codeOf(error: FieldError): string | undefined {
  return error.code ?? CODE_BY_MESSAGE.get(error.message);
}

function isSeasonMinimum(params: FieldError['params']): params is { from: string; to: string; days: number } {
  return typeof params?.from === 'string' && typeof params.to === 'string' && typeof params.days === 'number';
}

/** The catalogue id of a field error: its domain code, else its field and type. */
export function fieldErrorMessageId(error: FieldError): MessageId {
  if (error.code === 'seasonMinimum' && isSeasonMinimum(error.params)) return 'validation.seasonMinimum';
  const code = codeOf(error);
  if (code && code in BOOKING_MESSAGES) return `validation.${code as BookingMessageKey}`;
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
  if (error.code === 'seasonMinimum' && isSeasonMinimum(error.params)) return t('validation.seasonMinimum', seasonMinimumValues(error.params, locale as Locale));
  const id = fieldErrorMessageId(error);
  const code = codeOf(error);
  return t(id, { ...(code ? VALUES[code as BookingMessageKey] : undefined), car: context.car ?? '' });
}
