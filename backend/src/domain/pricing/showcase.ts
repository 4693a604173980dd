import { carKey } from '../catalogue/cars.js';
import type { Vehicle } from '../catalogue/fleet.js';
import { PRICE_TIERS } from './daily-rate.js';
import type { BandRates, PriceTables } from './price-tables.js';

/** A fleet vehicle with the daily rates of the current price tables (`rates`: 1-3, 4-6, 7-13, 14+ days; a car's names: docs/architecture.md). */
export type ShowcaseVehicle = Vehicle & { readonly rates?: BandRates };

/** The per-day price of each tier, as shown on a showcase card: the tables' rates, else the base price times each tier's factor. */
export function showcaseTiers(basePrice: number, rates?: BandRates): { label: string; dailyRate: number }[] {
  return PRICE_TIERS.map((tier, i) => ({ label: tier.label, dailyRate: rates ? rates[i] : Math.round(basePrice * tier.factor) }));
}

/** The "from" price on a card: the lowest of the tables' rates, else 90% of the base price, rounded, per day. */
export function fromPrice(basePrice: number, rates?: BandRates): number {
  return rates ? Math.min(...rates) : Math.round(basePrice * 0.9);
}

/** The vehicles the tables offer, in fleet order, each with its rates and its 1-3 day rate as base price (a hidden car is left out). */
export function pricedFleet(fleet: readonly Vehicle[], tables: PriceTables): ShowcaseVehicle[] {
  return fleet.flatMap((v) => {
    const car = tables.cars.find((c) => carKey(c.name) === carKey(v.carType));
    return car ? [{ ...v, basePrice: car.tiers[0], rates: car.tiers }] : [];
  });
}
