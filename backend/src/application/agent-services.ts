import { BookingStatusService } from './booking/booking-status.service.js';
import { ListPoliciesService } from './policies/list-policies.service.js';

/** The use cases only the agents' MCP server has (the others it shares with the HTTP API). */
export const AGENT_SERVICES = [BookingStatusService, ListPoliciesService];
