import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BodyChecks } from '../validation/body-checks.js';

/**
 * Booking (docs/api.md) plus the optional bot-check token. The DTO only fixes which fields exist
 * (anything else is rejected) and checks the token: every booking field is checked by the domain's
 * validateBooking, so each error carries the exact message of docs/product.md §8 whatever type the client sent.
 * One rule set: `fromJson` (validation/body-checks.ts; the global pipe calls it); the decorators
 * only describe the body for OpenAPI.
 */
export class CreateBookingDto {
  static readonly FIELDS = [
    'customerName', 'driverAge', 'groupSize', 'customerEmail', 'customerPhone', 'pickupLocation', 'dropoffLocation',
    'pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'carType', 'insuranceType', 'prepaidFuel', 'roadAssistance',
    'babySeat', 'crossBorderArmenia', 'carRoofTent', 'campingEquipment', 'prepaidCarWash', 'totalPrice', 'gclid', 'locale', 'recaptchaToken',
  ] as const;

  static fromJson(body: Record<string, unknown>): CreateBookingDto {
    return new BodyChecks(body, CreateBookingDto.FIELDS).string('recaptchaToken', 4096, true).result<CreateBookingDto>();
  }

  @ApiProperty({ type: String, example: 'Nino Beridze' }) customerName?: unknown;
  @ApiProperty({ type: String, example: '34' }) driverAge?: unknown;
  @ApiProperty({ type: String, example: '3' }) groupSize?: unknown;
  @ApiProperty({ type: String, example: 'nino@example.com' }) customerEmail?: unknown;
  @ApiProperty({ type: String, example: '+995 555 123 456' }) customerPhone?: unknown;
  @ApiProperty({ type: String, example: 'tbilisi' }) pickupLocation?: unknown;
  @ApiProperty({ type: String, example: 'batumi' }) dropoffLocation?: unknown;
  @ApiProperty({ type: String, example: '2026-12-02' }) pickupDate?: unknown;
  @ApiProperty({ type: String, example: '09:00' }) pickupTime?: unknown;
  @ApiProperty({ type: String, example: '2026-12-07' }) returnDate?: unknown;
  @ApiProperty({ type: String, example: '09:00' }) returnTime?: unknown;
  @ApiProperty({ type: String, example: 'Toyota FJ Cruiser' }) carType?: unknown;
  @ApiPropertyOptional({ type: String, example: 'standard' }) insuranceType?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) prepaidFuel?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) roadAssistance?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) babySeat?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) crossBorderArmenia?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) carRoofTent?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) campingEquipment?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) prepaidCarWash?: unknown;
  @ApiPropertyOptional({ type: String, example: '505' }) totalPrice?: unknown;
  @ApiPropertyOptional({ type: String, example: '' }) gclid?: unknown;
  /** Checked by the domain (validateBooking): en, ru, he or ar; a 400 naming `locale` otherwise. */
  @ApiPropertyOptional({ type: String, enum: ['en', 'ru', 'he', 'ar'], default: 'en', description: 'The language the visitor booked in' })
  locale?: unknown;

  /** reCAPTCHA v3 token for the action booking_submission (optional: the bot check never blocks). */
  @ApiPropertyOptional({ description: 'reCAPTCHA v3 token (action booking_submission)' })
  recaptchaToken?: string;
}
