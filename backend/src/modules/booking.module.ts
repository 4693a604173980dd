import { Module } from '@nestjs/common';
import { RecaptchaVerifier } from '../adapters/recaptcha/recaptcha.verifier.js';
import { CancelBookingService } from '../application/booking/cancel-booking.service.js';
import { CancelOwnBookingService } from '../application/booking/cancel-own-booking.service.js';
import { ChangeBookingStatus } from '../application/booking/change-booking-status.js';
import { ConfirmBookingService } from '../application/booking/confirm-booking.service.js';
import { CreateBookingService } from '../application/booking/create-booking.service.js';
import { PriceBookingService } from '../application/booking/price-booking.service.js';
import { ExpireUnconfirmedService } from '../application/booking/expire-unconfirmed.service.js';
import { FindBookingService } from '../application/booking/find-booking.service.js';
import { KeepBookingService } from '../application/booking/keep-booking.service.js';
import { ListBookingsService } from '../application/booking/list-bookings.service.js';
import { MoveBookingService } from '../application/booking/move-booking.service.js';
import { PurgeBookingLinksService } from '../application/booking/purge-booking-links.service.js';
import { ViewBookingPageService } from '../application/booking/view-booking-page.service.js';
import { BotCheckService } from '../application/bot-check/bot-check.service.js';
import { BotVerifier } from '../application/ports/bot-verifier.js';
import { ExportConversionsService } from '../application/tracking/export-conversions.service.js';
import { LatestClickService } from '../application/tracking/latest-click.service.js';
import { SaveClickService } from '../application/tracking/save-click.service.js';
import { MessagingModule } from './messaging.module.js';
import { MoneyModule } from './money.module.js';
import { PricingModule } from './pricing.module.js';
import { SharedModule } from './shared.module.js';

const USE_CASES = [
  BotCheckService,
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
  MoveBookingService,
  SaveClickService,
  LatestClickService,
  ExportConversionsService,
];

/**
 * Bookings: made (with the bot check and the ad click), found and listed, confirmed, kept, cancelled,
 * moved, expired; the customer's booking page; the conversions export.
 */
@Module({
  imports: [SharedModule, MessagingModule, PricingModule, MoneyModule],
  providers: [{ provide: BotVerifier, useClass: RecaptchaVerifier }, ...USE_CASES],
  exports: USE_CASES,
})
export class BookingModule {}
