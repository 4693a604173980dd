import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import { bookingTemplateMessage } from '../../domain/whatsapp/booking-templates.js';
import { WHATSAPP_TEMPLATES, type WhatsAppTemplate } from '../../domain/whatsapp/templates.js';
import type { OutboxDraft } from '../ports/outbox.repository.js';
import type { TransactionRepositories } from '../ports/unit-of-work.js';

const TOPIC_PREFIX = 'whatsapp.';

/** The outbox message of a template about a booking (its Graph API body as the payload); null when the booking's phone is no E.164 number. */
export function whatsappDraft(template: WhatsAppTemplate, booking: StoredBooking, extra: { heldUntil?: string | null; reviewUrl?: string }, eventId: string): OutboxDraft | null {
  const message = bookingTemplateMessage(template, booking, extra);
  if (!message) return null;
  return { eventId, channel: 'whatsapp', topic: `${TOPIC_PREFIX}${template}`, bookingId: booking.id, reference: booking.reference, payload: JSON.stringify(message) };
}

function templateOf(topic: string): WhatsAppTemplate | null {
  const name = topic.startsWith(TOPIC_PREFIX) ? topic.slice(TOPIC_PREFIX.length) : '';
  return WHATSAPP_TEMPLATES.find((t) => t === name) ?? null;
}

/** The recipient (E.164 digits) of a stored WhatsApp message; null when the payload is not one. */
export function recipientOf(payload: string): string | null {
  try {
    const to = (JSON.parse(payload) as { to?: unknown } | null)?.to;
    return typeof to === 'string' && /^\d{6,15}$/.test(to) ? to : null;
  } catch {
    return null;
  }
}

/**
 * Records the WhatsApp drafts among `drafts` as our template messages (whatsapp_outbound, one per
 * booking and template) in the transaction that queues them, and answers the drafts to queue:
 * a template already queued for its booking is left out (a reminder is sent once).
 */
export async function queueOnce(tx: TransactionRepositories, drafts: readonly OutboxDraft[]): Promise<OutboxDraft[]> {
  const kept: OutboxDraft[] = [];
  for (const d of drafts) {
    // Only a WhatsApp draft's payload is read (an e-mail's is a whole booking: parsing it for nothing was 2 % of a booking's CPU).
    if (d.channel === 'whatsapp') {
      const template = templateOf(d.topic);
      const recipient = recipientOf(d.payload);
      if (!template || !d.bookingId || !recipient) continue;
      if (!(await tx.whatsapp.addOutbound({ eventId: d.eventId, bookingId: d.bookingId, template, recipient }))) continue;
    }
    kept.push(d);
  }
  return kept;
}
