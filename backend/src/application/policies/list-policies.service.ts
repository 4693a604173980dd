import { Injectable } from '@nestjs/common';
import { rentalPolicies, type Policies } from '../../domain/policies/policies.js';
import { DEFAULT_LOCALE, type Locale } from '../../domain/site/locales.js';
import { CurrentPrices } from '../pricing/current-prices.service.js';

/**
 * The rental policies (deposit, insurance options, cross-border travel, late arrival, fuel,
 * cancellation) in one of the site's languages, from the terms of service's texts, with the
 * current price tables' prices.
 */
@Injectable()
export class ListPoliciesService {
  constructor(private readonly prices: CurrentPrices) {}

  async execute(locale: Locale = DEFAULT_LOCALE): Promise<Policies> {
    return rentalPolicies(await this.prices.get(), locale);
  }
}
