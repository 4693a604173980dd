import { escapeHtml } from '../../../domain/shared/html.js';
import type { Locale } from '../../../domain/site/locales.js';

/** Brand and contact settings the browser reads from `<meta name="app-config">` (frontend/src/lib/config.ts). */
export interface PublicAppConfig {
  brandName: string;
  contactEmail: string;
  contactPhone: string;
  companyAddress: string;
  /** The address in each language (COMPANY_ADDRESS_RU, ...; domain/site/company-address.ts). */
  companyAddresses: Record<Locale, string>;
  videoIds: Record<string, string>;
  /** BOOKING_CONFIRM_HOURS: how long a pending booking holds its car (the thank-you page says so). */
  bookingConfirmHours: number;
  /** The National Bank's latest lari per EUR ("≈ ₾…" under totals); null while none is stored. */
  eurGel?: number | null;
}

export function configMetaTag(config: PublicAppConfig): string {
  return `<meta name="app-config" content="${escapeHtml(JSON.stringify(config))}">`;
}
