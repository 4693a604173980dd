import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import type { InboundMessage, StatusUpdate } from '../../domain/whatsapp/inbound.js';
import type { WhatsAppTemplate } from '../../domain/whatsapp/templates.js';

/** What a customer message was: about a booking, about none (the inbox), STOP or START. */
export type InboundKind = 'booking' | 'unmatched' | 'stop' | 'start';

export type StoredDelivery = { id: number; body: string; receivedAt: Date };

/** A message of the inbox (naming no known booking), for staff. */
export type InboxMessage = { messageId: string; from: string; profileName: string | null; text: string; sentAt: Date };

/** One of our template messages, as its status callbacks left it. */
export type OutboundMessage = {
  eventId: string;
  reference: string | null;
  template: string;
  recipient: string;
  createdAt: Date;
  status: string;
  statusAt: Date | null;
  error: string | null;
  /** The outbox's view of it: pending (retrying), sent, failed, skipped, and its last error. */
  outboxStatus: string | null;
  outboxError: string | null;
  attempts: number;
};

/** The WhatsApp tables (migration 1767043000000-whatsapp.ts) outside a booking change. */
export abstract class WhatsAppRepository {
  /** Stores a signed delivery's raw body; answers its id. */
  abstract storeDelivery(body: string, at: Date): Promise<number>;
  /** Claims the oldest unprocessed delivery nobody holds for `leaseMs`; null when none. */
  abstract claimDelivery(leaseMs: number): Promise<StoredDelivery | null>;
  abstract finishDelivery(id: number): Promise<void>;
  /** A delivery whose processing failed: tried again once its lease has run out. */
  abstract failDelivery(id: number, error: string): Promise<void>;
  /** The newest delivery's time, and how many wait to be processed. */
  abstract deliveries(): Promise<{ last: Date | null; unprocessed: number }>;
  /** The messages naming no known booking, newest first. */
  abstract inbox(limit: number): Promise<InboxMessage[]>;
  /** When each of these bookings' customers last wrote on WhatsApp about it. */
  abstract lastWrote(bookingIds: readonly string[]): Promise<Map<string, Date>>;
  abstract optedOut(phone: string): Promise<boolean>;
  /** Applies a status callback to our message with Meta's id (a later status only); false when it is not ours. */
  abstract updateStatus(update: StatusUpdate): Promise<boolean>;
  /** Our message `eventId` was accepted by the Graph API as `messageId`. */
  abstract accepted(eventId: string, messageId: string, at: Date): Promise<void>;
  /** Our template messages created since `since`, newest first, with their outbox state. */
  abstract outbound(since: Date, limit: number): Promise<OutboundMessage[]>;
  /** Bookings that may have a reminder due: picked up in [pickupFrom, pickupTo] or returned in [returnFrom, returnTo]. */
  abstract reminderCandidates(w: { pickupFrom: string; pickupTo: string; returnFrom: string; returnTo: string }): Promise<StoredBooking[]>;
}

/** The WhatsApp writes of a unit of work (ports/unit-of-work.ts): with the booking change they belong to. */
export abstract class WhatsAppWrites {
  /** Records a customer message; false when its id was recorded before (a retry or a replay: do nothing). */
  abstract recordInbound(message: InboundMessage, kind: InboundKind, bookingId: string | null): Promise<boolean>;
  abstract optOut(phone: string, at: Date): Promise<void>;
  abstract optIn(phone: string): Promise<void>;
  /** Records a template message queued for a booking; false when that template was queued for it before (sent once). */
  abstract addOutbound(o: { eventId: string; bookingId: string; template: WhatsAppTemplate; recipient: string }): Promise<boolean>;
}
