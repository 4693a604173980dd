import { Inject, Injectable } from '@nestjs/common';
import { quotePrice, type PricingRequest, type PricingResult } from '../../domain/pricing/quote.js';
import { CurrentPrices } from './current-prices.service.js';

/**
 * The price calculator of docs/product.md §7 (quote API, CLI `quote`): the domain's one rule with
 * the current price tables. The CLI builds it with the specification's tables when there is no
 * database yet (nothing can have changed them).
 */
@Injectable()
export class QuotePriceService {
  constructor(@Inject(CurrentPrices) private readonly prices: Pick<CurrentPrices, 'get'>) {}

  async execute(req: PricingRequest): Promise<PricingResult> {
    return quotePrice(req, await this.prices.get());
  }
}
