import type { PriceTables } from './price-tables.js';

/**
 * The prices that texts name (FAQ, terms, policies, the MCP tools' descriptions, the rental
 * agreement), as `{placeholder}` values taken from the price tables: a text never carries its own
 * copy of a price. `{armeniaFee}`, `{standardInsurance}`, `{enhancedInsurance}` and one per service
 * key (`{babySeat}`, `{prepaidFuel}`, ...), all in EUR.
 */
export type PriceValues = {
  readonly armeniaFee: number;
  readonly minimumInsurance: number;
  readonly standardInsurance: number;
  readonly enhancedInsurance: number;
  readonly prepaidFuel: number;
  readonly roadAssistance: number;
  readonly babySeat: number;
  readonly crossBorderArmenia: number;
  readonly carRoofTent: number;
  readonly campingEquipment: number;
  readonly prepaidCarWash: number;
};

export function priceValues(tables: PriceTables): PriceValues {
  const s = tables.services;
  return {
    armeniaFee: s.crossBorderArmenia.price,
    minimumInsurance: tables.insurance.minimum,
    standardInsurance: tables.insurance.standard,
    enhancedInsurance: tables.insurance.enhanced,
    prepaidFuel: s.prepaidFuel.price,
    roadAssistance: s.roadAssistance.price,
    babySeat: s.babySeat.price,
    crossBorderArmenia: s.crossBorderArmenia.price,
    carRoofTent: s.carRoofTent.price,
    campingEquipment: s.campingEquipment.price,
    prepaidCarWash: s.prepaidCarWash.price,
  };
}

/** `text` with each `{name}` of the price values replaced by that price; other braces are left as written. */
export function withPrices(text: string, tables: PriceTables): string {
  const values = priceValues(tables) as Readonly<Record<string, number>>;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
