import { CARS } from '../catalogue/cars.js';
import { FLEET } from '../catalogue/fleet.js';
import { MAX_QUOTE_DAYS, PRICE_TIERS, dailyRate, tierFor } from './daily-rate.js';

describe('base daily rates (docs/product.md §3)', () => {
  it.each([
    ['Hyundai Elantra', 45],
    ['Toyota FJ Cruiser', 70],
    ['Chevrolet Suburban', 73],
    ['Toyota 4Runner', 75],
    ['Mitsubishi Pajero IO', 53],
    ['Renault Duster', 64],
    ['Toyota Camry', 57],
    ['Toyota Corolla Hybrid', 55],
    ['Jeep Renegade', 58],
    ['Jeep Wrangler', 86],
    ['Jeep Grand Cherokee', 75],
    ['Subaru Forester', 68],
    ['Tesla Model 3', 72],
    ['Cadillac Escalade', 220],
  ])('%s costs %i EUR per day for 1-3 days', (name, rate) => {
    const car = CARS.find((c) => c.name === name);
    expect(car?.baseRate).toBe(rate);
    expect(dailyRate(rate, 1)).toBe(rate);
    expect(dailyRate(rate, 3)).toBe(rate);
  });

  it('has exactly the 14 cars', () => {
    expect(CARS).toHaveLength(14);
  });
});

describe('tier table for the five fleet cars (docs/product.md §3)', () => {
  const table: [string, number, number, number, number, number][] = [
    ['Hyundai Elantra', 45, 45, 44, 43, 41],
    ['Subaru Forester', 68, 68, 66, 65, 61],
    ['Chevrolet Suburban', 73, 73, 71, 69, 66],
    ['Toyota FJ Cruiser', 70, 70, 68, 67, 63],
    ['Toyota 4Runner', 75, 75, 73, 71, 68],
  ];
  const cells = table.flatMap(([name, base, ...rates]) =>
    ([[2, rates[0]], [5, rates[1]], [10, rates[2]], [20, rates[3]]] as const).map(([days, rate]) => [name, base, days, rate] as const),
  );

  it.each(cells)('%s (base %i) for %i days costs %i per day', (name, base, days, rate) => {
    expect(FLEET.find((v) => v.carType === name)?.basePrice).toBe(base);
    expect(dailyRate(base, days)).toBe(rate);
  });
});

describe('tier boundaries', () => {
  it.each([
    // fleet car: Toyota FJ Cruiser 70
    [70, 3, 70],
    [70, 4, 68],
    [70, 6, 68],
    [70, 7, 67],
    [70, 13, 67],
    [70, 14, 63],
    [70, 365, 63],
    // non-fleet car: Cadillac Escalade 220
    [220, 3, 220],
    [220, 4, 213],
    [220, 6, 213],
    [220, 7, 209],
    [220, 13, 209],
    [220, 14, 198],
    // non-fleet car: Jeep Wrangler 86 -> 83.42, 81.7, 77.4
    [86, 4, 83],
    [86, 7, 82],
    [86, 14, 77],
  ])('base %i for %i days -> %i per day', (base, days, rate) => {
    expect(dailyRate(base, days)).toBe(rate);
  });

  it.each([
    [1, '1-3 days'],
    [3, '1-3 days'],
    [4, '4-6 days'],
    [6, '4-6 days'],
    [7, '7-13 days'],
    [13, '7-13 days'],
    [14, '14+ days'],
    [MAX_QUOTE_DAYS, '14+ days'],
  ])('%i days fall in tier %s', (days, label) => {
    expect(tierFor(days).label).toBe(label);
  });

  it('has four tiers with factors 1, .97, .95, .90', () => {
    expect(PRICE_TIERS.map((t) => t.factor)).toEqual([1, 0.97, 0.95, 0.9]);
  });
});
