import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BodyChecks } from '../validation/body-checks.js';

/**
 * GET /api/availability (docs/product.md §9). Only types are checked here (a repeated parameter is not a
 * string; unknown parameters are refused); which dates and times are valid is the domain's rule
 * (checkAvailabilityQuery), so its errors use the booking form's messages. One rule set: `fromJson`
 * (validation/body-checks.ts; the global pipe calls it); the decorators only describe the query.
 */
export class AvailabilityQuery {
  static readonly FIELDS = ['pickupDate', 'pickupTime', 'returnDate', 'returnTime'] as const;

  static fromJson(query: Record<string, unknown>): AvailabilityQuery {
    return new BodyChecks(query, AvailabilityQuery.FIELDS)
      .string('pickupDate', 32, true)
      .string('pickupTime', 32, true)
      .string('returnDate', 32, true)
      .string('returnTime', 32, true)
      .result<AvailabilityQuery>();
  }

  @ApiProperty({ example: '2026-07-01', description: 'YYYY-MM-DD, Tbilisi date; not before today' })
  pickupDate?: string;

  @ApiPropertyOptional({ example: '09:00', default: '09:00', description: 'HH:MM, Tbilisi time' })
  pickupTime?: string;

  @ApiProperty({ example: '2026-07-08', description: 'YYYY-MM-DD, after the pickup, at most 365 days later' })
  returnDate?: string;

  @ApiPropertyOptional({ example: '09:00', default: '09:00', description: 'HH:MM, Tbilisi time' })
  returnTime?: string;
}
