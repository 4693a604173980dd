import { Injectable, Logger } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { redactContacts } from '../../domain/notifications/redact.js';
import { retryDecision } from '../../domain/notifications/retry-schedule.js';
import { Mailer } from '../ports/mailer.js';
import { OUTBOX_CHANNELS, OutboxRepository, type ClaimedMessage, type OutboxChannel } from '../ports/outbox.repository.js';
import { WebhookSender } from '../ports/webhook-sender.js';
import { composeStoredMail, customerMailBooking } from './outbox-mail.js';
import { bookingPagePath } from '../../domain/booking/booking-page.js';
import { DEFAULT_LOCALE, isLocale } from '../../domain/site/locales.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { BookingTokens } from '../ports/booking-tokens.js';
import { Clock } from '../ports/clock.js';
import { WhatsAppCloud } from '../ports/whatsapp-cloud.js';
import { WhatsAppRepository } from '../ports/whatsapp.repository.js';
import { recipientOf } from '../whatsapp/whatsapp-drafts.js';

/** How long a claim keeps other senders away: well above the SMTP and HTTP time limits (10 s). */
export const OUTBOX_LEASE_MS = 2 * 60_000;
export const OUTBOX_BATCH = 20;

/**
 * A message of a channel that no sender has (no instance has SMTP_URL, or no WEBHOOK_URL) stays
 * pending this long for an instance that has it, then a sender without it marks it `skipped`
 * (docs/operations.md, the outbox).
 */
export const UNSENDABLE_AFTER_MS = 24 * 60 * 60_000;
/** How often a sender looks for such messages. */
const SKIP_CHECK_EVERY_MS = 60_000;

export type DeliveryResult = { claimed: number; sent: number; retrying: number; failed: number; skipped: number };

const CHANNEL_SETTING: Record<OutboxChannel, string> = {
  email: 'SMTP_URL and MAIL_FROM',
  webhook: 'WEBHOOK_URL and WEBHOOK_SECRET',
  whatsapp: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID',
};

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
 *
 * It claims only the channels configured here; an e-mail is composed here, with this instance's
 * configuration (outbox-mail.ts). A staff e-mail where STAFF_EMAIL is unset is `skipped`, and so
 * is a message of a channel configured nowhere once it has waited UNSENDABLE_AFTER_MS untried.
 */
@Injectable()
export class DeliverOutboxService {
  private readonly logger = new Logger('Outbox');
  private lastSkipCheck = 0;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly mailer: Mailer,
    private readonly webhook: WebhookSender,
    private readonly config: AppSettings,
    private readonly bookings: BookingRepository,
    private readonly tokens: BookingTokens,
    private readonly clock: Clock,
    private readonly whatsapp: WhatsAppCloud,
    private readonly whatsappMessages: WhatsAppRepository,
  ) {}

  /**
   * A link to the customer's booking page for one e-mail (docs/product.md §13): a token made now, its
   * SHA-256 stored, the token itself only in the e-mail. Null when the booking is gone.
   */
  private async bookingPageUrl(payload: string): Promise<string | null> {
    const booking = customerMailBooking(payload);
    if (!booking) return null;
    const page = this.tokens.issue();
    if (!(await this.bookings.addToken({ reference: booking.reference }, page.hash, this.clock.now(), 'email'))) return null;
    return `${this.config.linkOrigin}${bookingPagePath(page.token, isLocale(booking.locale) ? booking.locale : DEFAULT_LOCALE)}`;
  }

  /** The channels this instance can send. */
  channels(): OutboxChannel[] {
    const configured: Record<OutboxChannel, boolean> = { email: this.mailer.configured, webhook: this.webhook.configured, whatsapp: this.config.whatsappSending };
    return OUTBOX_CHANNELS.filter((c) => configured[c]);
  }

  async deliverDue(holder: string, opts: { limit?: number; stopping?: () => boolean } = {}): Promise<DeliveryResult> {
    const channels = this.channels();
    const skippedUntried = await this.skipUnsendable(channels);
    const claimed = await this.outbox.claimDue(holder, opts.limit ?? OUTBOX_BATCH, OUTBOX_LEASE_MS, channels);
    const result: DeliveryResult = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0, skipped: skippedUntried };
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

  /** Marks `skipped` the untried messages of the channels missing here that waited too long (at most once a minute). */
  private async skipUnsendable(channels: OutboxChannel[]): Promise<number> {
    const missing = OUTBOX_CHANNELS.filter((c) => !channels.includes(c));
    if (missing.length === 0 || Date.now() - this.lastSkipCheck < SKIP_CHECK_EVERY_MS) return 0;
    this.lastSkipCheck = Date.now();
    let skipped = 0;
    for (const channel of missing) {
      const hours = UNSENDABLE_AFTER_MS / 3_600_000;
      const n = await this.outbox.skipUntried([channel], UNSENDABLE_AFTER_MS, `no instance with ${CHANNEL_SETTING[channel]} sent it within ${hours} hours`);
      if (n > 0) this.logger.log(`${n} ${channel} message(s) skipped: no instance with ${CHANNEL_SETTING[channel]} sent them within ${hours} hours`);
      skipped += n;
    }
    return skipped;
  }

  private async deliver(message: ClaimedMessage, holder: string): Promise<'sent' | 'retrying' | 'failed' | 'skipped'> {
    const what = `#${message.id} ${message.topic}${message.reference ? ` ${message.reference}` : ''}`;
    try {
      if (message.channel === 'email') {
        const mail = composeStoredMail(message.payload, {
          site: this.config.site,
          staffEmail: this.config.staffEmail,
          confirmHours: this.config.bookingConfirmHours,
          bookingPageUrl: await this.bookingPageUrl(message.payload),
        });
        if (!mail) {
          await this.outbox.markSkipped(message.id, holder, 'STAFF_EMAIL is not set where e-mail is sent: no staff recipient');
          this.logger.log(`${what} skipped: STAFF_EMAIL is not set`);
          return 'skipped';
        }
        await this.mailer.send(mail, message.eventId);
      } else if (message.channel === 'whatsapp') {
        const to = recipientOf(message.payload);
        if (!to || (await this.whatsappMessages.optedOut(to))) {
          await this.outbox.markSkipped(message.id, holder, to ? 'the recipient wrote STOP on WhatsApp' : 'no WhatsApp number');
          this.logger.log(`${what} skipped: ${to ? 'the recipient opted out (STOP)' : 'no WhatsApp number'}`);
          return 'skipped';
        }
        const messageId = await this.whatsapp.sendMessage(message.payload);
        await this.whatsappMessages.accepted(message.eventId, messageId, this.clock.now());
      } else await this.webhook.send(message.eventId, message.payload);
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
