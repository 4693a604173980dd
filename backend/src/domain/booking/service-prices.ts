import type { ServiceKey } from './services.js';

/** What a service costs: EUR per rental day or once. */
export type ServicePrice = { readonly price: number; readonly unit: 'flat' | 'per-day' };

/**
 * The prices of the optional services (docs/product.md §6): the one place they are written. The booking
 * total (total.ts), the price calculator (pricing/quote.ts: baby seat and Armenia crossing), the
 * booking form, the CLI and the rental agreement read them from here. Kept apart from services.ts
 * (names, descriptions, groups) so the header search's calculator does not carry those texts.
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
