import { PRICE_TIERS } from './daily-rate.js';

/** The per-day price of each tier for a base price, as shown on a showcase card. */
export function showcaseTiers(basePrice: number): { label: string; dailyRate: number }[] {
  return PRICE_TIERS.map((tier) => ({ label: tier.label, dailyRate: Math.round(basePrice * tier.factor) }));
}

/** The "from" price on a card: 90% of the base price, rounded, per day. */
export function fromPrice(basePrice: number): number {
  return Math.round(basePrice * 0.9);
}
