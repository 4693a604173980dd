import type { FieldError } from '../errors.js';
import { formatDayMonth, formatLongDate } from '../shared/date-format.js';
import type { Locale } from '../site/locales.js';
import { API_MESSAGES as AR_API, MESSAGES as AR } from './messages.ar.js';
import { API_MESSAGES as EN_API, MESSAGES as EN } from './messages.en.js';
import { API_MESSAGES as HE_API, MESSAGES as HE } from './messages.he.js';
import { API_MESSAGES as RU_API, MESSAGES as RU } from './messages.ru.js';
import { isFieldMessageKey } from './messages.js';

/** The site's field error texts: the domain's validation message codes and the site's own (season minimum, caps, sold out, other). */
export type FieldMessageKey = keyof typeof EN;
export type FieldMessageTexts = Readonly<Record<FieldMessageKey, string>>;
/** Texts of the API that belong to no field (booking not found, rate limit). */
export type ApiMessageKey = keyof typeof EN_API;
export type ApiMessageTexts = Readonly<Record<ApiMessageKey, string>>;

/** Each language's texts (messages.<locale>.ts): the one source for the API, the site and the MCP server. */
export const FIELD_MESSAGE_TEXTS: Readonly<Record<Locale, FieldMessageTexts>> = Object.freeze({ en: EN, ru: RU, he: HE, ar: AR });
export const API_MESSAGE_TEXTS: Readonly<Record<Locale, ApiMessageTexts>> = Object.freeze({ en: EN_API, ru: RU_API, he: HE_API, ar: AR_API });

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Which text of the catalogues says one of the domain's field errors, and with which values, the
 * way the booking form shows it (frontend/src/features/booking/field-messages.ts), from its `code`
 * and `params`: a validation message with its numbers; a season's minimum with its dates in the
 * language (`intlLocale`); sold out with the dates as the site writes them; a cap on waiting
 * bookings by its field. An error the site has no words for is named by its field's own message
 * (an unknown car: "select a car type"), else "check this field". The edges format it (adapters/i18n).
 */
export function fieldErrorWords(error: FieldError, intlLocale: string): { key: FieldMessageKey; values: MessageValues } {
  const p = error.params ?? {};
  if (error.code === 'seasonMinimum') {
    return { key: 'seasonMinimum', values: { from: formatDayMonth(String(p.from), intlLocale), to: formatDayMonth(String(p.to), intlLocale), days: Number(p.days) } };
  }
  if (error.code === 'unavailable') {
    const when = (date: unknown, time: unknown) => `${formatLongDate(String(date), intlLocale)} ${String(time)}`;
    return { key: 'unavailable', values: { car: String(p.car), from: when(p.pickupDate, p.pickupTime), to: when(p.returnDate, p.returnTime) } };
  }
  if (error.code && isFieldMessageKey(error.code)) return { key: error.code, values: p };
  if (error.type === 'limit') {
    return { key: error.field === 'customerEmail' ? 'limitEmail' : error.field === 'customerPhone' ? 'limitPhone' : 'limitClient', values: {} };
  }
  if (isFieldMessageKey(error.field) && FIELD_NAMED.has(error.field)) return { key: error.field, values: {} };
  return { key: 'other', values: {} };
}

/** Fields whose own message says what a right value is (the booking form's step 1 and 2 messages). */
const FIELD_NAMED = new Set<string>(['customerEmail', 'customerPhone', 'pickupLocation', 'dropoffLocation', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'carType', 'insuranceType']);
