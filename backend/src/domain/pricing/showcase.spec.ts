import { FLEET } from '../catalogue/fleet.js';
import { fromPrice, showcaseTiers } from './showcase.js';

describe('showcase tiers (docs/product.md §3)', () => {
  it.each([
    ['Hyundai Elantra', [45, 44, 43, 41], 41],
    ['Subaru Forester', [68, 66, 65, 61], 61],
    ['Chevrolet Suburban', [73, 71, 69, 66], 66],
    ['Toyota FJ Cruiser', [70, 68, 67, 63], 63],
    ['Toyota 4Runner', [75, 73, 71, 68], 68],
  ])('%s shows %j per day and "from %i"', (carType, rates, from) => {
    const vehicle = FLEET.find((v) => v.carType === carType)!;
    expect(showcaseTiers(vehicle.basePrice)).toEqual([
      { label: '1-3 days', dailyRate: rates[0] },
      { label: '4-6 days', dailyRate: rates[1] },
      { label: '7-13 days', dailyRate: rates[2] },
      { label: '14+ days', dailyRate: rates[3] },
    ]);
    expect(fromPrice(vehicle.basePrice)).toBe(from);
  });

  it('rounds the "from" price of a non-fleet rate', () => {
    expect(fromPrice(220)).toBe(198);
    expect(fromPrice(55)).toBe(50); // 49.5 rounds up
  });
});
