import { DEFAULT_CONFIRM_HOURS } from '@domain/booking/status.js';
import { messagingLink as domainMessagingLink } from '@domain/shared/messaging.js';
import { DEFAULT_COMPANY_ADDRESSES } from '@domain/site/company-address.js';
import type { Locale } from '@domain/site/locales.js';

/**
 * Brand and contact settings. The server sets them in its render (setAppConfig, from the environment)
 * and writes them into the page (<meta name="app-config" content="{json}">) for the browser, so a
 * change of CONTACT_PHONE needs no rebuild. They are the same for every request of a server process.
 * The defaults below are only used by the Vite dev server.
 */
export interface AppConfig {
  brandName: string;
  contactEmail: string;
  contactPhone: string; // messaging-app number, digits with country code, e.g. 995555123456
  companyAddress: string;
  /** The address as each language writes it (COMPANY_ADDRESS, COMPANY_ADDRESS_RU, ...). */
  companyAddresses: Record<Locale, string>;
  videoIds: Record<string, string>; // fleet vehicle id -> video id
  bookingConfirmHours: number; // BOOKING_CONFIRM_HOURS: how long a pending booking holds its car
  eurGel?: number | null; // the National Bank's latest lari per EUR ("≈ ₾…" under totals), null without one
}

const DEFAULTS: AppConfig = {
  brandName: 'Georgia 4x4 Rentals',
  contactEmail: 'hello@example.com',
  contactPhone: '995555000000',
  companyAddress: DEFAULT_COMPANY_ADDRESSES.en,
  companyAddresses: { ...DEFAULT_COMPANY_ADDRESSES },
  videoIds: {},
  bookingConfirmHours: DEFAULT_CONFIRM_HOURS,
  eurGel: null,
};

function readConfig(): AppConfig {
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="app-config"]') : null;
  if (!meta) return { ...DEFAULTS };
  try {
    return { ...DEFAULTS, ...(JSON.parse(meta.getAttribute('content') ?? '{}') as Partial<AppConfig>) };
  } catch {
    return { ...DEFAULTS };
  }
}

export const appConfig: AppConfig = readConfig();

/** Server render only: the process's settings (the same for every request, so one shared object is safe). */
export function setAppConfig(config: AppConfig): void {
  Object.assign(appConfig, DEFAULTS, config);
}

/** A wa.me link that opens a chat with the company, with the text prefilled (the domain's messagingLink). */
export function messagingLink(text: string): string {
  return domainMessagingLink(appConfig.contactPhone, text);
}

/** The company's address in a language (the footer, the legal pages). */
export function companyAddressIn(locale: Locale): string {
  return appConfig.companyAddresses[locale] || appConfig.companyAddress;
}
