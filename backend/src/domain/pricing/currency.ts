/** Every price is in euros, in whole euros (docs/product.md §3). */
export const CURRENCY = 'EUR' as const;
export type Currency = typeof CURRENCY;
