import { Global, Module, type INestApplicationContext, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CancelBookingService } from './application/booking/cancel-booking.service.js';
import { ChangeBookingStatus } from './application/booking/change-booking-status.js';
import { ConfirmBookingService } from './application/booking/confirm-booking.service.js';
import { CreateBookingService } from './application/booking/create-booking.service.js';
import { PriceBookingService } from './application/booking/price-booking.service.js';
import { ExpireUnconfirmedService } from './application/booking/expire-unconfirmed.service.js';
import { ViewBookingPageService } from './application/booking/view-booking-page.service.js';
import { KeepBookingService } from './application/booking/keep-booking.service.js';
import { CancelOwnBookingService } from './application/booking/cancel-own-booking.service.js';
import { PurgeBookingLinksService } from './application/booking/purge-booking-links.service.js';
import { FindBookingService } from './application/booking/find-booking.service.js';
import { ListBookingsService } from './application/booking/list-bookings.service.js';
import { BotCheckService } from './application/bot-check/bot-check.service.js';
import { ListFleetService } from './application/fleet/list-fleet.service.js';
import { CarPhotosService } from './application/fleet/car-photos.service.js';
import { ImageProcessor } from './application/ports/image-processor.js';
import { SharpImageProcessor } from './adapters/images/sharp-image.processor.js';
import { HealthService } from './application/health/health.service.js';
import { BotVerifier } from './application/ports/bot-verifier.js';
import { Clock } from './application/ports/clock.js';
import { QuotePriceService } from './application/pricing/quote-price.service.js';
import { CurrentPrices } from './application/pricing/current-prices.service.js';
import { PriceListService } from './application/pricing/price-list.service.js';
import { ChangePricesService } from './application/pricing/change-prices.service.js';
import { CatalogueCarsService } from './application/fleet/catalogue-cars.service.js';
import { LatestClickService } from './application/tracking/latest-click.service.js';
import { SaveClickService } from './application/tracking/save-click.service.js';
import { ClearVisitsService } from './application/visits/clear-visits.service.js';
import { ListVisitsService } from './application/visits/list-visits.service.js';
import { PurgeVisitsService } from './application/visits/purge-visits.service.js';
import { RecordVisitService } from './application/visits/record-visit.service.js';
import { CheckAvailabilityService } from './application/availability/check-availability.service.js';
import { MoveBookingService } from './application/booking/move-booking.service.js';
import { AddUnitService } from './application/units/add-unit.service.js';
import { BlockUnitService } from './application/units/block-unit.service.js';
import { FleetCalendarService } from './application/units/fleet-calendar.service.js';
import { ListBlocksService } from './application/units/list-blocks.service.js';
import { ListUnitsService } from './application/units/list-units.service.js';
import { ReactivateUnitService } from './application/units/reactivate-unit.service.js';
import { RemoveBlockService } from './application/units/remove-block.service.js';
import { RetireUnitService } from './application/units/retire-unit.service.js';
import { SystemClock } from './adapters/clock/system.clock.js';
import { NodemailerMailer } from './adapters/mail/nodemailer.mailer.js';
import { PdfkitAgreementRenderer } from './adapters/pdf/pdfkit-agreement.renderer.js';
import { HttpWebhookSender } from './adapters/webhook/http-webhook.sender.js';
import { BookingChangeEffects } from './application/notifications/booking-change-effects.js';
import { DeliverOutboxService } from './application/notifications/deliver-outbox.service.js';
import { ListOutboxService } from './application/notifications/list-outbox.service.js';
import { RetryOutboxService } from './application/notifications/retry-outbox.service.js';
import { Mailer } from './application/ports/mailer.js';
import { AgreementRenderer } from './application/ports/agreement-renderer.js';
import { WebhookSender } from './application/ports/webhook-sender.js';
import { BackupService } from './application/backup/backup.service.js';
import { AdminTokenService } from './application/admin/admin-token.service.js';
import { RunRetentionService } from './application/retention/run-retention.service.js';
import { ExportConversionsService } from './application/tracking/export-conversions.service.js';
import { PersistenceModule } from './adapters/persistence/persistence.module.js';
import { RecaptchaVerifier } from './adapters/recaptcha/recaptcha.verifier.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { STAFF_CORE_ADAPTERS, STAFF_SERVICES } from './staff-services.js';
import { AGENT_SERVICES } from './application/agent-services.js';
import { MONEY_CORE_ADAPTERS, MONEY_SERVICES } from './money-services.js';
import { VitalsModule } from './modules/vitals.module.js';

export const APPLICATION_SERVICES = [
  CurrentPrices,
  { provide: QuotePriceService, useFactory: (prices: CurrentPrices) => new QuotePriceService(prices), inject: [CurrentPrices] },
  PriceListService,
  ChangePricesService,
  CatalogueCarsService,
  {
    provide: ListFleetService,
    useFactory: (config: AppConfig, prices: CurrentPrices, photos: CarPhotosService) =>
      new ListFleetService(config.site.videoIds, () => prices.get(), () => photos.sitePhotos()),
    inject: [AppConfig, CurrentPrices, CarPhotosService],
  },
  CreateBookingService,
  PriceBookingService,
  FindBookingService,
  ListBookingsService,
  ChangeBookingStatus,
  ConfirmBookingService,
  CancelBookingService,
  ExpireUnconfirmedService,
  ViewBookingPageService,
  KeepBookingService,
  CancelOwnBookingService,
  PurgeBookingLinksService,
  SaveClickService,
  LatestClickService,
  RecordVisitService,
  ListVisitsService,
  ClearVisitsService,
  PurgeVisitsService,
  BotCheckService,
  HealthService,
  CheckAvailabilityService,
  MoveBookingService,
  ListUnitsService,
  AddUnitService,
  RetireUnitService,
  ReactivateUnitService,
  BlockUnitService,
  ListBlocksService,
  RemoveBlockService,
  FleetCalendarService,
  BookingChangeEffects,
  DeliverOutboxService,
  ListOutboxService,
  RetryOutboxService,
  ExportConversionsService,
  BackupService,
  AdminTokenService,
  RunRetentionService,
  CarPhotosService,
  ...STAFF_SERVICES,
  ...AGENT_SERVICES,
  ...MONEY_SERVICES,
];

/**
 * Configuration + persistence + application services, no HTTP and no scheduler: what the CLI boots
 * (`createCoreContext`) and what AppModule builds on. Global: the adapters' modules (HTTP, staff
 * pages, scheduler) get its services without importing the composition root (a lint rule keeps
 * adapters from importing it, docs/architecture.md).
 */
@Global()
@Module({
  imports: [ConfigModule, PersistenceModule, VitalsModule],
  providers: [
    { provide: Clock, useClass: SystemClock },
    { provide: BotVerifier, useClass: RecaptchaVerifier },
    { provide: Mailer, useClass: NodemailerMailer },
    { provide: WebhookSender, useClass: HttpWebhookSender },
    ...STAFF_CORE_ADAPTERS,
    ...MONEY_CORE_ADAPTERS,
    { provide: AgreementRenderer, useClass: PdfkitAgreementRenderer },
    { provide: ImageProcessor, useClass: SharpImageProcessor },
    ...APPLICATION_SERVICES,
  ],
  exports: [ConfigModule, PersistenceModule, VitalsModule, Clock, BotVerifier, Mailer, WebhookSender, AgreementRenderer, ...APPLICATION_SERVICES.map((s) => ('provide' in s ? s.provide : s))],
})
export class CoreModule {}

/**
 * Boots CoreModule as a Nest application context (the CLI's entry point). Errors are thrown (never
 * `process.exit`); call `close()` on the result to end the pool and, if this process hosts it, the
 * embedded database.
 */
export function createCoreContext(options: { logger?: LogLevel[] | false } = {}): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(CoreModule, { logger: options.logger ?? ['error', 'warn'], abortOnError: false });
}
