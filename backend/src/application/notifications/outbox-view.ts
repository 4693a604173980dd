import type { OutboxMessage } from '../ports/outbox.repository.js';

/** An outbox message as `rentals outbox list --json` prints it (instants as ISO strings). */
export type OutboxMessageView = {
  id: number;
  eventId: string;
  channel: OutboxMessage['channel'];
  topic: string;
  reference: string | null;
  status: OutboxMessage['status'];
  attempts: number;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
  lastError: string | null;
};

export function toOutboxView(m: OutboxMessage): OutboxMessageView {
  return {
    id: m.id,
    eventId: m.eventId,
    channel: m.channel,
    topic: m.topic,
    reference: m.reference,
    status: m.status,
    attempts: m.attempts,
    createdAt: m.createdAt.toISOString(),
    nextAttemptAt: m.status === 'pending' ? m.nextAttemptAt.toISOString() : null,
    sentAt: m.sentAt?.toISOString() ?? null,
    lastError: m.lastError,
  };
}
