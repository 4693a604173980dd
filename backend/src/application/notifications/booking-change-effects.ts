import { Injectable } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { CUSTOMER_ACTOR, historyDetail, type HistoryEntry } from '../../domain/booking/history.js';
import { expiryRule } from '../../domain/booking/hold-policy.js';
import { DEFAULT_MAIL_LOCALE } from '../../domain/notifications/mail-catalogue.js';
import type { CustomerMailKind, MailBooking } from '../../domain/notifications/mail-types.js';
import { webhookBody, webhookEvent } from '../../domain/notifications/webhook-event.js';
import { toBookingView, type BookingView } from '../booking/booking-view.js';
import type { BookingChange, StoredBooking } from '../ports/booking.repository.js';
import type { OutboxDraft } from '../ports/outbox.repository.js';
import { storedMailPayload } from './outbox-mail.js';

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
 * What one booking change writes besides the change itself, in the same transaction
 * (docs/product.md §16): its history entry and its outbox messages. Every change records its messages on every
 * channel, whoever made it (docs/operations.md): the e-mails (what they are about; the sender composes
 * them, outbox-mail.ts) and the webhook event. Which channels exist is decided when sending, by
 * the instances that have them (DeliverOutboxService).
 */
@Injectable()
export class BookingChangeEffects {
  constructor(private readonly config: AppSettings) {}

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
        expiryRule: change.detail?.expiryRule,
        unverifiedMinutes: this.config.holdUnverifiedMinutes,
        byCustomer: change.type === 'cancelled' && change.actor === CUSTOMER_ACTOR,
        handover: change.detail?.handover,
      }),
    };
  }

  /**
   * The messages of the change; `newId` gives each its event id (a UUID). Customer e-mails get
   * their link to the booking page when they are sent (DeliverOutboxService): a token is never
   * stored, not even in the outbox.
   */
  messages(change: BookingChange, booking: StoredBooking, newId: () => string): OutboxDraft[] {
    const view = toBookingView(booking, this.config.holdPolicy);
    const drafts: OutboxDraft[] = [];
    const base = { bookingId: booking.id, reference: booking.reference };
    const awaitingKeep = booking.status === 'pending' && view.expiresAt !== null && expiryRule(booking, this.config.holdPolicy) === 'unverified';
    const mailBooking: MailBooking = { ...toMailBooking(view, bookingLocale(booking)), awaitingKeep };
    if (change.type === 'created') {
      drafts.push({ ...base, eventId: newId(), channel: 'email', topic: 'mail.staff.new-booking', payload: storedMailPayload({ mail: 'staff-new-booking', booking: mailBooking }) });
    }
    const kind = CUSTOMER_MAIL[change.type];
    if (kind) {
      drafts.push({ ...base, eventId: newId(), channel: 'email', topic: `mail.customer.${kind}`, payload: storedMailPayload({ mail: 'customer', kind, booking: mailBooking }) });
    }
    // A customer keeping their booking changes nothing for operators' tools (the webhook's types are fixed).
    if (change.type !== 'verified') {
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
