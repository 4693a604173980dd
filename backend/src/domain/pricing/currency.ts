/** Every price is in euros, in whole euros (SPEC §9). */
export const CURRENCY = 'EUR' as const;
export type Currency = typeof CURRENCY;
