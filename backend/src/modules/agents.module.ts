import { Module } from '@nestjs/common';
import { BookingStatusService } from '../application/booking/booking-status.service.js';
import { ListPoliciesService } from '../application/policies/list-policies.service.js';
import { PricingModule } from './pricing.module.js';
import { SharedModule } from './shared.module.js';

/** The use cases only the agents' MCP server has (the others it shares with the HTTP API). */
@Module({
  imports: [SharedModule, PricingModule],
  providers: [BookingStatusService, ListPoliciesService],
  exports: [BookingStatusService, ListPoliciesService],
})
export class AgentsModule {}
