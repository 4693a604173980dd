import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BodyChecks } from '../validation/body-checks.js';

const DAYS_MESSAGE = 'days must be a whole number from 1 to 365';

/**
 * Pricing request (docs/product.md §7). Only types are checked here; which cars, locations and day counts are
 * valid is the domain's rule (quotePrice), so its errors name the field with the catalogue's words.
 * One rule set: `fromJson` (validation/body-checks.ts; the global pipe calls it) checks the body;
 * the @ApiProperty decorators only describe it for OpenAPI (no class-validator decorators: they
 * would be a second copy of these rules).
 */
export class PricingQuoteDto {
  static readonly FIELDS = ['carType', 'pickupLocation', 'dropoffLocation', 'days', 'pickupDate', 'babySeat', 'crossBorderArmenia'] as const;

  static fromJson(body: Record<string, unknown>): PricingQuoteDto {
    return new BodyChecks(body, PricingQuoteDto.FIELDS)
      .string('carType', 100)
      .string('pickupLocation', 50)
      .string('dropoffLocation', 50)
      .number('days', DAYS_MESSAGE)
      .string('pickupDate', 10, true)
      .boolean('babySeat', true)
      .boolean('crossBorderArmenia', true)
      .result<PricingQuoteDto>();
  }

  @ApiProperty({ example: 'Toyota FJ Cruiser', description: 'One of the 14 catalogue cars (case-insensitive)' })
  carType!: string;

  @ApiProperty({ example: 'tbilisi', enum: ['tbilisi', 'batumi', 'kutaisi'] })
  pickupLocation!: string;

  @ApiProperty({ example: 'batumi', enum: ['tbilisi', 'batumi', 'kutaisi'] })
  dropoffLocation!: string;

  @ApiProperty({ example: 5, minimum: 1, maximum: 365 })
  days!: number;

  @ApiPropertyOptional({ example: '2026-12-02', description: 'YYYY-MM-DD' })
  pickupDate?: string;

  @ApiPropertyOptional({ default: false, description: '3 EUR a day' })
  babySeat?: boolean;

  @ApiPropertyOptional({ default: false, description: '90 EUR once' })
  crossBorderArmenia?: boolean;
}
