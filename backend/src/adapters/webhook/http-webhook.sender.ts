import { Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { WebhookSender } from '../../application/ports/webhook-sender.js';
import { AppConfig } from '../../config/app-config.js';
import { isDelivered, signatureHeaderValue, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '../../domain/notifications/webhook-event.js';

/** How long one POST may take before the attempt counts as failed. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** The X-Rentals-Signature value: `sha256=` + hex HMAC-SHA256 of the raw body with the secret. */
export function signWebhookBody(body: string, secret: string): string {
  return signatureHeaderValue(createHmac('sha256', secret).update(body, 'utf8').digest('hex'));
}

/** POSTs the event's raw body to WEBHOOK_URL with the event id and signature headers (docs/operations.md). */
@Injectable()
export class HttpWebhookSender extends WebhookSender {
  constructor(private readonly config: AppConfig) {
    super();
  }

  get configured(): boolean {
    return this.config.webhookConfigured;
  }

  async send(eventId: string, body: string): Promise<void> {
    const { webhookUrl, webhookSecret } = this.config;
    if (!webhookUrl || !webhookSecret) throw new Error('the webhook is not configured (WEBHOOK_URL and WEBHOOK_SECRET)');
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'rentals-webhook/1',
        [WEBHOOK_EVENT_ID_HEADER]: eventId,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(body, webhookSecret),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    if (!isDelivered(response.status)) throw new Error(`the receiver answered HTTP ${response.status}`);
  }
}
