import { CARS } from './cars.js';
import { FLEET } from './fleet.js';
import { findSiteCar } from './site-fleet.js';
import { DEFAULT_PRICE_TABLES } from '../pricing/price-tables.js';

describe('FLEET (docs/product.md §3)', () => {
  it.each([
    ['hyundai-elantra', 'Hyundai Elantra', 'HYUNDAI\nELANTRA', 45, 5, '2x2', 6.9, 1],
    ['subaru-forester', 'Subaru Forester', 'SUBARU\nFORESTER', 68, 5, '4x4', 8.4, 3],
    ['chevrolet-suburban', 'Chevrolet Suburban', 'CHEVROLET\nSUBURBAN', 73, 7, '4x4', 13.1, 5],
    ['toyota-fj-cruiser', 'Toyota FJ Cruiser', 'TOYOTA\nFJ CRUISER', 70, 5, '4x4', 11.8, 4],
    ['toyota-4runner', 'Toyota 4Runner', 'TOYOTA\n4RUNNER', 75, 5, '4x4', 11.2, 4],
  ])('%s', (id, carType, name, basePrice, passengers, drive, consumption, images) => {
    const v = FLEET.find((x) => x.id === id);
    expect(v).toBeDefined();
    expect(v).toMatchObject({ carType, name, basePrice, passengers, driveWheels: drive, fuelConsumption: consumption });
    expect(v!.transmission).toBe('Automatic');
    expect(v!.fuelType).toBe('Petrol');
    expect(v!.image).toBe(`/images/cars/${id}.webp`);
    expect(v!.gallery).toHaveLength(images as number);
    expect(v!.gallery[0]).toBe(`/images/cars/${id}-1.svg`);
    expect(v!.specs).toEqual([`${passengers} Seats`, 'Automatic', 'Petrol', 'A/C', 'Bluetooth', drive]);
    expect(v!.description.length).toBeGreaterThan(150);
    // the fleet's price is the catalogue's price
    expect(CARS.find((c) => c.name === carType)?.baseRate).toBe(basePrice);
  });

  it('has five vehicles with distinct ids, descriptions and hex colours', () => {
    expect(FLEET).toHaveLength(5);
    expect(new Set(FLEET.map((v) => v.id)).size).toBe(5);
    expect(new Set(FLEET.map((v) => v.description)).size).toBe(5);
    expect(new Set(FLEET.map((v) => v.color.toLowerCase())).size).toBe(5);
    for (const v of FLEET) expect(v.color).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('findSiteCar with the specification’s tables', () => {
  it.each([['toyota-fj-cruiser'], ['Toyota FJ Cruiser'], ['TOYOTA\nFJ CRUISER'], ['toyota fj cruiser']])('%j finds the FJ Cruiser', (q) => {
    expect(findSiteCar(DEFAULT_PRICE_TABLES, q)?.name).toBe('Toyota FJ Cruiser');
  });

  it.each([['Jeep Wrangler'], ['unknown'], [''], [undefined]])('%j is not a fleet vehicle', (q) => {
    expect(findSiteCar(DEFAULT_PRICE_TABLES, q)).toBeUndefined();
  });
});
