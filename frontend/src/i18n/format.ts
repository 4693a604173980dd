import type { Locale } from './locales';

/**
 * The Intl locale used for dates and numbers. English keeps the site's British dates; Arabic uses
 * Western digits, like the prices, phone numbers and booking references around them.
 */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', ru: 'ru-RU', he: 'he-IL', ar: 'ar-u-nu-latn' };
/** Numbers: English keeps "1,234" as SPEC writes prices. */
const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', ru: 'ru-RU', he: 'he-IL', ar: 'ar-u-nu-latn' };

function calendarDate(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** `2026-07-01` -> `Wed, 1 Jul 2026` in English (a calendar date: no time-zone shift). */
export function formatDate(iso: string, locale: Locale): string {
  const date = calendarDate(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** `2026-07-01` -> `1 Jul 2026` in English. */
export function formatShortDate(iso: string, locale: Locale): string {
  const date = calendarDate(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 2 }).format(value);
}
