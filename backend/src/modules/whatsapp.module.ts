import { Module } from '@nestjs/common';
import { GraphApiWhatsAppCloud } from '../adapters/whatsapp/graph-api.whatsapp-cloud.js';
import { TypeOrmWhatsAppRepository } from '../adapters/persistence/repositories/typeorm-whatsapp.repository.js';
import { WhatsAppCloud } from '../application/ports/whatsapp-cloud.js';
import { WhatsAppRepository } from '../application/ports/whatsapp.repository.js';
import { ProcessWhatsAppDeliveriesService } from '../application/whatsapp/process-whatsapp-deliveries.service.js';
import { QueueWhatsAppRemindersService } from '../application/whatsapp/queue-whatsapp-reminders.service.js';
import { ReceiveWhatsAppWebhookService } from '../application/whatsapp/receive-whatsapp-webhook.service.js';
import { WhatsAppOverviewService } from '../application/whatsapp/whatsapp-overview.service.js';
import { WhatsAppTemplatesService } from '../application/whatsapp/whatsapp-templates.service.js';

const USE_CASES = [ReceiveWhatsAppWebhookService, ProcessWhatsAppDeliveriesService, QueueWhatsAppRemindersService, WhatsAppOverviewService, WhatsAppTemplatesService];

/**
 * WhatsApp (docs/operations.md): Meta's Cloud API and the WhatsApp tables bound to their ports, and
 * the use cases (the webhook, processing deliveries, reminders, status, inbox, templates).
 * CoreModule imports it; the booking services it uses (keep, change effects) come from CoreModule,
 * global.
 */
@Module({
  providers: [{ provide: WhatsAppCloud, useClass: GraphApiWhatsAppCloud }, { provide: WhatsAppRepository, useClass: TypeOrmWhatsAppRepository }, ...USE_CASES],
  exports: [WhatsAppCloud, WhatsAppRepository, ...USE_CASES],
})
export class WhatsAppModule {}
