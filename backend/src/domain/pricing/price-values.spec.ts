import { DEFAULT_PRICE_TABLES, type PriceTables } from './price-tables.js';
import { priceValues, withPrices } from './price-values.js';

describe('price values (the prices texts name)', () => {
  const changed: PriceTables = {
    ...DEFAULT_PRICE_TABLES,
    insurance: { minimum: 0, standard: 12, enhanced: 31 },
    services: { ...DEFAULT_PRICE_TABLES.services, crossBorderArmenia: { price: 60, unit: 'flat' }, babySeat: { price: 4, unit: 'per-day' } },
  };

  it('come from the tables given', () => {
    expect(priceValues(DEFAULT_PRICE_TABLES)).toMatchObject({ armeniaFee: 90, standardInsurance: 10, enhancedInsurance: 30, babySeat: 3, prepaidFuel: 50, carRoofTent: 15, campingEquipment: 150 });
    expect(priceValues(changed)).toMatchObject({ armeniaFee: 60, crossBorderArmenia: 60, standardInsurance: 12, enhancedInsurance: 31, babySeat: 4 });
  });

  it('fill their placeholders and leave others as written', () => {
    expect(withPrices('{armeniaFee} EUR, {standardInsurance} a day, {brand}', changed)).toBe('60 EUR, 12 a day, {brand}');
  });
});
