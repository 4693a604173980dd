/** The insurance choices of the booking form (docs/product.md §6). */
export const INSURANCE_TYPES = ['minimum', 'standard', 'enhanced'] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];

/**
 * EUR per rental day of each insurance choice: the specification's, only the seed of the catalogue
 * migration (`DEFAULT_PRICE_TABLES`); what is shown and charged is `tables.insurance`.
 */
export const INSURANCE_PRICES: Readonly<Record<InsuranceType, number>> = Object.freeze({ minimum: 0, standard: 10, enhanced: 30 });
