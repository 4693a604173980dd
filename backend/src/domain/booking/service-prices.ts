import type { ServiceKey } from './services.js';

/** What a service costs: EUR per rental day or once. */
export type ServicePrice = { readonly price: number; readonly unit: 'flat' | 'per-day' };

/**
 * The specification's prices of the optional services (docs/product.md §6): only the seed of the
 * catalogue migration (`DEFAULT_PRICE_TABLES`). Every price shown or charged is the price tables'
 * (`tables.services`), which managers change; texts that name one take it from
 * `pricing/price-values.ts`.
 */
export const SERVICE_PRICES: Readonly<Record<ServiceKey, ServicePrice>> = Object.freeze({
  roadAssistance: { price: 3, unit: 'per-day' },
  prepaidFuel: { price: 50, unit: 'flat' },
  prepaidCarWash: { price: 50, unit: 'flat' },
  babySeat: { price: 3, unit: 'per-day' },
  crossBorderArmenia: { price: 90, unit: 'flat' },
  carRoofTent: { price: 15, unit: 'per-day' },
  campingEquipment: { price: 150, unit: 'flat' },
});

/** The price of one service for a rental length. */
export function serviceAmount(service: ServicePrice, days: number): number {
  return service.unit === 'per-day' ? service.price * days : service.price;
}
