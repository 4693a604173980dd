import { Injectable } from '@nestjs/common';
import { listLimit } from '../booking/list-bookings.service.js';
import { OutboxRepository, type OutboxStatus } from '../ports/outbox.repository.js';
import { toOutboxView, type OutboxMessageView } from './outbox-view.js';

export const DEFAULT_OUTBOX_LIMIT = 50;
export const MAX_OUTBOX_LIMIT = 10_000;

/** The outbox, newest first (`failed` only: the messages given up after 24 hours of retries). */
@Injectable()
export class ListOutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

  async execute(query: { status?: OutboxStatus; limit?: number | string } = {}): Promise<{ messages: OutboxMessageView[]; counts: Record<OutboxStatus, number> }> {
    const limit = listLimit(query.limit, DEFAULT_OUTBOX_LIMIT, MAX_OUTBOX_LIMIT);
    const [messages, counts] = await Promise.all([this.outbox.list({ status: query.status, limit }), this.outbox.counts()]);
    return { messages: messages.map(toOutboxView), counts };
  }
}
