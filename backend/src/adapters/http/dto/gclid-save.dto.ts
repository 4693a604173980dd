import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { GCLID_MAX_LENGTH } from '../../../domain/booking/messages.js';

/** Device click-tracking record (docs/product.md §14). Only deviceFingerprint and gclid are required. */
export class GclidSaveDto {
  @ApiProperty({ example: '9f86d081884c7d65' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  deviceFingerprint!: string;

  @ApiProperty({ example: 'Cj0KCQiA-example' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(GCLID_MAX_LENGTH)
  gclid!: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(255) domain?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2048) sourceUrl?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2048) referrer?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1024) userAgent?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(32) screenResolution?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) timezone?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(35) language?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) platform?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(128) sessionId?: string;
}
