import { UnknownCarError } from '../errors.js';
import { CARS, normaliseCarName } from './cars.js';
import { DEFAULT_PRICE_TABLES, requirePricedCar } from '../pricing/price-tables.js';

/** A car of the specification's tables by name, undefined when it is none. */
function findCar(name: unknown) {
  try {
    return requirePricedCar(DEFAULT_PRICE_TABLES, name as string);
  } catch (e) {
    if (e instanceof UnknownCarError) return undefined;
    throw e;
  }
}

describe('car names in the price tables (any letter case, hyphens and underscores as spaces)', () => {
  it.each([
    ['Hyundai Elantra', 'Hyundai Elantra'],
    ['hyundai elantra', 'Hyundai Elantra'],
    ['HYUNDAI ELANTRA', 'Hyundai Elantra'],
    ['  toyota   fj  cruiser ', 'Toyota FJ Cruiser'],
    ['toyota-4runner', 'Toyota 4Runner'],
    ['cadillac_escalade', 'Cadillac Escalade'],
    ['MITSUBISHI PAJERO io', 'Mitsubishi Pajero IO'],
  ])('%j finds %s', (input, name) => {
    expect(findCar(input)?.name).toBe(name);
  });

  it.each([['Lada Niva'], [''], ['Elantra'], ['Toyota']])('%j is unknown', (input) => {
    expect(findCar(input)).toBeUndefined();
  });

  it('tolerates non-strings', () => {
    expect(findCar(undefined)).toBeUndefined();
    expect(findCar(null)).toBeUndefined();
    expect(findCar(42 as unknown as string)).toBeUndefined();
  });

  it('finds every catalogue car by its own name', () => {
    for (const car of CARS) expect(findCar(car.name)?.name).toBe(car.name);
  });
});

describe('requirePricedCar (the price tables’ cars; the default tables are these)', () => {
  const requireCar = (name: string) => requirePricedCar(DEFAULT_PRICE_TABLES, name);
  it('returns the car', () => {
    expect(requireCar('jeep wrangler')).toEqual({ name: 'Jeep Wrangler', tiers: [86, 83, 82, 77] });
  });

  it('throws UnknownCarError naming the car, the field and the known cars', () => {
    let caught: unknown;
    try {
      requireCar('Lada');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(UnknownCarError);
    const error = caught as UnknownCarError;
    expect(error.code).toBe('UNKNOWN_CAR');
    expect(error.field).toBe('carType');
    expect(error.message).toMatch(/^Unknown car "Lada"\. Known cars: Hyundai Elantra, Toyota FJ Cruiser, .*Cadillac Escalade\.$/);
  });
});

describe('normaliseCarName', () => {
  it.each([
    ['toyota 4runner', 'Toyota 4Runner'],
    ['TOYOTA FJ CRUISER', 'Toyota FJ Cruiser'],
    ['hyundai-elantra', 'Hyundai Elantra'],
    ['subaru_forester', 'Subaru Forester'],
    ['  chevrolet   suburban ', 'Chevrolet Suburban'],
    ['mitsubishi pajero io', 'Mitsubishi Pajero IO'],
    ['lada niva', 'Lada Niva'],
    ['toyota fj', 'Toyota FJ'],
    ['my 4RUNNER', 'My 4Runner'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseCarName(input)).toBe(expected);
  });

  it('gives an empty string for a missing value', () => {
    expect(normaliseCarName(undefined)).toBe('');
    expect(normaliseCarName(null)).toBe('');
  });
});
