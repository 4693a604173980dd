import { Injectable, type Logger } from '@nestjs/common';
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

/** The MCP handler with the application's services and settings, injected (create-app.ts mounts `handler`). */
@Injectable()
export class McpEndpoint {
  constructor(
    private readonly config: AppConfig,
    private readonly price: PriceBookingService,
    private readonly prices: CurrentPrices,
    private readonly availability: CheckAvailabilityService,
    private readonly createBooking: CreateBookingService,
    private readonly bookingStatus: BookingStatusService,
    private readonly fleet: ListFleetService,
    private readonly policies: ListPoliciesService,
    private readonly bookingLimiter: SubmissionRateLimiter,
    private readonly bookingPageLimiter: BookingPageRateLimiter,
    private readonly callLimiter: McpCallRateLimiter,
  ) {}

  handler(logger: Logger): RequestHandler {
    const config = this.config;
    return mcpHandler({
      enabled: config.mcpEnabled,
      services: {
        price: this.price,
        prices: this.prices,
        availability: this.availability,
        createBooking: this.createBooking,
        bookingStatus: this.bookingStatus,
        fleet: this.fleet,
        policies: this.policies,
        bookingLimiter: this.bookingLimiter,
        bookingPageLimiter: this.bookingPageLimiter,
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
      callLimiter: this.callLimiter,
      onError: (message, err) => logger.error(`${message}: ${err instanceof Error ? err.message : String(err)}`, err instanceof Error ? err.stack : undefined),
    });
  }
}
