import type { FieldError } from '../errors.js';
import { formatDayMonth, formatLongDate } from '../shared/date-format.js';
import { INTL_LOCALES, type Locale } from '../site/locales.js';
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

/**
 * The site's words for one of the domain's field errors in `locale`, the way the booking form shows
 * it (frontend/src/features/booking/field-messages.ts), from its `code` and `params`: a validation
 * message with its numbers; a season's minimum with its dates in the language; sold out with the
 * dates as the site writes them; a cap on waiting bookings by its field. An error the site has no
 * words for is named by its field's own message (an unknown car: "select a car type"), else
 * "check this field". English is the API's text itself.
 */
export function localiseFieldError(error: FieldError, locale: Locale): string {
  if (locale === 'en') return error.message;
  const p = error.params ?? {};
  const intl = INTL_LOCALES[locale];
  if (error.code === 'seasonMinimum') {
    return fieldMessage(locale, 'seasonMinimum', { from: formatDayMonth(String(p.from), intl), to: formatDayMonth(String(p.to), intl), days: Number(p.days) });
  }
  if (error.code === 'unavailable') {
    const when = (date: unknown, time: unknown) => `${formatLongDate(String(date), intl)} ${String(time)}`;
    return fieldMessage(locale, 'unavailable', { car: String(p.car), from: when(p.pickupDate, p.pickupTime), to: when(p.returnDate, p.returnTime) });
  }
  if (error.code && isFieldMessageKey(error.code)) return fieldMessage(locale, error.code, p);
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
