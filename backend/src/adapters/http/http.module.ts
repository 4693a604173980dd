import { Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { join, isAbsolute, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { repositoryRoot } from '../../config/repository-root.js';
import { AvailabilityController } from './controllers/availability.controller.js';
import { BookingPageController, BookingsController } from './controllers/bookings.controller.js';
import { FleetController } from './controllers/fleet.controller.js';
import { GclidController } from './controllers/gclid.controller.js';
import { HealthController } from './controllers/health.controller.js';
import { PricingController } from './controllers/pricing.controller.js';
import { RecaptchaController } from './controllers/recaptcha.controller.js';
import { SiteConfigController } from './controllers/site-config.controller.js';
import { VisitsController } from './controllers/visits.controller.js';
import { WebVitalsController } from './controllers/web-vitals.controller.js';
import { HttpErrorFilter } from './errors/http-error.filter.js';
import { AdminFailureLimiter } from './guards/admin-failure-limiter.js';
import { AdminTokenGuard } from './guards/admin-token.guard.js';
import { ShutdownState } from './shutdown-state.js';
import { BookingPageRateLimitGuard, RateLimitGuard, VitalsRateLimitGuard } from './guards/rate-limit.guard.js';
import { BookingPageRateLimiter, McpCallRateLimiter, SubmissionRateLimiter, VitalsRateLimiter } from './guards/submission-rate-limiter.js';
import { HttpSettings } from './http-settings.js';
import { McpEndpoint } from '../mcp/mcp-wiring.js';
import { UploadLimitsModule } from './uploads/upload-limits.js';
import { SiteRates } from './site/site-rates.js';
import { createValidationPipe } from './validation/validation-pipe.js';

/** FRONTEND_DIST (tests point it at a small fake build), default <repository root>/frontend/dist. */
function frontendDist(): string {
  const raw = process.env.FRONTEND_DIST?.trim();
  if (!raw) return join(repositoryRoot(), 'frontend', 'dist');
  return isAbsolute(raw) ? raw : resolve(repositoryRoot(), raw);
}

/** The HTTP adapter: controllers, validation, the error filter and the guards. */
@Module({
  imports: [UploadLimitsModule],
  controllers: [
    HealthController,
    PricingController,
    BookingsController,
    BookingPageController,
    FleetController,
    RecaptchaController,
    GclidController,
    VisitsController,
    SiteConfigController,
    AvailabilityController,
    WebVitalsController,
  ],
  providers: [
    {
      provide: HttpSettings,
      inject: [AppConfig],
      useFactory: (config: AppConfig): HttpSettings => ({
        frontendDist: frontendDist(),
        publicConfig: { ...config.site, bookingConfirmHours: config.bookingConfirmHours, eurGel: null },
      }),
    },
    {
      // Counted in PostgreSQL when DATABASE_URL is set (shared by every instance), else in memory.
      provide: SubmissionRateLimiter,
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) =>
        new SubmissionRateLimiter(config.rateLimit, { dataSource, shared: Boolean(config.databaseUrl) }),
    },
    {
      provide: BookingPageRateLimiter,
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) =>
        new BookingPageRateLimiter(config.bookingPageRateLimit, { dataSource, shared: Boolean(config.databaseUrl) }, 'booking-page'),
    },
    {
      provide: VitalsRateLimiter,
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) =>
        new VitalsRateLimiter(config.vitalsRateLimit, { dataSource, shared: Boolean(config.databaseUrl) }, 'vitals'),
    },
    {
      provide: McpCallRateLimiter,
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) => new McpCallRateLimiter(config.mcpRateLimit, { dataSource, shared: Boolean(config.databaseUrl) }, 'mcp-calls'),
    },
    {
      // Wrong admin tokens per client: in PostgreSQL with DATABASE_URL (shared by every instance), else in memory.
      provide: AdminFailureLimiter,
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) => new AdminFailureLimiter({ dataSource, shared: Boolean(config.databaseUrl) }),
    },
    ShutdownState,
    SiteRates,
    McpEndpoint,
    RateLimitGuard,
    BookingPageRateLimitGuard,
    VitalsRateLimitGuard,
    AdminTokenGuard,
    { provide: APP_FILTER, useClass: HttpErrorFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
  ],
  exports: [HttpSettings, ShutdownState, BookingPageRateLimiter, McpCallRateLimiter, UploadLimitsModule],
})
export class HttpModule {}
