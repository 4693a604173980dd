import { Injectable } from '@nestjs/common';
import type { BookingInput } from '../../domain/booking/booking-request.js';
import { priceNotes } from '../../domain/booking/price-notes.js';
import { priceBookingRequest, type PricedRental } from '../../domain/booking/request-price.js';
import type { ServiceKey } from '../../domain/booking/services.js';
import type { PriceLine } from '../../domain/booking/total.js';
import { CURRENCY, type Currency } from '../../domain/pricing/currency.js';
import { todayInTbilisi } from '../../domain/shared/dates.js';
import { CheckAvailabilityService } from '../availability/check-availability.service.js';
import { Clock } from '../ports/clock.js';
import { CurrentPrices } from '../pricing/current-prices.service.js';

/** What a booking request would cost (POST /api/bookings/price, MCP `quote`). */
export type BookingPriceAnswer = {
  rental: PricedRental;
  services: Record<ServiceKey, boolean>;
  days: number;
  dailyRate: number;
  totalPrice: number;
  currency: Currency;
  breakdown: { lines: PriceLine[]; total: number };
  /** What explains the price: a day added by the return time, a season's days (English). */
  notes: string[];
  /** A unit of the car is free for the whole rental (pickup to return plus the turnaround). */
  available: boolean;
};

/**
 * The price of a booking request before it is made, storing nothing: the booking API's own pricing
 * path (`priceBookingRequest`, which CreateBookingService stores), with the customer's fields
 * optional, so the answer is what POST /api/bookings would store for the same body now.
 */
@Injectable()
export class PriceBookingService {
  constructor(
    private readonly clock: Clock,
    private readonly prices: CurrentPrices,
    private readonly availability: CheckAvailabilityService,
  ) {}

  async execute(req: BookingInput): Promise<BookingPriceAnswer> {
    const { rental, services, price } = priceBookingRequest(req, todayInTbilisi(this.clock.now()), await this.prices.get(), { personalOptional: true });
    const free = await this.availability.execute({ pickupDate: rental.pickupDate, pickupTime: rental.pickupTime, returnDate: rental.returnDate, returnTime: rental.returnTime });
    return {
      rental,
      services,
      days: price.days,
      dailyRate: price.dailyRate,
      totalPrice: price.total,
      currency: CURRENCY,
      breakdown: { lines: price.lines, total: price.total },
      notes: priceNotes(rental, price),
      available: (free.cars.find((c) => c.carType === rental.carType)?.available ?? 0) > 0,
    };
  }
}
