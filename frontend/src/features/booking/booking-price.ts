import { priceBooking, type BookingPrice } from '@domain/booking/total.js';
import type { PriceTables } from '@domain/pricing/price-tables.js';
import { formatNumber } from '@/i18n/format';
import type { MessageId, MessageValues } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locales';
import { effectiveServices, type DetailsForm, type ServicesForm } from './booking-form';

/**
 * The booking's price as the server will compute it (the domain's `priceBooking`), or null while
 * the details are incomplete or invalid.
 */
export function priceFor(details: DetailsForm, services: ServicesForm, tables?: PriceTables): BookingPrice | null {
  try {
    return priceBooking({ ...details, ...effectiveServices(details.carType, services) }, tables);
  } catch {
    return null;
  }
}

/** `1,234 EUR` in English; prices stay in euros in every language, the number follows the locale. */
export function formatEuro(amount: number, locale: Locale = 'en', t?: (id: MessageId, values?: MessageValues) => string): string {
  const number = formatNumber(amount, locale);
  return t ? t('price.eur', { amount: number }) : `${number} EUR`;
}
