import type { FieldError } from '../errors.js';
import { formatDayMonth, formatLongDate } from '../shared/date-format.js';
import { INTL_LOCALES, type Locale } from '../site/locales.js';
import { BOOKING_MESSAGES, MESSAGE_NUMBERS, type BookingMessageKey } from './messages.js';
import { API_MESSAGES as AR_API, MESSAGES as AR } from './messages.ar.js';
import { API_MESSAGES as EN_API, MESSAGES as EN } from './messages.en.js';
import { API_MESSAGES as HE_API, MESSAGES as HE } from './messages.he.js';
import { API_MESSAGES as RU_API, MESSAGES as RU } from './messages.ru.js';

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
 * Fills an ICU MessageFormat text of these catalogues: `{name}` arguments and
 * `{name, plural, =N {...} one {...} other {...}}` plurals (categories from Intl.PluralRules of the
 * language, `#` the number), the only forms they use. An argument without a value stays as written.
 */
export function formatMessage(template: string, values: MessageValues, locale: Locale): string {
  let i = 0;
  const read = (plural: number | null): string => {
    let out = '';
    while (i < template.length) {
      const c = template[i];
      if (c === '}') return out;
      if (c === '#' && plural !== null) {
        out += String(plural);
        i++;
      } else if (c === '{') {
        i++;
        out += argument();
      } else {
        out += c;
        i++;
      }
    }
    return out;
  };
  const argument = (): string => {
    const close = template.indexOf('}', i);
    const comma = template.indexOf(',', i);
    if (comma === -1 || comma > close) {
      const name = template.slice(i, close).trim();
      i = close + 1;
      return name in values ? String(values[name]) : `{${name}}`;
    }
    const name = template.slice(i, comma).trim();
    const typeEnd = template.indexOf(',', comma + 1);
    i = typeEnd + 1;
    const n = Number(values[name]);
    const category = new Intl.PluralRules(INTL_LOCALES[locale]).select(n);
    let chosen: string | undefined;
    let other = '';
    for (;;) {
      while (/\s/.test(template[i] ?? '')) i++;
      if (template[i] === '}' || i >= template.length) {
        i++;
        break;
      }
      const open = template.indexOf('{', i);
      const key = template.slice(i, open).trim();
      i = open + 1;
      const branch = read(n);
      i++; // the branch's }
      if (key === `=${n}`) chosen = branch;
      else if (key === category && chosen === undefined) chosen = branch;
      if (key === 'other') other = branch;
    }
    return chosen ?? other;
  };
  return read(null);
}

/** A field error text in a language, with its values (`{days}`, `{max}`, ...). */
export function fieldMessage(locale: Locale, key: FieldMessageKey, values: MessageValues = {}): string {
  return formatMessage(FIELD_MESSAGE_TEXTS[locale][key], values, locale);
}

/** An API text in a language, with its values. */
export function apiMessage(locale: Locale, key: ApiMessageKey, values: MessageValues = {}): string {
  return formatMessage(API_MESSAGE_TEXTS[locale][key], values, locale);
}

/** The domain's validation codes by their English text (the API answers the text). */
const CODE_BY_ENGLISH = new Map((Object.entries(BOOKING_MESSAGES) as [BookingMessageKey, string][]).map(([key, text]) => [text, key]));

/**
 * The site's words for one of the domain's field errors (whose `message` is the API's English
 * text) in `locale`, the way the booking form shows it (frontend/src/features/booking/field-messages.ts):
 * a validation message by its code; a season's minimum with its dates in the language; sold out
 * with the dates as the site writes them; a cap on waiting bookings by its field. An error the
 * site has no words for is named by its field's own message (an unknown car: "select a car
 * type"), else "check this field". English is the API's text itself.
 */
export function localiseFieldError(error: FieldError, locale: Locale): string {
  if (locale === 'en') return error.message;
  const season = SEASON_MINIMUM.exec(error.message);
  if (season) {
    const dayMonth = (day: string, month: string) => formatDayMonth(`2000-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`, INTL_LOCALES[locale]);
    return fieldMessage(locale, 'seasonMinimum', { from: dayMonth(season[1], season[2]), to: dayMonth(season[3], season[4]), days: Number(season[5]) });
  }
  const code = CODE_BY_ENGLISH.get(error.message);
  if (code) return fieldMessage(locale, code, MESSAGE_NUMBERS[code]);
  if (error.type === 'unavailable') {
    const soldOut = SOLD_OUT.exec(error.message);
    if (soldOut) {
      const when = (date: string, time: string) => `${formatLongDate(date, INTL_LOCALES[locale])} ${time}`;
      return fieldMessage(locale, 'unavailable', { car: soldOut[1], from: when(soldOut[2], soldOut[3]), to: when(soldOut[4], soldOut[5]) });
    }
  }
  if (error.type === 'limit') {
    return fieldMessage(locale, error.field === 'customerEmail' ? 'limitEmail' : error.field === 'customerPhone' ? 'limitPhone' : 'limitClient');
  }
  if (isFieldMessageKey(error.field) && FIELD_NAMED.has(error.field)) return fieldMessage(locale, error.field);
  return fieldMessage(locale, 'other');
}

function isFieldMessageKey(value: string): value is FieldMessageKey {
  return Object.prototype.hasOwnProperty.call(EN, value);
}

/** Fields whose own message says what a right value is (the booking form's step 1 and 2 messages). */
const FIELD_NAMED = new Set<string>(['customerEmail', 'customerPhone', 'pickupLocation', 'dropoffLocation', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'carType', 'insuranceType']);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** domain/pricing/price-tables.ts `seasonMinimumMessage`. */
const SEASON_MINIMUM = /^Bookings starting between (\d{1,2}) (\w{3}) and (\d{1,2}) (\w{3}) need at least (\d+) days$/;
/** domain/availability/availability.ts `unavailableMessage`. */
const SOLD_OUT = /^Sorry, the (.+) is sold out from (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) to (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})\. /;
