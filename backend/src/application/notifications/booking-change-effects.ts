import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { historyDetail, type HistoryEntry } from '../../domain/booking/history.js';
import { customerMail, staffNewBookingMail } from '../../domain/notifications/booking-mails.js';
import { DEFAULT_MAIL_LOCALE } from '../../domain/notifications/mail-catalogue.js';
import type { ComposedMail, CustomerMailKind, MailAttachment, MailBooking } from '../../domain/notifications/mail-types.js';
import { webhookBody, webhookEvent } from '../../domain/notifications/webhook-event.js';
import { toBookingView, type BookingView } from '../booking/booking-view.js';
import type { BookingChange, StoredBooking } from '../ports/booking.repository.js';
import type { OutboxDraft } from '../ports/outbox.repository.js';

/** The e-mail to the customer after each kind of change (a move changes nothing for them). */
const CUSTOMER_MAIL: Partial<Record<BookingChange['type'], CustomerMailKind>> = {
  created: 'received',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** The booking's language: its `locale` when the booking has one (a later migration adds it), else en. */
export function bookingLocale(booking: StoredBooking): string {
  const locale = (booking as StoredBooking & { locale?: unknown }).locale;
  return typeof locale === 'string' && locale.trim() ? locale.trim().toLowerCase() : DEFAULT_MAIL_LOCALE;
}

/**
 * What one booking change writes besides the change itself, in the same transaction (DESIGN
 * §6.4): its history entry and its outbox messages. Only configured channels get messages:
 * e-mail when SMTP_URL and MAIL_FROM are set (staff's only with STAFF_EMAIL), the webhook when
 * WEBHOOK_URL is set.
 */
@Injectable()
export class BookingChangeEffects {
  constructor(private readonly config: AppConfig) {}

  history(change: BookingChange, booking: StoredBooking): HistoryEntry {
    return {
      at: change.at,
      type: change.type,
      actor: change.actor,
      detail: historyDetail(change.type, {
        fromUnit: change.detail?.fromUnit,
        toUnit: change.detail?.toUnit ?? booking.unit,
        days: booking.days,
        totalPrice: booking.totalPrice,
        confirmHours: this.config.bookingConfirmHours,
        handover: change.detail?.handover,
      }),
    };
  }

  /** The messages of the change; `newId` gives each its event id (a UUID). */
  messages(change: BookingChange, booking: StoredBooking, newId: () => string): OutboxDraft[] {
    const view = toBookingView(booking, this.config.bookingConfirmHours);
    const drafts: OutboxDraft[] = [];
    const base = { bookingId: booking.id, reference: booking.reference };
    if (this.config.mailConfigured) {
      const mailBooking = toMailBooking(view, bookingLocale(booking));
      const ctx = this.config.site;
      if (change.type === 'created' && this.config.staffEmail) {
        const mail = staffNewBookingMail(mailBooking, this.config.staffEmail, { ...ctx, confirmHours: this.config.bookingConfirmHours });
        drafts.push({ ...base, eventId: newId(), channel: 'email', topic: 'mail.staff.new-booking', payload: mailPayload(mail) });
      }
      const kind = CUSTOMER_MAIL[change.type];
      if (kind) {
        drafts.push({ ...base, eventId: newId(), channel: 'email', topic: `mail.customer.${kind}`, payload: mailPayload(customerMail(kind, mailBooking, ctx)) });
      }
    }
    if (this.config.webhookConfigured) {
      const event = webhookEvent(newId(), change.type, change.at, view);
      drafts.push({ ...base, eventId: event.id, channel: 'webhook', topic: event.type, payload: webhookBody(event) });
    }
    return drafts;
  }
}

/** What the e-mails say about a booking, in `locale` (the agreement mail at check-out takes it too). */
export function toMailBooking(v: BookingView, locale: string): MailBooking {
  return {
    reference: v.reference,
    customerName: v.customerName,
    customerEmail: v.customerEmail,
    customerPhone: v.customerPhone,
    carType: v.carType,
    unit: v.unit,
    pickupLocation: v.pickupLocation,
    pickupDate: v.pickupDate,
    pickupTime: v.pickupTime,
    dropoffLocation: v.dropoffLocation,
    returnDate: v.returnDate,
    returnTime: v.returnTime,
    days: v.days,
    totalPrice: v.totalPrice,
    insuranceType: v.insuranceType,
    botScore: v.botScore,
    locale,
    expiresAt: v.expiresAt,
  };
}

/** An e-mail as stored in the outbox; attachments (base64) only when the mail has some. */
export function mailPayload(mail: ComposedMail): string {
  const stored: ComposedMail = { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  if (mail.attachments?.length) {
    stored.attachments = mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, contentBase64: a.contentBase64 }));
  }
  return JSON.stringify(stored);
}

const isAttachment = (a: unknown): a is MailAttachment => {
  const x = a as MailAttachment | null;
  return typeof x?.filename === 'string' && typeof x.contentType === 'string' && typeof x.contentBase64 === 'string' && /^[A-Za-z0-9+/]*={0,2}$/.test(x.contentBase64);
};

export function parseMailPayload(payload: string): ComposedMail {
  const m = JSON.parse(payload) as ComposedMail;
  if (typeof m?.to !== 'string' || typeof m.subject !== 'string' || typeof m.text !== 'string' || typeof m.html !== 'string') {
    throw new Error('the stored e-mail is malformed');
  }
  if (m.attachments !== undefined && (!Array.isArray(m.attachments) || !m.attachments.every(isAttachment))) {
    throw new Error('the stored e-mail has a malformed attachment');
  }
  return m;
}
