import { Injectable, Logger } from '@nestjs/common';
import { redactContacts } from '../../domain/notifications/html.js';
import { retryDecision } from '../../domain/notifications/retry-schedule.js';
import { Mailer } from '../ports/mailer.js';
import { OutboxRepository, type ClaimedMessage } from '../ports/outbox.repository.js';
import { WebhookSender } from '../ports/webhook-sender.js';
import { parseMailPayload } from './booking-change-effects.js';

/** How long a claim keeps other senders away: well above the SMTP and HTTP time limits (10 s). */
export const OUTBOX_LEASE_MS = 2 * 60_000;
export const OUTBOX_BATCH = 20;

export type DeliveryResult = { claimed: number; sent: number; retrying: number; failed: number };

/** The one-line, contact-free description of a send failure (the cause's code when there is one). */
export function describeFailure(e: unknown): string {
  const err = e as { message?: unknown; code?: unknown; cause?: { code?: unknown; message?: unknown } } | null;
  const parts = [String(err?.message ?? e)];
  const cause = err?.cause?.code ?? err?.cause?.message;
  if (cause && !parts[0].includes(String(cause))) parts.push(`(${String(cause)})`);
  return redactContacts(parts.join(' ').replace(/\s+/g, ' ').trim());
}

/**
 * Sends the due messages of the outbox once (the server's worker calls it in a loop; `rentals
 * outbox send` once): claims a batch under a lease, sends each, marks it sent, or after a failure
 * schedules the next attempt (domain retry schedule) or gives up after 24 hours of retries.
 * No e-mail address or phone number reaches a log line.
 */
@Injectable()
export class DeliverOutboxService {
  private readonly logger = new Logger('Outbox');

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly mailer: Mailer,
    private readonly webhook: WebhookSender,
  ) {}

  async deliverDue(holder: string, opts: { limit?: number; stopping?: () => boolean } = {}): Promise<DeliveryResult> {
    const claimed = await this.outbox.claimDue(holder, opts.limit ?? OUTBOX_BATCH, OUTBOX_LEASE_MS);
    const result: DeliveryResult = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0 };
    for (const message of claimed) {
      if (opts.stopping?.()) {
        // Stopping: give the rest back at once (no attempt was made), for another instance or the next start.
        await this.outbox.release(message.id, holder).catch(() => undefined); // else its lease runs out in 2 min
        continue;
      }
      const outcome = await this.deliver(message, holder);
      result[outcome]++;
    }
    return result;
  }

  private async deliver(message: ClaimedMessage, holder: string): Promise<'sent' | 'retrying' | 'failed'> {
    const what = `#${message.id} ${message.topic}${message.reference ? ` ${message.reference}` : ''}`;
    try {
      if (message.channel === 'email') await this.mailer.send(parseMailPayload(message.payload), message.eventId);
      else await this.webhook.send(message.eventId, message.payload);
    } catch (e) {
      const reason = describeFailure(e);
      const decision = retryDecision(message.attempts, message.retrySince.getTime(), message.claimedAt.getTime());
      await this.outbox.markFailed(message.id, holder, reason, decision.retry ? decision.pauseMs : null);
      if (decision.retry) {
        this.logger.warn(`${what}: attempt ${message.attempts} failed (${reason}); next attempt in ${Math.round(decision.pauseMs / 1000)} s`);
        return 'retrying';
      }
      this.logger.error(`${what}: attempt ${message.attempts} failed (${reason}); retried for 24 hours, given up (rentals outbox retry ${message.id})`);
      return 'failed';
    }
    if (await this.outbox.markSent(message.id, holder)) this.logger.log(`${what} sent (attempt ${message.attempts})`);
    else this.logger.warn(`${what} sent, but its lease had run out before it was marked`);
    return 'sent';
  }
}
