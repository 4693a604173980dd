import { Injectable } from '@nestjs/common';
import { quotePrice, type PricingRequest, type PricingResult } from '../../domain/pricing/quote.js';

/** The price calculator of SPEC §9 (quote API, CLI `quote`): the domain's one rule. */
@Injectable()
export class QuotePriceService {
  execute(req: PricingRequest): PricingResult {
    return quotePrice(req);
  }
}
