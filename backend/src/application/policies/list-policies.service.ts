import { rentalPolicies, type Policies } from '../../domain/policies/policies.js';
import { DEFAULT_LOCALE, type Locale } from '../../domain/site/locales.js';

/**
 * The rental policies (deposit, insurance options, cross-border travel, late arrival, fuel,
 * cancellation) in one of the site's languages, from the terms of service's texts. A plain class:
 * it depends on nothing but the domain.
 */
export class ListPoliciesService {
  execute(locale: Locale = DEFAULT_LOCALE): Policies {
    return rentalPolicies(locale);
  }
}
