import type { Locale } from './locales';

/**
 * The Intl locale used for dates and numbers. English keeps the site's British dates; Arabic uses
 * Western digits, like the prices, phone numbers and booking references around them.
 */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', ru: 'ru-RU', he: 'he-IL', ar: 'ar-u-nu-latn' };
/** Numbers: English writes prices as "1,234". */
const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', ru: 'ru-RU', he: 'he-IL', ar: 'ar-u-nu-latn' };

/**
 * Formatters are built once per locale and kind: building an Intl formatter costs about a
 * millisecond (far more on a slow phone), and a page formats a few hundred prices and dates.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) formatters.set(key, (f = make()));
  return f;
}

/** The Intl.PluralRules of a BCP 47 locale, made once. */
export function pluralRules(intlLocale: string): Intl.PluralRules {
  return cached(`plural:${intlLocale}`, () => new Intl.PluralRules(intlLocale));
}

function calendarDate(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** `2026-07-01` -> `Wed, 1 Jul 2026` in English (a calendar date: no time-zone shift). */
export function formatDate(iso: string, locale: Locale): string {
  const date = calendarDate(iso);
  if (!date) return iso;
  return cached(`date:${locale}`, () =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ).format(date);
}

/** `2026-07-01` -> `1 Jul 2026` in English. */
export function formatShortDate(iso: string, locale: Locale): string {
  const date = calendarDate(iso);
  if (!date) return iso;
  return cached(`short-date:${locale}`, () =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ).format(date);
}

/** A day and month without the year (`1 Jul`, `1 июл.`), for a season's dates. */
export function formatDayMonth(iso: string, locale: Locale): string {
  const date = calendarDate(iso);
  if (!date) return iso;
  return cached(`day-month:${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' })).format(date);
}

/** Group and decimal separators of NUMBER_LOCALE's numbers (the same as Intl's: frontend/test/i18n-plurals.test.mjs). */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  ru: { group: '\u00a0', decimal: ',' },
  he: { group: ',', decimal: '.' },
  ar: { group: ',', decimal: '.' },
};

/**
 * `1234.5` -> `1,234.5` in English, `1 234,5` in Russian: at most `maxFractionDigits` decimals, as
 * Intl.NumberFormat writes them in NUMBER_LOCALE. Written out for the numbers a page shows (prices,
 * counts, litres): the first Intl.NumberFormat of a page costs tens of milliseconds of main thread
 * (plural-select.ts). Negative or huge numbers, which the site does not show, go to Intl.
 */
export function formatNumber(value: number, locale: Locale, maxFractionDigits = 2): string {
  if (!(value >= 0 && value < 1e15)) {
    return cached(`amount:${locale}:${maxFractionDigits}`, () => new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: maxFractionDigits })).format(value);
  }
  const { group, decimal } = SEPARATORS[locale];
  const [whole, fraction = ''] = roundDecimal(value, maxFractionDigits).split('.');
  const digits = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return digits ? `${grouped}${decimal}${digits}` : grouped;
}

/**
 * `value` with at most `digits` decimals, rounded half up on its shortest decimal form (`2.675` ->
 * `2.68`), as Intl rounds; toFixed would round the binary value (2.67499...) down.
 */
function roundDecimal(value: number, digits: number): string {
  const text = String(value);
  if (/e/i.test(text)) return value.toFixed(digits); // below 1e-6: nothing within the digits kept
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= digits) return text;
  const kept = fraction.slice(0, digits);
  if (fraction.charCodeAt(digits) < 53 /* '5' */) return kept ? `${whole}.${kept}` : whole;
  const all = `${whole}${kept}`.split('').map(Number);
  let i = all.length - 1;
  while (i >= 0 && all[i] === 9) all[i--] = 0;
  if (i >= 0) all[i] += 1;
  const rounded = `${i < 0 ? '1' : ''}${all.join('')}`;
  const wholeLength = rounded.length - kept.length;
  return kept ? `${rounded.slice(0, wholeLength)}.${rounded.slice(wholeLength)}` : rounded;
}

/** formatNumber for a language code that may not be one of the site's (other tags go to Intl). */
export function formatNumberIn(value: number, locale: string, maxFractionDigits = 2): string {
  if (locale in SEPARATORS) return formatNumber(value, locale as Locale, maxFractionDigits);
  return cached(`amount:${locale}:${maxFractionDigits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits })).format(value);
}

/** Between the items of a list: ", " (Arabic "، "). */
export function listSeparator(locale: Locale): string {
  return locale === 'ar' ? '، ' : ', ';
}
