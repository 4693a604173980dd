/** One rental-length tier: the daily rate is the base rate times `factor`, rounded (docs/product.md §3). */
export type PriceTier = {
  readonly label: string;
  readonly minDays: number;
  /** Inclusive; `Infinity` for the open-ended last tier. */
  readonly maxDays: number;
  readonly factor: number;
};

/** The four tiers: 1-3 days full price, 4-6 days 3% off, 7-13 days 5% off, 14+ days 10% off. */
export const PRICE_TIERS: readonly PriceTier[] = Object.freeze([
  Object.freeze({ label: '1-3 days', minDays: 1, maxDays: 3, factor: 1 }),
  Object.freeze({ label: '4-6 days', minDays: 4, maxDays: 6, factor: 0.97 }),
  Object.freeze({ label: '7-13 days', minDays: 7, maxDays: 13, factor: 0.95 }),
  Object.freeze({ label: '14+ days', minDays: 14, maxDays: Infinity, factor: 0.9 }),
]);

/** The longest rental the quote API and the CLI price. */
export const MAX_QUOTE_DAYS = 365;

/** The tier for a rental length; lengths under one day count as the first tier. */
export function tierFor(days: number): PriceTier {
  for (let i = PRICE_TIERS.length - 1; i >= 0; i--) {
    if (days >= PRICE_TIERS[i].minDays) return PRICE_TIERS[i];
  }
  return PRICE_TIERS[0];
}

/** The one price rule: daily rate = Math.round(base rate × tier factor). */
export function dailyRate(baseRate: number, days: number): number {
  return Math.round(baseRate * tierFor(days).factor);
}
