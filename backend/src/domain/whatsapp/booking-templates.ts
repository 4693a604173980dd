import { cityName } from '../catalogue/labels.js';
import { formatLongDate, formatTbilisiInstant } from '../shared/date-format.js';
import { INTL_LOCALES, isLocale, DEFAULT_LOCALE, type Locale } from '../site/locales.js';
import { e164Digits } from './inbound.js';
import { templateMessage, type TemplateMessage, type WhatsAppTemplate } from './templates.js';

/** What the templates say about a booking. */
export type TemplateBooking = {
  reference: string;
  customerName: string;
  customerPhone: string;
  carType: string;
  pickupLocation: string;
  pickupDate: string;
  pickupTime: string;
  dropoffLocation: string;
  returnDate: string;
  returnTime: string;
  totalPrice: number;
  locale: string;
};

/** The first name a message greets (the first word of the name as given). */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * The message of `template` about booking `b` in its language, to its phone in E.164; null when its
 * phone cannot be written in E.164. `heldUntil`: when its hold ends (booking_received);
 * `reviewUrl`: REVIEW_URL (review_request).
 */
export function bookingTemplateMessage(template: WhatsAppTemplate, b: TemplateBooking, extra: { heldUntil?: string | null; reviewUrl?: string }): TemplateMessage | null {
  const to = e164Digits(b.customerPhone);
  if (!to) return null;
  const locale: Locale = isLocale(b.locale) ? b.locale : DEFAULT_LOCALE;
  const intl = INTL_LOCALES[locale];
  const date = (d: string) => formatLongDate(d, intl);
  switch (template) {
    case 'booking_received':
      return templateMessage(template, locale, to, {
        name: firstName(b.customerName),
        reference: b.reference,
        car: b.carType,
        dates: `${date(b.pickupDate)} ${b.pickupTime} – ${date(b.returnDate)} ${b.returnTime}`,
        total: `${b.totalPrice} EUR`,
        held_until: extra.heldUntil ? formatTbilisiInstant(extra.heldUntil, intl) : '-',
      });
    case 'pickup_reminder':
      return templateMessage(template, locale, to, { reference: b.reference, car: b.carType, date: date(b.pickupDate), time: b.pickupTime, place: cityName(b.pickupLocation, locale) });
    case 'return_reminder':
      return templateMessage(template, locale, to, { reference: b.reference, car: b.carType, time: b.returnTime, place: cityName(b.dropoffLocation, locale) });
    case 'review_request':
      return templateMessage(template, locale, to, { name: firstName(b.customerName), review_url: extra.reviewUrl ?? '' });
  }
}
