import type { SiteConfig } from '../ports/app-settings.js';
import { armeniaFeeOf, type AgreementData } from '../../domain/agreement/agreement.js';
import type { PriceTables } from '../../domain/pricing/price-tables.js';
import { agreementLocale } from '../../domain/agreement/agreement-text.js';
import { bookingSummary } from '../../domain/booking/booking-summary.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';

/**
 * What the rental agreement of `booking` shows: its language, the stored price breakdown (the
 * price agreed when booking), the company from the site settings (BRAND_NAME, CONTACT_EMAIL,
 * CONTACT_PHONE, COMPANY_ADDRESS), the handover readings and the price tables' prices its
 * policies name.
 */
export function toAgreementData(booking: StoredBooking, site: SiteConfig, handover: AgreementData['handover'], tables: PriceTables): AgreementData {
  const locale = agreementLocale(booking.locale);
  return {
    locale,
    company: { name: site.brandName, email: site.contactEmail, phone: site.contactPhone, address: site.companyAddresses[locale] },
    booking: { ...bookingSummary(booking), driverAge: booking.driverAge, breakdown: booking.breakdown },
    handover,
    armeniaFee: armeniaFeeOf(booking.breakdown, tables),
  };
}
