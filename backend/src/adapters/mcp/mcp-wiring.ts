import type { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';
import { CheckAvailabilityService } from '../../application/availability/check-availability.service.js';
import { BookingStatusService } from '../../application/booking/booking-status.service.js';
import { CreateBookingService } from '../../application/booking/create-booking.service.js';
import { ListFleetService } from '../../application/fleet/list-fleet.service.js';
import { ListPoliciesService } from '../../application/policies/list-policies.service.js';
import { PriceBookingService } from '../../application/booking/price-booking.service.js';
import { CurrentPrices } from '../../application/pricing/current-prices.service.js';
import { AppConfig } from '../../config/app-config.js';
import { BookingPageRateLimiter, McpCallRateLimiter, SubmissionRateLimiter } from '../http/guards/submission-rate-limiter.js';
import { mcpHandler } from './mcp.handler.js';

/** The version the MCP server reports (serverInfo, the server card). */
const MCP_SERVER_VERSION = '1.0.0';

/** The MCP handler with the application's services and settings (create-app.ts mounts it). */
export function mcpHandlerFor(app: NestExpressApplication, logger: Logger): RequestHandler {
  const config = app.get(AppConfig);
  return mcpHandler({
    enabled: config.mcpEnabled,
    services: {
      price: app.get(PriceBookingService),
      prices: app.get(CurrentPrices),
      availability: app.get(CheckAvailabilityService),
      createBooking: app.get(CreateBookingService),
      bookingStatus: app.get(BookingStatusService),
      fleet: app.get(ListFleetService),
      policies: app.get(ListPoliciesService),
      bookingLimiter: app.get(SubmissionRateLimiter),
      bookingPageLimiter: app.get(BookingPageRateLimiter),
    },
    settings: {
      brandName: config.site.brandName,
      contactEmail: config.site.contactEmail,
      contactPhone: config.site.contactPhone,
      companyAddress: config.site.companyAddress,
      mailConfigured: config.mailConfigured,
      version: MCP_SERVER_VERSION,
    },
    publicUrl: config.publicUrl,
    callLimiter: app.get(McpCallRateLimiter),
    onError: (message, err) => logger.error(`${message}: ${err instanceof Error ? err.message : String(err)}`, err instanceof Error ? err.stack : undefined),
  });
}
