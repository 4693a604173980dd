import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { GCLID_MAX_LENGTH } from '../../../domain/booking/messages.js';

/** Device click-tracking record (SPEC §3). Only deviceFingerprint and gclid are required. */
export class GclidSaveDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  deviceFingerprint!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(GCLID_MAX_LENGTH)
  gclid!: string;

  @IsOptional() @IsString() @MaxLength(255) domain?: string;
  @IsOptional() @IsString() @MaxLength(2048) sourceUrl?: string;
  @IsOptional() @IsString() @MaxLength(2048) referrer?: string;
  @IsOptional() @IsString() @MaxLength(1024) userAgent?: string;
  @IsOptional() @IsString() @MaxLength(32) screenResolution?: string;
  @IsOptional() @IsString() @MaxLength(64) timezone?: string;
  @IsOptional() @IsString() @MaxLength(35) language?: string;
  @IsOptional() @IsString() @MaxLength(64) platform?: string;
  @IsOptional() @IsString() @MaxLength(128) sessionId?: string;
}
