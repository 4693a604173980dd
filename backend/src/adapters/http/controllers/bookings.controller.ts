import { Body, Controller, Headers, Post, UseGuards } from '@nestjs/common';
import { CreateBookingService } from '../../../application/booking/create-booking.service.js';
import type { BookingRequest } from '../../../domain/booking/booking-request.js';
import { ValidationError } from '../../../domain/errors.js';
import { CreateBookingDto } from '../dto/create-booking.dto.js';
import { RateLimitGuard, RateLimited } from '../guards/rate-limit.guard.js';

/** Printable ASCII, as idempotency keys are (UUIDs, random strings). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

@Controller('api/bookings')
export class BookingsController {
  constructor(private readonly createBooking: CreateBookingService) {}

  /**
   * Creates a pending booking. The server prices it (a client totalPrice is ignored); the same
   * Idempotency-Key again returns the first booking instead of creating a second.
   */
  @Post()
  @RateLimited('booking')
  @UseGuards(RateLimitGuard)
  create(@Body() body: CreateBookingDto, @Headers('idempotency-key') idempotencyKey?: string) {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new ValidationError([
        { field: 'Idempotency-Key', type: 'format', message: 'Idempotency-Key must be 1 to 200 printable characters without spaces' },
      ]);
    }
    const { recaptchaToken, ...booking } = body;
    return this.createBooking.execute(booking as unknown as BookingRequest, {
      idempotencyKey: idempotencyKey || undefined,
      recaptchaToken: recaptchaToken || undefined,
    });
  }
}
