import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * GET /api/availability (DESIGN §6.1). Only types are checked here (a repeated parameter is not a
 * string); which dates and times are valid is the domain's rule (checkAvailabilityQuery), so its
 * errors use the booking form's messages. Unknown parameters are refused by the global pipe.
 */
export class AvailabilityQuery {
  @ApiProperty({ example: '2026-07-01', description: 'YYYY-MM-DD, Tbilisi date; not before today' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  pickupDate?: string;

  @ApiPropertyOptional({ example: '09:00', default: '09:00', description: 'HH:MM, Tbilisi time' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  pickupTime?: string;

  @ApiProperty({ example: '2026-07-08', description: 'YYYY-MM-DD, after the pickup, at most 365 days later' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  returnDate?: string;

  @ApiPropertyOptional({ example: '09:00', default: '09:00', description: 'HH:MM, Tbilisi time' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  returnTime?: string;
}
