import { DEFAULT_PRICE_TABLES } from '../pricing/price-tables.js';
import { serviceAmount } from './service-prices.js';
import { SERVICES, SERVICE_KEYS, campingAllowed, servicesFor } from './services.js';

describe('services (docs/product.md §6)', () => {
  it.each([
    ['prepaidFuel', 50, 'flat', 'convenience'],
    ['prepaidCarWash', 50, 'flat', 'convenience'],
    ['roadAssistance', 3, 'per-day', 'protection'],
    ['babySeat', 3, 'per-day', 'convenience'],
    ['crossBorderArmenia', 90, 'flat', 'travel'],
    ['carRoofTent', 15, 'per-day', 'camping'],
    ['campingEquipment', 150, 'flat', 'camping'],
  ] as const)('%s is seeded at %i %s (%s); the service itself carries no price', (key, price, unit, group) => {
    const service = SERVICES.find((s) => s.key === key)!;
    expect(service).toMatchObject({ key, group });
    expect(service).not.toHaveProperty('price');
    expect(DEFAULT_PRICE_TABLES.services[key]).toEqual({ price, unit });
    expect(service.label.length).toBeGreaterThan(3);
    expect(service.description.length).toBeGreaterThan(20);
    expect(serviceAmount(DEFAULT_PRICE_TABLES.services[key], 5)).toBe(unit === 'per-day' ? price * 5 : price);
  });

  it('lists the seven service keys', () => {
    expect([...SERVICE_KEYS].sort()).toEqual(SERVICES.map((s) => s.key).sort());
    expect(SERVICES).toHaveLength(7);
  });

  it.each([
    ['Hyundai Elantra', false],
    ['hyundai elantra', false],
    ['HYUNDAI ELANTRA', false],
    ['Elantra Sport', false],
    ['Toyota FJ Cruiser', true],
    ['Subaru Forester', true],
    ['', true],
  ])('camping for %j allowed: %s', (carType, allowed) => {
    expect(campingAllowed(carType)).toBe(allowed);
    const keys = servicesFor(carType).map((s) => s.key);
    expect(keys.includes('carRoofTent')).toBe(allowed);
    expect(keys.includes('campingEquipment')).toBe(allowed);
    expect(keys).toHaveLength(allowed ? 7 : 5);
  });
});
