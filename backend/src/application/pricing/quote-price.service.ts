import { quotePrice, type PricingRequest, type PricingResult } from '../../domain/pricing/quote.js';

/**
 * The price calculator of docs/product.md §7 (quote API, CLI `quote`): the domain's one rule.
 * A plain class (no dependencies, no framework import), so the CLI calls it without booting Nest
 * and `rentals quote` starts fast; CoreModule registers it as a provider all the same.
 */
export class QuotePriceService {
  execute(req: PricingRequest): PricingResult {
    return quotePrice(req);
  }
}
