import { quotePrice, type PricingRequest, type PricingResult } from '../../domain/pricing/quote.js';
import type { PriceTables } from '../../domain/pricing/price-tables.js';

/**
 * The price calculator of docs/product.md §7 (quote API, CLI `quote`): the domain's one rule with
 * the current price tables. A plain class (no framework import), so `rentals quote` starts without
 * Nest; CoreModule builds it with CurrentPrices, the CLI with the tables it read
 * (cli/src/prices-source.ts).
 */
export class QuotePriceService {
  constructor(private readonly prices: { get(): Promise<PriceTables> }) {}

  async execute(req: PricingRequest): Promise<PricingResult> {
    return quotePrice(req, await this.prices.get());
  }
}
