import { Injectable } from '@nestjs/common';
import { rentalPolicies, type Policies } from '../../domain/policies/policies.js';
import { deepFreeze } from '../../domain/shared/deep-freeze.js';
import { DEFAULT_LOCALE, type Locale } from '../../domain/site/locales.js';
import { CurrentPrices } from '../pricing/current-prices.service.js';

/**
 * The rental policies (deposit, insurance options, cross-border travel, late arrival, fuel,
 * cancellation) in one of the site's languages, from the terms of service's texts, with the
 * current price tables' prices. Made once per price-table version and language (MCP `policies`
 * answers the same frozen object until a price changes; tables without a version, 0, are never kept).
 */
@Injectable()
export class ListPoliciesService {
  private cached = new Map<string, Policies>();

  constructor(private readonly prices: CurrentPrices) {}

  async execute(locale: Locale = DEFAULT_LOCALE): Promise<Policies> {
    const tables = await this.prices.get();
    if (tables.version === 0) return rentalPolicies(tables, locale);
    const key = `${tables.version}|${locale}`;
    const hit = this.cached.get(key);
    if (hit) return hit;
    const policies = deepFreeze(rentalPolicies(tables, locale));
    // Only the current version's answers stay (one per language).
    this.cached = new Map([...this.cached].filter(([k]) => k.startsWith(`${tables.version}|`)));
    this.cached.set(key, policies);
    return policies;
  }
}
