import { Injectable } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { Clock } from '../ports/clock.js';
import { WhatsAppCloud } from '../ports/whatsapp-cloud.js';
import { WhatsAppRepository } from '../ports/whatsapp.repository.js';
import { ProcessWhatsAppDeliveriesService } from './process-whatsapp-deliveries.service.js';

/** What the webhook answers: `off` (not configured here: 404), `refused` (403 / 401), or accepted. */
export type HandshakeAnswer = { outcome: 'off' } | { outcome: 'refused' } | { outcome: 'ok'; challenge: string };
export type DeliveryAnswer = 'off' | 'refused' | 'accepted';

/**
 * The WhatsApp webhook (GET and POST /api/whatsapp/webhook, docs/operations.md): Meta's
 * verification handshake, and signed deliveries stored first, then processed from the store
 * (ProcessWhatsAppDeliveriesService) after the answer. Without WHATSAPP_APP_SECRET and
 * WHATSAPP_VERIFY_TOKEN the webhook is off (404).
 */
@Injectable()
export class ReceiveWhatsAppWebhookService {
  constructor(
    private readonly config: AppSettings,
    private readonly cloud: WhatsAppCloud,
    private readonly repository: WhatsAppRepository,
    private readonly process: ProcessWhatsAppDeliveriesService,
    private readonly clock: Clock,
  ) {}

  handshake(mode: unknown, token: unknown, challenge: unknown): HandshakeAnswer {
    if (!this.config.whatsappReceiving) return { outcome: 'off' };
    if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || !challenge || challenge.length > 200) return { outcome: 'refused' };
    return this.cloud.verifyTokenMatches(token) ? { outcome: 'ok', challenge } : { outcome: 'refused' };
  }

  /** Checks the signature over the raw bytes, stores the delivery (nothing is recorded for a bad one) and processes it after the answer. */
  async deliver(raw: Uint8Array, signature: string | undefined): Promise<DeliveryAnswer> {
    if (!this.config.whatsappReceiving) return 'off';
    if (!this.cloud.signatureValid(raw, signature)) return 'refused';
    await this.repository.storeDelivery(new TextDecoder('utf-8').decode(raw), this.clock.now());
    this.process.kick();
    return 'accepted';
  }
}
