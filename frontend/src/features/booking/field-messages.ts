import { isFieldMessageKey } from '@domain/booking/messages.js';
import type { FieldError } from '@domain/errors.js';
import type { MessageId, MessageValues } from '@/i18n/i18n';
import { formatDate } from '@/i18n/format';
import { seasonMinimumValues } from '@/features/search/lib/season-minimum';
import type { Locale } from '@/i18n/locales';

/** A sold-out period as the API's `unavailable` error names it (ISO dates, times). */
type SoldOutPeriod = { car: string; pickupDate: string; pickupTime: string; returnDate: string; returnTime: string };

/** The values of the sold-out message: the car, and the period with the dates as the page's language writes them ("Sun, 20 Dec 2026 09:00"). */
export function unavailableValues(p: SoldOutPeriod, locale: Locale): MessageValues {
  return { car: p.car, from: `${formatDate(p.pickupDate, locale)} ${p.pickupTime}`, to: `${formatDate(p.returnDate, locale)} ${p.returnTime}` };
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** The values of a field error's text: its `params`, with the ISO dates of a season or a sold-out period in the page's language. */
function valuesOf(error: FieldError, locale: Locale, car: string | undefined): MessageValues {
  const p = error.params ?? {};
  if (error.code === 'seasonMinimum' && isText(p.from) && isText(p.to) && typeof p.days === 'number') return seasonMinimumValues({ from: p.from, to: p.to, days: p.days }, locale);
  if (error.code === 'unavailable' && isText(p.pickupDate) && isText(p.pickupTime) && isText(p.returnDate) && isText(p.returnTime)) {
    return unavailableValues({ car: isText(p.car) ? p.car : (car ?? ''), pickupDate: p.pickupDate, pickupTime: p.pickupTime, returnDate: p.returnDate, returnTime: p.returnTime }, locale);
  }
  return { ...p };
}

/**
 * A field error in the page's language, from its `code` and `params` (the browser's own checks and
 * the server's answers carry the same ones, docs/api.md): the catalogue's `validation.<code>` with
 * the values. English pages show the domain's text itself (docs/product.md §8), and an error without
 * a code the catalogues know (a framework's answer, such as a body that is not JSON) shows the
 * server's message as it is.
 */
export function fieldErrorText(
  error: FieldError,
  t: (id: MessageId, values?: MessageValues) => string,
  locale: Locale,
  context: { car?: string } = {},
): string {
  if (locale === 'en' || !error.code || !isFieldMessageKey(error.code)) return error.message;
  return t(`validation.${error.code}`, valuesOf(error, locale, context.car));
}
