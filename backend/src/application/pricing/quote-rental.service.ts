import { Injectable } from '@nestjs/common';
import type { PricingResult } from '../../domain/pricing/quote.js';
import { rentalQuoteDays } from '../../domain/pricing/rental-quote.js';
import { todayInTbilisi } from '../../domain/shared/dates.js';
import { Clock } from '../ports/clock.js';
import { QuotePriceService } from './quote-price.service.js';

export type RentalQuoteRequest = {
  carType: string;
  pickupLocation: string;
  dropoffLocation: string;
  pickupDate: string;
  returnDate: string;
  babySeat?: boolean;
  crossBorderArmenia?: boolean;
};

/**
 * The quote of a rental given by its dates (the agents' `quote` tool): the dates are checked as the
 * header search and the booking form check them (not in the past, 3 to 365 days), then priced by
 * the quote API's own service, so the answer is the quote API's for those days.
 */
@Injectable()
export class QuoteRentalService {
  constructor(
    private readonly clock: Clock,
    private readonly quotePrice: QuotePriceService,
  ) {}

  async execute(req: RentalQuoteRequest): Promise<PricingResult> {
    // The car and the cities first, as the quote API answers them (unknown car: its message lists the cars).
    await this.quotePrice.execute({ carType: req.carType, pickupLocation: req.pickupLocation, dropoffLocation: req.dropoffLocation, days: 1 });
    const { pickupDate, days } = rentalQuoteDays(req, todayInTbilisi(this.clock.now()));
    return this.quotePrice.execute({
      carType: req.carType,
      pickupLocation: req.pickupLocation,
      dropoffLocation: req.dropoffLocation,
      days,
      pickupDate,
      babySeat: req.babySeat === true,
      crossBorderArmenia: req.crossBorderArmenia === true,
    });
  }
}
