import { Injectable } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { bookingSummary } from '../../domain/booking/booking-summary.js';
import { CUSTOMER_ACTOR, historyDetail, type HistoryEntry, type HistoryEventType } from '../../domain/booking/history.js';
import { expiryRule, type ExpiryRule } from '../../domain/booking/hold-policy.js';
import { DEFAULT_MAIL_LOCALE } from '../../domain/notifications/mail-catalogue.js';
import type { CustomerMailKind, MailBooking } from '../../domain/notifications/mail-types.js';
import { webhookBody, webhookEvent } from '../../domain/notifications/webhook-event.js';
import { toBookingView, type BookingView } from '../booking/booking-view.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import type { NewHistoryEntry } from '../ports/booking-history.repository.js';
import type { OutboxDraft } from '../ports/outbox.repository.js';
import type { TransactionRepositories } from '../ports/unit-of-work.js';
import { storedMailPayload } from './outbox-mail.js';
import { queueOnce, whatsappDraft } from '../whatsapp/whatsapp-drafts.js';

/** One change of a booking, as the application service that makes it records it. */
export type BookingChange = {
  type: HistoryEventType;
  bookingId: string;
  reference: string;
  at: Date;
  /** Who made it: `visitor` (created), `system` (expired), `customer`, a staff member's name (confirm, cancel, move, handover). */
  actor: string;
  /**
   * For `moved`: the labels of the units before and after; for `expired`, the rule that expired it;
   * for `checked_out` and `checked_in`, the handover's detail.
   */
  detail?: { fromUnit?: string | null; toUnit?: string; expiryRule?: ExpiryRule; handover?: string; whatsapp?: string };
};

/** The e-mail to the customer after each kind of change (a move changes nothing for them). */
const CUSTOMER_MAIL: Partial<Record<BookingChange['type'], CustomerMailKind>> = {
  created: 'received',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** The booking's language: its `locale` when the booking has one (a later migration adds it), else en. */
export function bookingLocale(booking: StoredBooking): string {
  const locale = booking.locale;
  return typeof locale === 'string' && locale.trim() ? locale.trim().toLowerCase() : DEFAULT_MAIL_LOCALE;
}

/**
 * What one booking change writes besides the change itself, in the same transaction
 * (docs/product.md §16): its history entry and its outbox messages, decided here and written by
 * `record` through the unit of work's repositories. Every change records its messages on every
 * channel, whoever made it (docs/operations.md): the e-mails (what they are about; the sender composes
 * them, outbox-mail.ts) and the webhook event. Which channels exist is decided when sending, by
 * the instances that have them (DeliverOutboxService).
 */
@Injectable()
export class BookingChangeEffects {
  constructor(private readonly config: AppSettings) {}

  /**
   * Writes the history entries and outbox messages of `changes` in the transaction `tx` that made
   * them, batched (an expiry sweep of many bookings is a few statements). Each is made from the
   * booking as the transaction sees it after the change: from `known` when the caller has it at
   * hand, else read through `tx`. `extra`: further messages of these changes (the agreement at
   * check-out), queued after theirs.
   */
  async record(tx: TransactionRepositories, changes: readonly BookingChange[], known: readonly StoredBooking[] = [], extra: readonly OutboxDraft[] = []): Promise<void> {
    if (changes.length === 0) return;
    const bookings = new Map(known.map((b) => [b.id, b]));
    const missing = [...new Set(changes.map((c) => c.bookingId))].filter((id) => !bookings.has(id));
    if (missing.length > 0) for (const b of await tx.bookings.read(missing)) bookings.set(b.id, b);
    const history: NewHistoryEntry[] = [];
    const messages: OutboxDraft[] = [];
    for (const change of changes) {
      const booking = bookings.get(change.bookingId);
      if (!booking) throw new Error(`booking ${change.reference} vanished inside its own change`);
      history.push({ ...this.history(change, booking), bookingId: booking.id });
      messages.push(...this.messages(change, booking, newEventId));
    }
    messages.push(...extra);
    await tx.history.add(history);
    const queued = await queueOnce(tx, messages);
    if (queued.length > 0) await tx.outbox.add(queued);
  }

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
        whatsapp: change.detail?.whatsapp,
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
    // The WhatsApp template of a new booking, where WhatsApp is configured (nothing changes without it).
    const whatsapp = change.type === 'created' && this.config.whatsappSending ? whatsappDraft('booking_received', booking, { heldUntil: view.expiresAt }, newId()) : null;
    if (whatsapp) drafts.push(whatsapp);
    const kind = CUSTOMER_MAIL[change.type];
    if (kind) {
      drafts.push({ ...base, eventId: newId(), channel: 'email', topic: `mail.customer.${kind}`, payload: storedMailPayload({ mail: 'customer', kind, booking: mailBooking }) });
    }
    // A customer keeping their booking, or writing on WhatsApp, changes nothing for operators' tools (the webhook's types are fixed).
    if (change.type !== 'verified' && change.type !== 'whatsapp') {
      const event = webhookEvent(newId(), change.type, change.at, view);
      drafts.push({ ...base, eventId: event.id, channel: 'webhook', topic: event.type, payload: webhookBody(event) });
    }
    return drafts;
  }
}

/** A new event id (a UUID; Web Crypto, global in Node 20: no node: import in the application). */
export function newEventId(): string {
  return globalThis.crypto.randomUUID();
}

/** What the e-mails say about a booking, in `locale` (the agreement mail at check-out takes it too). */
export function toMailBooking(v: BookingView, locale: string): MailBooking {
  return { ...bookingSummary(v), totalPrice: v.totalPrice, botScore: v.botScore, locale, expiresAt: v.expiresAt, breakdown: v.breakdown };
}
