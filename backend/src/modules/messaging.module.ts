import { Module } from '@nestjs/common';
import { NodemailerMailer } from '../adapters/mail/nodemailer.mailer.js';
import { HttpWebhookSender } from '../adapters/webhook/http-webhook.sender.js';
import { GraphApiWhatsAppCloud } from '../adapters/whatsapp/graph-api.whatsapp-cloud.js';
import { TypeOrmWhatsAppRepository } from '../adapters/persistence/repositories/typeorm-whatsapp.repository.js';
import { WhatsAppCloud } from '../application/ports/whatsapp-cloud.js';
import { WhatsAppRepository } from '../application/ports/whatsapp.repository.js';
import { BookingChangeEffects } from '../application/notifications/booking-change-effects.js';
import { DeliverOutboxService } from '../application/notifications/deliver-outbox.service.js';
import { ListOutboxService } from '../application/notifications/list-outbox.service.js';
import { RetryOutboxService } from '../application/notifications/retry-outbox.service.js';
import { Mailer } from '../application/ports/mailer.js';
import { WebhookSender } from '../application/ports/webhook-sender.js';
import { SharedModule } from './shared.module.js';

const USE_CASES = [BookingChangeEffects, DeliverOutboxService, ListOutboxService, RetryOutboxService];

/** E-mails, webhooks and WhatsApp messages: what a booking change sends (the outbox), delivered by the worker, listed and retried by staff; the WhatsApp Cloud API and its tables (the use cases: WhatsAppModule). */
@Module({
  imports: [SharedModule],
  providers: [
    { provide: Mailer, useClass: NodemailerMailer },
    { provide: WebhookSender, useClass: HttpWebhookSender },
    { provide: WhatsAppCloud, useClass: GraphApiWhatsAppCloud },
    { provide: WhatsAppRepository, useClass: TypeOrmWhatsAppRepository },
    ...USE_CASES,
  ],
  exports: [WhatsAppCloud, WhatsAppRepository, ...USE_CASES],
})
export class MessagingModule {}
