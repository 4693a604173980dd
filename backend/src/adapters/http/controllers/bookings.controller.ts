import { ApiBadRequestResponse, ApiConflictResponse, ApiHeader, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, HttpException, Headers, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { BookingPageView } from '../../../application/booking/booking-page-view.js';
import { CancelOwnBookingService } from '../../../application/booking/cancel-own-booking.service.js';
import { KeepBookingService } from '../../../application/booking/keep-booking.service.js';
import { ViewBookingPageService } from '../../../application/booking/view-booking-page.service.js';
import type { PrecheckinView } from '../../../application/precheckin/precheckin-view.js';
import { SubmitPrecheckinService } from '../../../application/precheckin/submit-precheckin.service.js';
import type { BookingView } from '../../../application/booking/booking-view.js';
import { CreateBookingService } from '../../../application/booking/create-booking.service.js';
import { PriceBookingService, type BookingPriceAnswer } from '../../../application/booking/price-booking.service.js';
import { CreateBookingDto } from '../dto/create-booking.dto.js';
import { BookingPageRateLimitGuard, RateLimitGuard, RateLimited } from '../guards/rate-limit.guard.js';
import { privateAnswer } from '../security.js';
import { tooManyUploads, UploadGate } from '../uploads/upload-limits.js';
import { readPrecheckinUpload, uploadHeadersRefusal } from '../validation/precheckin-upload.js';

/**
 * What the booking form gets back: the booking as stored, without the staff-only fields, and
 * `bookingPage`, the path of the customer's own booking page (`/b/<token>`, in the booking's language).
 */
export type PublicBookingView = Omit<BookingView, 'botScore' | 'clientTotalPrice'> & { bookingPage: string };

@ApiTags('bookings')
@Controller('api/bookings')
export class BookingsController {
  constructor(
    private readonly createBooking: CreateBookingService,
    private readonly priceBooking: PriceBookingService,
  ) {}

  /**
   * What POST /api/bookings would store for this body, storing nothing: the same validation and
   * pricing (the customer's fields may be left out), with notes that explain the price and whether
   * a unit of the car is free.
   */
  @Post('price')
  @HttpCode(200)
  @ApiOkResponse({ description: '{days, totalPrice, currency, breakdown: {lines, total}, notes: [...], available}' })
  @ApiBadRequestResponse({ description: "The booking API's validation errors (errors[]); a car that cannot be booked: on carType, naming the bookable cars" })
  async price(@Body() body: CreateBookingDto): Promise<Pick<BookingPriceAnswer, 'days' | 'totalPrice' | 'currency' | 'breakdown' | 'notes' | 'available'>> {
    const { recaptchaToken: _token, ...booking } = body;
    const { days, totalPrice, currency, breakdown, notes, available } = await this.priceBooking.execute(booking);
    return { days, totalPrice, currency, breakdown, notes, available };
  }

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
    const clientIp = req.ip ?? req.socket.remoteAddress ?? null;
    const result = await this.createBooking.create(booking, { idempotencyKey, recaptchaToken, clientIp, hostname: req.hostname });
    if (!result.created) res.setHeader('Idempotent-Replayed', 'true');
    // The bot-check score and the client's own price guess are for staff (CLI), not for the visitor:
    // a bot must not learn its score from the answer.
    const { botScore: _score, clientTotalPrice: _guess, ...answer } = result.booking;
    return { ...answer, bookingPage: result.bookingPage };
  }
}

/**
 * The customer's booking page as an API (docs/api.md): by the token of its link, at most
 * BOOKING_PAGE_RATE_LIMIT requests a minute per client. Unknown token: 404. Never cached, never
 * sent on as a referrer.
 */
@ApiTags('bookings')
@Controller('api/bookings/manage')
@UseGuards(BookingPageRateLimitGuard)
export class BookingPageController {
  constructor(
    private readonly viewPage: ViewBookingPageService,
    private readonly keep: KeepBookingService,
    private readonly cancelOwn: CancelOwnBookingService,
    private readonly submitPrecheckin: SubmitPrecheckinService,
    private readonly uploads: UploadGate,
  ) {}

  @Get(':token')
  async view(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<BookingPageView> {
    privateAnswer(res);
    return this.viewPage.execute(token);
  }

  /** "Keep my car": 200 `{verified: true, expiresAt}`; a cancelled booking: 409. */
  @Post(':token/verify')
  @HttpCode(200)
  async verify(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<{ verified: true; expiresAt: string | null }> {
    privateAnswer(res);
    const { verified, expiresAt } = await this.keep.execute(token);
    return { verified, expiresAt };
  }

  /** "Cancel booking": 200 `{status: "cancelled"}`; within 24 hours of pickup, or not pending/confirmed: 409. */
  @Post(':token/cancel')
  @HttpCode(200)
  async cancel(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<{ status: 'cancelled' }> {
    privateAnswer(res);
    const { status } = await this.cancelOwn.execute(token);
    return { status };
  }

  /**
   * The pre-check-in (multipart/form-data: files `licence` and `passport`, fields
   * `internationalPermit` and `secondDriver`): 200 the pre-check-in as the page shows it. Not
   * multipart 415, no Content-Length 411, over ~21 MB or a file over 10 MB 413, a file that is not
   * JPEG, PNG or PDF by its content or a bad name 400, cancelled or returned 409; nothing stored.
   */
  @Post(':token/precheckin')
  @HttpCode(200)
  async precheckin(@Param('token') token: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<PrecheckinView> {
    privateAnswer(res);
    const refused = uploadHeadersRefusal(req, res);
    if (refused) throw new HttpException({ statusCode: refused.status, message: refused.message }, refused.status);
    if (!this.uploads.enter(req, res)) throw tooManyUploads(res);
    await this.submitPrecheckin.assertOpen(token);
    const read = await readPrecheckinUpload(req, res);
    if ('refusal' in read) throw new HttpException({ statusCode: read.refusal.status, message: read.refusal.message }, read.refusal.status);
    return this.submitPrecheckin.execute(token, read.form);
  }
}
