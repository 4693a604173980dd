import { DEFAULT_SIGN_IN_ATTEMPTS_PER_MINUTE } from '../domain/staff/staff-account.js';
import { isAbsolute, resolve } from 'node:path';
import { DEFAULT_TURNAROUND_HOURS, MAX_TURNAROUND_HOURS } from '../domain/availability/hold-period.js';
import { DEFAULT_CONFIRM_HOURS } from '../domain/booking/status.js';
import { DEFAULT_HOLD_UNVERIFIED_MINUTES, type HoldPolicy } from '../domain/booking/hold-policy.js';
import { companyAddresses } from '../domain/site/company-address.js';
import { DEFAULT_PENDING_PER_CONTACT, DEFAULT_PENDING_PER_IP, type PendingCaps } from '../domain/booking/pending-caps.js';
import { DEFAULT_FUEL_EIGHTH_EUR } from '../domain/money/money.js';
import type { AppSettings, SiteConfig } from '../application/ports/app-settings.js';
import { ConfigError } from './config-error.js';
import { repositoryRoot } from './repository-root.js';

export const DEFAULT_NBG_RATES_URL = 'https://nbg.gov.ge/gw/api/ct/monetarypolicy/currencies/en/json/?currencies=EUR&currencies=USD';

export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * The typed configuration shared by the server and the CLI (docs/operations.md), read from environment
 * variables (and an optional `.env`, see `loadEnvFiles`). Injected as a Nest provider: the class is
 * the injection token; the application layer gets the same object as its AppSettings port.
 */
export class AppConfig implements AppSettings {
  port!: number;
  /** PORT was given (environment or .env), not the default. */
  portSet = false;
  /** `postgres://...` of a real PostgreSQL; undefined means the embedded database. */
  databaseUrl?: string;
  /** Absolute folder of the embedded database (DATA_DIR, default `<repository root>/.data`). */
  dataDir!: string;
  /** ADMIN_TOKEN (at least 16 characters); undefined: the token generated once and stored hashed in the database (AdminTokenService). */
  adminToken?: string;
  recaptchaSiteKey?: string;
  recaptchaSecretKey?: string;
  recaptchaVerifyUrl!: string;
  /** Time limit of one call to the verification URL. */
  recaptchaTimeoutMs!: number;
  bookingConfirmHours!: number;
  visitRetentionDays!: number;
  /** Express `trust proxy` value: undefined (off), a boolean, a hop count or a list/keyword string. */
  trustProxy?: boolean | number | string;
  /** Submissions per client IP per minute; 0 turns the limit off. */
  rateLimit!: number;
  /** Hours a unit stays held after a return (cleaning, delivery): TURNAROUND_HOURS, default 12. */
  turnaroundHours!: number;
  /** Seconds an idle HTTP keep-alive connection stays open (above load balancers' idle timeouts). */
  keepAliveTimeoutS!: number;
  /** Seconds the requests in flight get to finish on SIGTERM/SIGINT before connections are cut. */
  shutdownGraceS!: number;
  /** Seconds the server keeps accepting and answering after SIGTERM/SIGINT while /api/health says 503 "stopping" (0: none). */
  shutdownDelayS!: number;
  /** Sent and skipped outbox messages are deleted after this many days (OUTBOX_RETENTION_DAYS, default 30; 0 keeps them). */
  outboxRetentionDays!: number;
  /** Personal data of bookings cancelled or expired this many days ago is removed (PII_RETENTION_DAYS, default 180; 0 keeps it). */
  piiRetentionDays!: number;
  site!: SiteConfig;
  /** `smtp://user:pass@host:587` (or smtps://): e-mail is sent when this and MAIL_FROM are set. */
  smtpUrl?: string;
  /** The sender of every e-mail, e.g. `"Georgia 4x4 Rentals" <bookings@example.com>`. */
  mailFrom?: string;
  /** Where the e-mail about every new booking goes; unset: none is sent. */
  staffEmail?: string;
  /** Where booking events are POSTed; unset: none is queued. */
  webhookUrl?: string;
  /** The HMAC-SHA256 key of X-Rentals-Signature (required with WEBHOOK_URL). */
  webhookSecret?: string;
  /** How often the outbox worker looks for due messages (OUTBOX_POLL_MS, default 1000). */
  outboxPollMs!: number;
  /** HOLD_UNVERIFIED_MINUTES: how long a booking made while e-mail is configured holds its car unless kept; 0: off. */
  holdUnverifiedMinutes!: number;
  /** BOOKING_PAGE_RATE_LIMIT: booking-page requests per client IP per minute (default 20); 0: off. */
  bookingPageRateLimit!: number;
  /** MCP_RATE_LIMIT: MCP tool calls per client address per minute (default 120; 0: off). */
  mcpRateLimit!: number;
  /** STAFF_SIGN_IN_RATE_LIMIT: staff sign-in attempts per client address per minute (default 30); 0: off. */
  signInRateLimit!: number;
  /** VITALS_RATE_LIMIT: speed beacons (POST /api/vitals) per client address per minute (default 30); 0: off. */
  vitalsRateLimit!: number;
  /**
   * Uploads (multipart bodies): UPLOADS_PER_CLIENT at once per client address (default 4),
   * UPLOADS_TOTAL at once in all (16), UPLOAD_MIN_BYTES_PER_S (50000) over the last
   * UPLOAD_RATE_GRACE_S (10) seconds once those have passed; each 0: off.
   */
  uploadLimits!: { perClient: number; total: number; minBytesPerSecond: number; graceSeconds: number };
  /** PENDING_PER_CONTACT and PENDING_PER_IP; 0 turns a cap off. */
  pendingCaps!: PendingCaps;
  /** RECAPTCHA_MIN_SCORE: bookings whose bot-check score is below it are refused; undefined: the score is only recorded. */
  recaptchaMinScore?: number;
  /** MCP_ENABLED: the agents' server at /mcp with /.well-known/mcp.json and the MCP part of /llms.txt (default on; 0: off, 404). */
  mcpEnabled!: boolean;
  /** NBG_RATES_URL: the National Bank of Georgia's JSON of the EUR and USD rates. */
  nbgRatesUrl!: string;
  /** NBG_RATES_INTERVAL_HOURS: how often the server reads it (default 24); 0: never (tests, offline sites). */
  nbgRatesIntervalHours!: number;
  /** FUEL_EIGHTH_EUR: the charge per missing eighth of a tank the check-in proposes (default 10). */
  fuelEighthEur!: number;
  /**
   * WhatsApp Cloud API (docs/operations.md, WhatsApp): WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID,
   * WHATSAPP_BUSINESS_ACCOUNT_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN, WHATSAPP_API_URL
   * (default https://graph.facebook.com/v25.0); REVIEW_URL, the page a review request links to.
   */
  whatsapp!: WhatsAppConfig;
  reviewUrl?: string;

  /** How long pending bookings hold their cars (hold-policy.ts). */
  get holdPolicy(): HoldPolicy {
    return { confirmHours: this.bookingConfirmHours, unverifiedMinutes: this.holdUnverifiedMinutes };
  }

  /** The origin of links in e-mails: PUBLIC_URL, else this machine's own address. */
  get linkOrigin(): string {
    return this.publicUrl ?? `http://localhost:${this.port}`;
  }

  /**
   * The site's address as a command run apart from the server can know it: PUBLIC_URL, else
   * http://localhost:PORT when PORT is set (in the environment or .env); else undefined, never a
   * guessed port (the server may have been started with another PORT).
   */
  get knownLinkOrigin(): string | undefined {
    return this.publicUrl ?? (this.portSet ? `http://localhost:${this.port}` : undefined);
  }

  /** E-mail can be sent: SMTP_URL and MAIL_FROM are set. */
  get mailConfigured(): boolean {
    return Boolean(this.smtpUrl && this.mailFrom);
  }

  get webhookConfigured(): boolean {
    return Boolean(this.webhookUrl && this.webhookSecret);
  }

  /** Template messages are sent: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set. */
  get whatsappSending(): boolean {
    return Boolean(this.whatsapp.token && this.whatsapp.phoneNumberId);
  }

  /** The webhook receives: WHATSAPP_APP_SECRET (signatures) and WHATSAPP_VERIFY_TOKEN (the handshake) are set. */
  get whatsappReceiving(): boolean {
    return Boolean(this.whatsapp.appSecret && this.whatsapp.verifyToken);
  }
  /** The site's public address (PUBLIC_URL, e.g. `https://rent.example.ge`, no trailing slash) for
   *  canonical links, og:url, sitemap.xml and robots.txt; undefined: each request's own origin. */
  publicUrl?: string;

  get recaptchaConfigured(): boolean {
    return Boolean(this.recaptchaSiteKey && this.recaptchaSecretKey);
  }

  static fromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
    return parseConfig(env);
  }
}

type Env = Record<string, string | undefined>;

export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v25.0';

export type WhatsAppConfig = {
  token?: string;
  phoneNumberId?: string;
  businessAccountId?: string;
  appSecret?: string;
  verifyToken?: string;
  apiUrl: string;
};

function whatsappSettings(env: Env): WhatsAppConfig {
  const id = (name: string) => {
    const raw = value(env, name);
    if (raw !== undefined && !/^\d{1,30}$/.test(raw)) throw new ConfigError(name, `Invalid ${name}: expected the numeric id Meta's WhatsApp Manager shows.`);
    return raw;
  };
  return {
    token: value(env, 'WHATSAPP_TOKEN'),
    phoneNumberId: id('WHATSAPP_PHONE_NUMBER_ID'),
    businessAccountId: id('WHATSAPP_BUSINESS_ACCOUNT_ID'),
    appSecret: value(env, 'WHATSAPP_APP_SECRET'),
    verifyToken: value(env, 'WHATSAPP_VERIFY_TOKEN'),
    apiUrl: httpUrl(env, 'WHATSAPP_API_URL', DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, ''),
  };
}

function value(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `Invalid ${name}="${raw}": expected a whole number from ${min} to ${max}.`);
  }
  return Number(raw);
}

/** A switch: 1/true/on or 0/false/off (any case); unset: `fallback`. */
function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (/^(1|true|on|yes)$/i.test(raw)) return true;
  if (/^(0|false|off|no)$/i.test(raw)) return false;
  throw new ConfigError(name, `Invalid ${name}="${raw}": expected 1 (on) or 0 (off).`);
}

/** A bot-check score threshold from 0.0 to 1.0; undefined when unset. */
function score(env: Env, name: string): number | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(raw)) throw new ConfigError(name, `Invalid ${name}="${raw}": expected a score from 0.0 to 1.0 such as 0.5.`);
  return Number(raw);
}

function databaseUrl(env: Env): string | undefined {
  const raw = value(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL', 'Invalid DATABASE_URL: expected postgres://user:password@host:port/database.');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', `Invalid DATABASE_URL: the scheme must be postgres:// or postgresql://, not ${url.protocol}//.`);
  }
  return raw;
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw;
  } catch {
    // reported below
  }
  throw new ConfigError(name, `Invalid ${name}="${raw}": expected an http:// or https:// URL.`);
}

function publicUrl(env: Env): string | undefined {
  const raw = value(env, 'PUBLIC_URL');
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new ConfigError('PUBLIC_URL', `Invalid PUBLIC_URL="${raw}": expected the site's address such as https://rent.example.ge.`);
  }
  return url.origin;
}

function trustProxy(env: Env): AppConfig['trustProxy'] {
  const raw = value(env, 'TRUST_PROXY');
  if (raw === undefined) return undefined;
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[\w.:/, -]+$/.test(raw)) return raw;
  throw new ConfigError('TRUST_PROXY', `Invalid TRUST_PROXY="${raw}": use true, false, a hop count, or addresses/subnets such as "loopback, 10.0.0.0/8".`);
}

const VIDEO_ID = /^[\w-]{6,20}$/;

function videoIds(env: Env): Record<string, string> {
  const ids: Record<string, string> = {};
  const raw = value(env, 'VIDEO_IDS');
  if (raw !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new ConfigError('VIDEO_IDS', 'Invalid VIDEO_IDS: expected JSON such as {"toyota-fj-cruiser":"dQw4w9WgXcQ"}.');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new ConfigError('VIDEO_IDS', 'Invalid VIDEO_IDS: expected a JSON object of vehicle id -> video id.');
    }
    for (const [car, id] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof id !== 'string' || !VIDEO_ID.test(id)) {
        throw new ConfigError('VIDEO_IDS', `Invalid VIDEO_IDS: the video id for "${car}" must be 6-20 letters, digits, "-" or "_".`);
      }
      ids[car] = id;
    }
  }
  // Per-car variables: VIDEO_ID_TOYOTA_FJ_CRUISER=... for vehicle id toyota-fj-cruiser.
  for (const [name, raw2] of Object.entries(env)) {
    const m = /^VIDEO_ID_([A-Z0-9_]+)$/.exec(name);
    const id = raw2?.trim();
    if (!m || !id) continue;
    if (!VIDEO_ID.test(id)) throw new ConfigError(name, `Invalid ${name}="${id}": a video id is 6-20 letters, digits, "-" or "_".`);
    ids[m[1].toLowerCase().replace(/_/g, '-')] = id;
  }
  return ids;
}

function dataDir(env: Env): string {
  const raw = value(env, 'DATA_DIR') ?? '.data';
  return isAbsolute(raw) ? raw : resolve(repositoryRoot(), raw);
}

export const MIN_ADMIN_TOKEN_LENGTH = 16;

function adminToken(env: Env): string | undefined {
  const raw = value(env, 'ADMIN_TOKEN');
  if (raw !== undefined && raw.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new ConfigError('ADMIN_TOKEN', `Invalid ADMIN_TOKEN: use at least ${MIN_ADMIN_TOKEN_LENGTH} characters (or leave it unset: a token is then generated once and stored hashed).`);
  }
  return raw;
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

function smtpUrl(env: Env): string | undefined {
  const raw = value(env, 'SMTP_URL');
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new ConfigError('SMTP_URL', 'Invalid SMTP_URL: expected smtp://user:password@host:587 (or smtps://... for TLS from the start).');
  }
  return raw;
}

/** An address, alone or as `Name <address>`. */
function mailAddress(env: Env, name: string): string | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  const address = /<([^<>]+)>\s*$/.exec(raw)?.[1] ?? raw;
  if (!EMAIL.test(address.trim()) || /[\r\n]/.test(raw)) {
    throw new ConfigError(name, `Invalid ${name}: expected an e-mail address such as bookings@example.com or "Name <bookings@example.com>".`);
  }
  return raw;
}

function mailSettings(env: Env): Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'staffEmail'> {
  const settings = { smtpUrl: smtpUrl(env), mailFrom: mailAddress(env, 'MAIL_FROM'), staffEmail: mailAddress(env, 'STAFF_EMAIL') };
  if (settings.smtpUrl && !settings.mailFrom) {
    throw new ConfigError('MAIL_FROM', 'MAIL_FROM is required with SMTP_URL: the sender address of the e-mails, e.g. bookings@example.com.');
  }
  return settings;
}

function webhookSettings(env: Env): Pick<AppConfig, 'webhookUrl' | 'webhookSecret'> {
  const url = value(env, 'WEBHOOK_URL');
  const secret = value(env, 'WEBHOOK_SECRET');
  if (url === undefined) return { webhookUrl: undefined, webhookSecret: secret };
  const webhookUrl = httpUrl(env, 'WEBHOOK_URL', url);
  if (!secret || secret.length < 16) {
    throw new ConfigError('WEBHOOK_SECRET', 'WEBHOOK_SECRET is required with WEBHOOK_URL and must be at least 16 characters (it signs every event).');
  }
  return { webhookUrl, webhookSecret: secret };
}

/** Parses the environment; throws ConfigError with a one-line message for the first bad value. */
export function parseConfig(env: Env): AppConfig {
  const config = new AppConfig();
  config.port = integer(env, 'PORT', 3000, 0, 65535);
  config.portSet = value(env, 'PORT') !== undefined;
  config.databaseUrl = databaseUrl(env);
  config.dataDir = dataDir(env);
  config.adminToken = adminToken(env);
  config.recaptchaSiteKey = value(env, 'RECAPTCHA_SITE_KEY');
  config.recaptchaSecretKey = value(env, 'RECAPTCHA_SECRET_KEY');
  config.recaptchaVerifyUrl = httpUrl(env, 'RECAPTCHA_VERIFY_URL', DEFAULT_RECAPTCHA_VERIFY_URL);
  config.recaptchaTimeoutMs = integer(env, 'RECAPTCHA_TIMEOUT_MS', 5000, 100, 60000);
  config.bookingConfirmHours = integer(env, 'BOOKING_CONFIRM_HOURS', DEFAULT_CONFIRM_HOURS, 1, 24 * 365);
  config.visitRetentionDays = integer(env, 'VISIT_RETENTION_DAYS', 30, 1, 3650);
  config.trustProxy = trustProxy(env);
  config.rateLimit = integer(env, 'RATE_LIMIT', 10, 0, 1_000_000);
  config.turnaroundHours = integer(env, 'TURNAROUND_HOURS', DEFAULT_TURNAROUND_HOURS, 0, MAX_TURNAROUND_HOURS);
  config.keepAliveTimeoutS = integer(env, 'KEEP_ALIVE_TIMEOUT_S', 65, 1, 3600);
  config.shutdownGraceS = integer(env, 'SHUTDOWN_GRACE_S', 10, 0, 3600);
  config.shutdownDelayS = integer(env, 'SHUTDOWN_DELAY_S', 5, 0, 3600);
  config.outboxRetentionDays = integer(env, 'OUTBOX_RETENTION_DAYS', 30, 0, 36500);
  config.piiRetentionDays = integer(env, 'PII_RETENTION_DAYS', 180, 0, 36500);
  Object.assign(config, mailSettings(env), webhookSettings(env));
  config.outboxPollMs = integer(env, 'OUTBOX_POLL_MS', 1000, 50, 60_000);
  config.publicUrl = publicUrl(env);
  config.bookingPageRateLimit = integer(env, 'BOOKING_PAGE_RATE_LIMIT', 20, 0, 1_000_000);
  config.mcpRateLimit = integer(env, 'MCP_RATE_LIMIT', 120, 0, 1_000_000);
  config.uploadLimits = {
    perClient: integer(env, 'UPLOADS_PER_CLIENT', 4, 0, 10_000),
    total: integer(env, 'UPLOADS_TOTAL', 16, 0, 100_000),
    minBytesPerSecond: integer(env, 'UPLOAD_MIN_BYTES_PER_S', 50_000, 0, 1_000_000_000),
    graceSeconds: integer(env, 'UPLOAD_RATE_GRACE_S', 10, 0, 3600),
  };
  config.signInRateLimit = integer(env, 'STAFF_SIGN_IN_RATE_LIMIT', DEFAULT_SIGN_IN_ATTEMPTS_PER_MINUTE, 0, 1_000_000);
  config.vitalsRateLimit = integer(env, 'VITALS_RATE_LIMIT', 30, 0, 1_000_000);
  config.holdUnverifiedMinutes = integer(env, 'HOLD_UNVERIFIED_MINUTES', DEFAULT_HOLD_UNVERIFIED_MINUTES, 0, 60 * 24 * 365);
  config.pendingCaps = {
    perContact: integer(env, 'PENDING_PER_CONTACT', DEFAULT_PENDING_PER_CONTACT, 0, 1_000_000),
    perIp: integer(env, 'PENDING_PER_IP', DEFAULT_PENDING_PER_IP, 0, 1_000_000),
  };
  config.recaptchaMinScore = score(env, 'RECAPTCHA_MIN_SCORE');
  config.mcpEnabled = onOff(env, 'MCP_ENABLED', true);
  config.nbgRatesUrl = httpUrl(env, 'NBG_RATES_URL', DEFAULT_NBG_RATES_URL);
  config.nbgRatesIntervalHours = integer(env, 'NBG_RATES_INTERVAL_HOURS', 24, 0, 24 * 7);
  config.fuelEighthEur = integer(env, 'FUEL_EIGHTH_EUR', DEFAULT_FUEL_EIGHTH_EUR, 0, 1000);
  config.whatsapp = whatsappSettings(env);
  config.reviewUrl = value(env, 'REVIEW_URL') === undefined ? undefined : httpUrl(env, 'REVIEW_URL', '');
  const addresses = companyAddresses((name) => value(env, name));
  config.site = {
    brandName: value(env, 'BRAND_NAME') ?? 'Georgia 4x4 Rentals',
    contactEmail: value(env, 'CONTACT_EMAIL') ?? 'hello@example.com',
    contactPhone: value(env, 'CONTACT_PHONE') ?? '995555000000',
    companyAddress: addresses.en,
    companyAddresses: addresses,
    videoIds: videoIds(env),
  };
  return config;
}
