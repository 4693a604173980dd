import { ApiConflictResponse, ApiHeader, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Body, Controller, Headers, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { BookingView } from '../../../application/booking/booking-view.js';
import { CreateBookingService } from '../../../application/booking/create-booking.service.js';
import type { BookingRequest } from '../../../domain/booking/booking-request.js';
import { CreateBookingDto } from '../dto/create-booking.dto.js';
import { RateLimitGuard, RateLimited } from '../guards/rate-limit.guard.js';

/** What the booking form gets back: the booking as stored, without the staff-only fields. */
export type PublicBookingView = Omit<BookingView, 'botScore' | 'clientTotalPrice'>;

@ApiTags('bookings')
@Controller('api/bookings')
export class BookingsController {
  constructor(private readonly createBooking: CreateBookingService) {}

  /**
   * Creates a pending booking holding a unit of its car (`unit` in the answer), or answers 409 when
   * none is free. The server validates and prices it (a client totalPrice is ignored);
   * the same Idempotency-Key with the same body again answers the first booking (same 201, header
   * `Idempotent-Replayed: true`) instead of creating a second; with another body it is a 422.
   */
  @Post()
  @ApiConflictResponse({
    description:
      'No unit of the car is free for pickup to return plus the turnaround; nothing stored: {statusCode: 409, message, errors: [{field: "carType", type: "unavailable", message}]}',
  })
  @ApiUnprocessableEntityResponse({
    description:
      'The Idempotency-Key was first used with another body; nothing stored, nothing of the first booking told: {statusCode: 422, message, errors: [{field: "Idempotency-Key", type: "conflict", message}]}',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission attempt; a repeat with the same body answers the first booking, with another body 422' })
  @RateLimited('booking')
  @UseGuards(RateLimitGuard)
  async create(
    @Body() body: CreateBookingDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PublicBookingView> {
    const { recaptchaToken, ...booking } = body;
    const result = await this.createBooking.create(booking as unknown as BookingRequest, { idempotencyKey, recaptchaToken, hostname: req.hostname });
    if (!result.created) res.setHeader('Idempotent-Replayed', 'true');
    // The bot-check score and the client's own price guess are for staff (CLI), not for the visitor:
    // a bot must not learn its score from the answer.
    const { botScore: _score, clientTotalPrice: _guess, ...answer } = result.booking;
    return answer;
  }
}
