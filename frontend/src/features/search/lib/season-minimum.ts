import type { MessageId, MessageValues } from '@/i18n/i18n';
import { formatDayMonth } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

const SEASON_MINIMUM = /^Bookings starting between (\d{1,2}) (\w{3}) and (\d{1,2}) (\w{3}) need at least (\d+) days$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The values of a season's minimum-stay message (domain/pricing/price-tables.ts
 * `seasonMinimumMessage`: "Bookings starting between 1 Jul and 31 Aug need at least 5 days"), the
 * dates in the page's language; null for any other message.
 */
export function seasonMinimumValues(message: string, locale: Locale): MessageValues | null {
  const m = SEASON_MINIMUM.exec(message);
  if (!m) return null;
  const iso = (day: string, month: string) => `2000-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return { from: formatDayMonth(iso(m[1], m[2]), locale), to: formatDayMonth(iso(m[3], m[4]), locale), days: Number(m[5]) };
}

/** The header search's message in the page's language (its own id: the home page loads no `validation.*` texts), or null when it is not a season's minimum. */
export function seasonMinimumText(message: string, locale: Locale, t: (id: MessageId, values?: MessageValues) => string): string | null {
  const values = seasonMinimumValues(message, locale);
  return values ? t('search.seasonMinimum', values) : null;
}
