import type { HistoryEventType } from '../booking/history.js';

/** The `type` of a webhook event for each kind of booking change (docs/operations.md). */
export const WEBHOOK_EVENT_TYPES = {
  created: 'booking.created',
  verified: 'booking.verified',
  confirmed: 'booking.confirmed',
  cancelled: 'booking.cancelled',
  expired: 'booking.expired',
  moved: 'booking.moved',
  checked_out: 'booking.checked_out',
  checked_in: 'booking.checked_in',
  // Payments and charges are history rows only: no webhook event is queued for them (application/money).
  payment: 'booking.payment',
  charge: 'booking.charge',
  // A WhatsApp message naming the booking is a history row only (application/whatsapp).
  whatsapp: 'booking.whatsapp',
} as const satisfies Record<HistoryEventType, string>;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[HistoryEventType];

/** The JSON body POSTed to WEBHOOK_URL: exactly these four fields. */
export type WebhookEvent<B> = { id: string; type: WebhookEventType; occurredAt: string; booking: B };

/** The event for one booking change; `booking` is the booking as it is after the change. */
export function webhookEvent<B>(id: string, change: HistoryEventType, occurredAt: Date, booking: B): WebhookEvent<B> {
  return { id, type: WEBHOOK_EVENT_TYPES[change], occurredAt: occurredAt.toISOString(), booking };
}

/**
 * The raw body as sent (and signed): the JSON of the event, keys in the order id, type,
 * occurredAt, booking. Stored as text in the outbox so every retry sends the same bytes.
 */
export function webhookBody<B>(event: WebhookEvent<B>): string {
  return JSON.stringify({ id: event.id, type: event.type, occurredAt: event.occurredAt, booking: event.booking });
}

/** The header names, and the signature header's value for a hex HMAC-SHA256 digest. */
export const WEBHOOK_EVENT_ID_HEADER = 'X-Rentals-Event-Id';
export const WEBHOOK_SIGNATURE_HEADER = 'X-Rentals-Signature';
export function signatureHeaderValue(hexDigest: string): string {
  return `sha256=${hexDigest}`;
}

/** True when an HTTP status counts as delivered (any 2xx); anything else is retried. */
export function isDelivered(status: number): boolean {
  return status >= 200 && status <= 299;
}
