import { Module } from '@nestjs/common';
import { ProcessWhatsAppDeliveriesService } from '../application/whatsapp/process-whatsapp-deliveries.service.js';
import { QueueWhatsAppRemindersService } from '../application/whatsapp/queue-whatsapp-reminders.service.js';
import { ReceiveWhatsAppWebhookService } from '../application/whatsapp/receive-whatsapp-webhook.service.js';
import { WhatsAppOverviewService } from '../application/whatsapp/whatsapp-overview.service.js';
import { WhatsAppTemplatesService } from '../application/whatsapp/whatsapp-templates.service.js';
import { BookingModule } from './booking.module.js';
import { MessagingModule } from './messaging.module.js';
import { SharedModule } from './shared.module.js';

const USE_CASES = [ReceiveWhatsAppWebhookService, ProcessWhatsAppDeliveriesService, QueueWhatsAppRemindersService, WhatsAppOverviewService, WhatsAppTemplatesService];

/**
 * WhatsApp (docs/operations.md): the use cases (the webhook, processing deliveries, reminders,
 * status, inbox, templates); the Cloud API and the WhatsApp tables are bound in MessagingModule (the
 * outbox sends through them).
 */
@Module({
  imports: [SharedModule, MessagingModule, BookingModule],
  providers: USE_CASES,
  exports: USE_CASES,
})
export class WhatsAppModule {}
