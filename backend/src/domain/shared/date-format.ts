/**
 * Dates as people read them, in a language's Intl locale: the e-mails and the rental agreement
 * write them the same way (the site's own formatter is frontend/src/i18n/format.ts).
 */

/** A local date `YYYY-MM-DD` in a language, e.g. "Wed, 1 Jul 2026". */
export function formatLongDate(date: string, intlLocale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(intlLocale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** A day and month without the year in a language (`1 Jul`, `1 июл.`), as the site writes a season's dates. */
export function formatDayMonth(date: string, intlLocale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(intlLocale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** An instant as a date and time in Tbilisi, e.g. "Tue, 24 Nov 2026, 14:30". */
export function formatTbilisiInstant(iso: string, intlLocale: string): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Tbilisi',
  }).format(t);
}
