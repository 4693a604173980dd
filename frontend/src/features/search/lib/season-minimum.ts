import type { MessageId, MessageValues } from '@/i18n/i18n';
import { formatDayMonth } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** A season's minimum stay as the domain gives it (header-search.ts `minimum`, a field error's `params`): ISO dates and days. */
export type SeasonMinimum = { from: string; to: string; days: number };

/** The values of the season-minimum message, the dates in the page's language. */
export function seasonMinimumValues(minimum: SeasonMinimum, locale: Locale): MessageValues {
  return { from: formatDayMonth(minimum.from, locale), to: formatDayMonth(minimum.to, locale), days: minimum.days };
}

/** The header search's message in the page's language (its own id: the home page loads no `validation.*` texts). */
export function seasonMinimumText(minimum: SeasonMinimum, locale: Locale, t: (id: MessageId, values?: MessageValues) => string): string {
  return t('search.seasonMinimum', seasonMinimumValues(minimum, locale));
}
