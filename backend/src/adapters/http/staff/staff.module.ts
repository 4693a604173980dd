import { StaffWhatsAppController } from './staff-whatsapp.controller.js';
import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import { SignInRateLimiter } from '../guards/submission-rate-limiter.js';
import { HttpModule } from '../http.module.js';
import { CarPhotosController, CarPhotosPage } from './car-photos.controller.js';
import { StaffPricesController, StaffPricesPage } from './prices.controller.js';
import { StaffAssetsController } from './staff-assets.controller.js';
import { StaffBookingController, StaffBookingPage } from './staff-booking.controller.js';
import { StaffFleetController, StaffFleetPage } from './staff-fleet.controller.js';
import { StaffHandoverController, StaffHandoverPage } from './staff-handover.controller.js';
import { StaffMoneyController } from './staff-money.controller.js';
import { StaffNotFoundController } from './staff-not-found.controller.js';
import { StaffSignInController } from './staff-sign-in.controller.js';
import { StaffTodayController } from './staff-today.controller.js';
import { StaffSpeedController } from './staff-speed.controller.js';
import { StaffVisitsController } from './staff-visits.controller.js';

/** The back office at /staff (docs/staff.md): one controller per subject, all under StaffUserGuard and StaffPageFilter. */
@Module({
  // HttpSettings: where the frontend build is (its back-office script).
  imports: [HttpModule],
  controllers: [
    StaffAssetsController,
    StaffSignInController,
    StaffTodayController,
    StaffBookingController,
    StaffHandoverController,
    StaffMoneyController,
    StaffFleetController,
    CarPhotosController,
    StaffPricesController,
    StaffVisitsController,
    StaffSpeedController,
    StaffWhatsAppController,
    // The catch-all 404 matches every path under /staff: it comes last.
    StaffNotFoundController,
  ],
  providers: [
    StaffBookingPage,
    StaffHandoverPage,
    StaffFleetPage,
    StaffPricesPage,
    CarPhotosPage,
    {
      // In PostgreSQL with DATABASE_URL (shared by every instance), else in memory, like RATE_LIMIT.
      provide: SignInRateLimiter,
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) =>
        new SignInRateLimiter(config.signInRateLimit, { dataSource, shared: Boolean(config.databaseUrl) }, 'staff-sign-in'),
    },
  ],
})
export class StaffHttpModule {}
