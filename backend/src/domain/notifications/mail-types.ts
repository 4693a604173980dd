import type { BookingSummary } from '../booking/booking-summary.js';
import type { BookingPrice } from '../booking/total.js';
import type { Locale } from '../site/locales.js';

/** What the e-mails say about a booking (its summary and more of the booking view; instants as ISO strings). */
export type MailBooking = BookingSummary & {
  totalPrice: number;
  botScore: number | null;
  /** The booking's language (en, ru, he, ar); 'en' when the booking has none. */
  locale: string;
  /** When a pending booking is cancelled unless confirmed (ISO), else null. */
  expiresAt: string | null;
  /** Pending and not yet kept by the customer, who can keep it on the booking page. */
  awaitingKeep?: boolean;
  /** The customer's booking page (an absolute link with its own token); null when there is none. */
  bookingPageUrl?: string | null;
  /** The itemised price as stored (car, delivery, insurance, each extra, total); absent in messages queued before it was kept. */
  breakdown?: BookingPrice;
};

/** Brand and contact details the e-mails name (docs/operations.md). */
export type MailContext = { brandName: string; contactEmail: string; contactPhone: string };

/** A file sent with an e-mail (the rental agreement PDF), its content in base64. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/** An e-mail ready to send: plain text and simple HTML with the same content, and any attachments. */
export type ComposedMail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

/** The customer e-mails of docs/product.md §16, `agreement`: the rental agreement at check-out (docs/staff.md), and the reminders before pickup and return (docs/operations.md, WhatsApp). */
export const CUSTOMER_MAIL_KINDS = ['received', 'confirmed', 'cancelled', 'expired', 'agreement', 'pickup-reminder', 'return-reminder'] as const;
export type CustomerMailKind = (typeof CUSTOMER_MAIL_KINDS)[number];

/** One language's texts of the customer e-mails (mail-catalogue.<locale>.ts); city and insurance names come from catalogue/labels.ts. */
export type CustomerMailCatalogue = {
  locale: Locale;
  /** The BCP 47 locale dates are formatted with. */
  intlLocale: string;
  dir: 'ltr' | 'rtl';
  /** Between a place and its date in the summary: ", " (Arabic: "، "). */
  comma: string;
  subject: Record<CustomerMailKind, (reference: string) => string>;
  greeting: (name: string) => string;
  /** The paragraphs before the summary. */
  intro: Record<CustomerMailKind, (brandName: string) => string[]>;
  labels: { reference: string; car: string; pickup: string; return: string; days: string; insurance: string; total: string };
  /** "7 days" */
  days: (n: number) => string;
  /** Received: what to do now, the link's label and when the booking is cancelled unless confirmed. */
  messageUs: string;
  linkLabel: string;
  deadline: (when: string) => string;
  /** The link to the customer's booking page: its label (the thank-you page's button words) and the sentence before it. */
  pageLinkLabel: string;
  /** Before the link while the customer may keep the booking (it names keeping), and once they may not. */
  pageIntro: string;
  pageIntroNoKeep: string;
  /** The booking page's "Keep my car" button, word for word. */
  keepButton: string;
  /** Received and confirmed: how to pay (at pickup, cash or card, EUR, GEL or USD at the National Bank's rate). */
  howToPay: string;
  /** Received while the booking must be kept: until when the car is held and how to keep it. */
  keepIt: (when: string) => string;
  /** The prefilled messaging-app text; it names the reference in every language. */
  messagingText: (reference: string) => string;
  /** The closing lines (contact). */
  closing: (ctx: MailContext) => string[];
};
