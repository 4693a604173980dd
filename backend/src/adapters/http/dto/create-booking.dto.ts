import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * Booking (SPEC §3) plus the optional bot-check token. The DTO only fixes which fields exist
 * (anything else is rejected): every booking field is checked by the domain's validateBooking,
 * so each error carries SPEC §5's exact message whatever type the client sent.
 */
export class CreateBookingDto {
  @ApiProperty({ type: String, example: 'Nino Beridze' }) @Allow() customerName?: unknown;
  @ApiProperty({ type: String, example: '34' }) @Allow() driverAge?: unknown;
  @ApiProperty({ type: String, example: '3' }) @Allow() groupSize?: unknown;
  @ApiProperty({ type: String, example: 'nino@example.com' }) @Allow() customerEmail?: unknown;
  @ApiProperty({ type: String, example: '+995 555 123 456' }) @Allow() customerPhone?: unknown;
  @ApiProperty({ type: String, example: 'tbilisi' }) @Allow() pickupLocation?: unknown;
  @ApiProperty({ type: String, example: 'batumi' }) @Allow() dropoffLocation?: unknown;
  @ApiProperty({ type: String, example: '2026-12-02' }) @Allow() pickupDate?: unknown;
  @ApiProperty({ type: String, example: '09:00' }) @Allow() pickupTime?: unknown;
  @ApiProperty({ type: String, example: '2026-12-07' }) @Allow() returnDate?: unknown;
  @ApiProperty({ type: String, example: '09:00' }) @Allow() returnTime?: unknown;
  @ApiProperty({ type: String, example: 'Toyota FJ Cruiser' }) @Allow() carType?: unknown;
  @ApiPropertyOptional({ type: String, example: 'standard' }) @Allow() insuranceType?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) @Allow() prepaidFuel?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) @Allow() roadAssistance?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) @Allow() babySeat?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) @Allow() crossBorderArmenia?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) @Allow() carRoofTent?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) @Allow() campingEquipment?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) @Allow() prepaidCarWash?: unknown;
  @ApiPropertyOptional({ type: String, example: '505' }) @Allow() totalPrice?: unknown;
  @ApiPropertyOptional({ type: String, example: '' }) @Allow() gclid?: unknown;
  @ApiPropertyOptional({ type: String, enum: ['en', 'ru', 'he', 'ar'], default: 'en', description: 'The language the visitor booked in' })
  @Allow()
  locale?: unknown;

  /** reCAPTCHA v3 token for the action booking_submission (optional: the bot check never blocks). */
  @ApiPropertyOptional({ description: 'reCAPTCHA v3 token (action booking_submission)' })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  recaptchaToken?: string;
}
