import { Module } from '@nestjs/common';
import { NodemailerMailer } from '../adapters/mail/nodemailer.mailer.js';
import { HttpWebhookSender } from '../adapters/webhook/http-webhook.sender.js';
import { BookingChangeEffects } from '../application/notifications/booking-change-effects.js';
import { DeliverOutboxService } from '../application/notifications/deliver-outbox.service.js';
import { ListOutboxService } from '../application/notifications/list-outbox.service.js';
import { RetryOutboxService } from '../application/notifications/retry-outbox.service.js';
import { Mailer } from '../application/ports/mailer.js';
import { WebhookSender } from '../application/ports/webhook-sender.js';
import { SharedModule } from './shared.module.js';

const USE_CASES = [BookingChangeEffects, DeliverOutboxService, ListOutboxService, RetryOutboxService];

/** E-mails and webhooks: what a booking change sends (the outbox), delivered by the worker, listed and retried by staff. */
@Module({
  imports: [SharedModule],
  providers: [{ provide: Mailer, useClass: NodemailerMailer }, { provide: WebhookSender, useClass: HttpWebhookSender }, ...USE_CASES],
  exports: USE_CASES,
})
export class MessagingModule {}
