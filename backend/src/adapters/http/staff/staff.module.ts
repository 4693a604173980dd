import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import { SignInRateLimiter } from '../guards/submission-rate-limiter.js';
import { CarPhotosController } from './car-photos.controller.js';
import { StaffController } from './staff.controller.js';
import { StaffPricesController } from './prices.controller.js';
import { StaffMoneyController } from './staff-money.controller.js';

/** The back office at /staff (docs/staff.md). */
@Module({
  // StaffController ends with the back office's catch-all 404: the controllers of sub-paths come before it.
  controllers: [StaffMoneyController, CarPhotosController, StaffPricesController, StaffController],
  providers: [
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
