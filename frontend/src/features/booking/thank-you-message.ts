import type { ThankYouContent } from '@/i18n/content';
import { fill } from '@/i18n/content/rich';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { ThankYouState } from './thank-you-state';

/**
 * The prefilled messaging-app text in the page's language: the reference (always, in every
 * language, so staff can find the booking) and, when known, a short summary of the booking.
 * `city` gives a stored location's city name in the page's language (i18n/city-name.ts).
 */
export function thankYouMessage(
  reference: string | null,
  booking: ThankYouState | null,
  content: ThankYouContent,
  locale: Locale,
  city: (location: string) => string,
): string {
  const m = content.message;
  if (!reference) return m.withoutReference.join('\n');
  const lines = m.withReference.map((line) => fill(line, { reference }));
  if (booking) {
    lines.push(
      fill(m.summary.car, { car: booking.carType }),
      fill(m.summary.pickup, { city: city(booking.pickupLocation), date: formatDate(booking.pickupDate, locale), time: booking.pickupTime }),
      fill(m.summary.return, { city: city(booking.dropoffLocation), date: formatDate(booking.returnDate, locale), time: booking.returnTime }),
    );
  }
  lines.push(...m.closing);
  return lines.join('\n');
}
