import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QuotePriceService } from '../../../application/pricing/quote-price.service.js';
import type { PricingResult } from '../../../domain/pricing/quote.js';
import { PricingQuoteDto } from '../dto/pricing-quote.dto.js';

@ApiTags('pricing')
@Controller('api/pricing')
export class PricingController {
  constructor(private readonly quotePrice: QuotePriceService) {}

  /** The price calculator of docs/product.md §7 for any whole number of days from 1 to 365. */
  @Post('quote')
  @HttpCode(200)
  quote(@Body() body: PricingQuoteDto): Promise<PricingResult> {
    return this.quotePrice.execute({ ...body });
  }
}
