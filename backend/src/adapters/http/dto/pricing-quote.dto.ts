import { IsBoolean, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * Pricing request (SPEC §3). Only types are checked here; which cars, locations and day counts are
 * valid is the domain's rule (quotePrice), so its errors name the field with the catalogue's words.
 */
export class PricingQuoteDto {
  @IsString()
  @MaxLength(100)
  carType!: string;

  @IsString()
  @MaxLength(50)
  pickupLocation!: string;

  @IsString()
  @MaxLength(50)
  dropoffLocation!: string;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'days must be a whole number from 1 to 365' })
  days!: number;

  @IsOptional()
  @IsString()
  @MaxLength(10)
  pickupDate?: string;

  @IsOptional()
  @IsBoolean()
  babySeat?: boolean;

  @IsOptional()
  @IsBoolean()
  crossBorderArmenia?: boolean;
}
