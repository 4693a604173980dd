import type { HoldPolicy } from '../../domain/booking/hold-policy.js';
import type { PendingCaps } from '../../domain/booking/pending-caps.js';
import type { Locale } from '../../domain/site/locales.js';

/** Brand and contact details shown on the site, in e-mails and in the rental agreement. */
export type SiteConfig = {
  brandName: string;
  contactEmail: string;
  contactPhone: string;
  /** COMPANY_ADDRESS (English). */
  companyAddress: string;
  /** The address as each language writes it (domain/site/company-address.ts). */
  companyAddresses: Record<Locale, string>;
  /** Fleet vehicle id (e.g. `toyota-fj-cruiser`) -> video id on the video-hosting service. */
  videoIds: Record<string, string>;
};

/**
 * The settings the application services read, and only those. The configuration read from the
 * environment (`config/app-config.ts`, AppConfig) implements it; ConfigModule provides it under
 * this class, so the application layer never imports the configuration module and its node: code.
 */
export abstract class AppSettings {
  /** ADMIN_TOKEN; undefined: the token generated once and stored hashed. */
  abstract readonly adminToken?: string;
  abstract readonly recaptchaSiteKey?: string;
  /** RECAPTCHA_MIN_SCORE; undefined: the score is only recorded. */
  abstract readonly recaptchaMinScore?: number;
  abstract readonly bookingConfirmHours: number;
  abstract readonly holdUnverifiedMinutes: number;
  /** How long pending bookings hold their cars (hold-policy.ts). */
  abstract readonly holdPolicy: HoldPolicy;
  abstract readonly pendingCaps: PendingCaps;
  abstract readonly turnaroundHours: number;
  abstract readonly visitRetentionDays: number;
  abstract readonly outboxRetentionDays: number;
  abstract readonly piiRetentionDays: number;
  abstract readonly site: SiteConfig;
  /** E-mail can be sent (SMTP_URL and MAIL_FROM are set). */
  abstract readonly mailConfigured: boolean;
  abstract readonly staffEmail?: string;
  /** PUBLIC_URL, the site's public address; undefined: each request's own origin. */
  abstract readonly publicUrl?: string;
  /** The origin of links in e-mails: PUBLIC_URL, else this machine's own address. */
  abstract readonly linkOrigin: string;
  /** PUBLIC_URL, else http://localhost:PORT when PORT is set; undefined when a command apart from the server cannot know the address. */
  abstract readonly knownLinkOrigin: string | undefined;
  /** FUEL_EIGHTH_EUR: EUR per missing eighth of a tank, the fuel charge a check-in proposes. */
  abstract readonly fuelEighthEur: number;
  /** WhatsApp template messages are sent (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID). */
  abstract readonly whatsappSending: boolean;
  /** The WhatsApp webhook receives (WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN). */
  abstract readonly whatsappReceiving: boolean;
  /** REVIEW_URL: where a review request sends the customer; undefined: none is sent. */
  abstract readonly reviewUrl?: string;
}
