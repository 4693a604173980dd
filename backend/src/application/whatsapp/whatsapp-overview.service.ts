import { Injectable } from '@nestjs/common';
import { tbilisiInstant } from '../../domain/availability/hold-period.js';
import { todayInTbilisi } from '../../domain/shared/dates.js';
import { Clock } from '../ports/clock.js';
import { WhatsAppCloud, type WhatsAppSetup } from '../ports/whatsapp-cloud.js';
import { WhatsAppRepository, type InboxMessage, type OutboundMessage } from '../ports/whatsapp.repository.js';

export type WhatsAppStatus = {
  setup: WhatsAppSetup;
  lastWebhook: string | null;
  unprocessedDeliveries: number;
  today: string;
  /** Our template messages queued today (Tbilisi), newest first. */
  messages: OutboundMessage[];
  /** Those of them that failed (Meta's callback, or the outbox gave up) or are being retried. */
  failures: OutboundMessage[];
};

/** Failed for good, or failed at least once and retried by the outbox. */
export function isFailure(m: OutboundMessage): boolean {
  return m.status === 'failed' || m.outboxStatus === 'failed' || (m.outboxStatus === 'pending' && m.outboxError !== null);
}

/** What staff see of WhatsApp: `rentals whatsapp status` and `rentals whatsapp inbox`, /staff/whatsapp. */
@Injectable()
export class WhatsAppOverviewService {
  constructor(
    private readonly cloud: WhatsAppCloud,
    private readonly repository: WhatsAppRepository,
    private readonly clock: Clock,
  ) {}

  /** The messages naming no known booking, newest first. */
  inbox(limit = 50): Promise<InboxMessage[]> {
    return this.repository.inbox(Math.max(1, Math.min(500, Math.floor(limit))));
  }

  /** The configuration (never a secret), the last webhook, today's messages and failures. */
  async status(): Promise<WhatsAppStatus> {
    const today = todayInTbilisi(this.clock.now());
    const [deliveries, messages] = await Promise.all([this.repository.deliveries(), this.repository.outbound(tbilisiInstant(today), 500)]);
    return {
      setup: this.cloud.setup(),
      lastWebhook: deliveries.last?.toISOString() ?? null,
      unprocessedDeliveries: deliveries.unprocessed,
      today,
      messages,
      failures: messages.filter(isFailure),
    };
  }
}
