import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * Booking (SPEC §3) plus the optional bot-check token. The DTO only fixes which fields exist
 * (anything else is rejected): every booking field is checked by the domain's validateBooking,
 * so each error carries SPEC §5's exact message whatever type the client sent.
 */
export class CreateBookingDto {
  @Allow() customerName?: unknown;
  @Allow() driverAge?: unknown;
  @Allow() groupSize?: unknown;
  @Allow() customerEmail?: unknown;
  @Allow() customerPhone?: unknown;
  @Allow() pickupLocation?: unknown;
  @Allow() dropoffLocation?: unknown;
  @Allow() pickupDate?: unknown;
  @Allow() pickupTime?: unknown;
  @Allow() returnDate?: unknown;
  @Allow() returnTime?: unknown;
  @Allow() carType?: unknown;
  @Allow() insuranceType?: unknown;
  @Allow() prepaidFuel?: unknown;
  @Allow() roadAssistance?: unknown;
  @Allow() babySeat?: unknown;
  @Allow() crossBorderArmenia?: unknown;
  @Allow() carRoofTent?: unknown;
  @Allow() campingEquipment?: unknown;
  @Allow() prepaidCarWash?: unknown;
  @Allow() totalPrice?: unknown;
  @Allow() gclid?: unknown;

  /** reCAPTCHA v3 token for the action booking_submission (optional: the bot check never blocks). */
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  recaptchaToken?: string;
}
