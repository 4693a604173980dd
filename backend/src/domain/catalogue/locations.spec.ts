import { UnknownLocationError } from '../errors.js';
import { LOCATIONS, LOCATION_LABELS, deliveryFee, parseLocation, requireLocation } from './locations.js';

describe('deliveryFee (docs/product.md §4)', () => {
  const pairs: [string, string, number][] = [
    ['tbilisi', 'tbilisi', 0],
    ['kutaisi', 'kutaisi', 160],
    ['batumi', 'batumi', 200],
    ['tbilisi', 'batumi', 100],
    ['tbilisi', 'kutaisi', 80],
    ['batumi', 'kutaisi', 120],
  ];
  const bothWays = pairs.flatMap(([a, b, fee]) => [[a, b, fee], [b, a, fee]] as [string, string, number][]);
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

  it.each(bothWays)('%s -> %s costs %i', (a, b, fee) => {
    expect(deliveryFee(a, b)).toBe(fee);
  });

  it.each(bothWays)('mixed case %s -> %s costs %i', (a, b, fee) => {
    expect(deliveryFee(cap(a), b.toUpperCase())).toBe(fee);
    expect(deliveryFee(` ${a.toUpperCase()} `, cap(b))).toBe(fee);
  });

  it('covers all nine ordered pairs', () => {
    const seen = new Set(bothWays.map(([a, b]) => `${a}|${b}`));
    expect(seen.size).toBe(9);
  });

  it.each([
    ['tbilisi', 'yerevan'],
    ['gudauri', 'batumi'],
    ['', 'batumi'],
    ['kutaisi', ''],
    [undefined, 'tbilisi'],
    [null, null],
  ])('unknown or missing %j -> %j gives 0', (a, b) => {
    expect(deliveryFee(a, b)).toBe(0);
  });
});

describe('locations', () => {
  it('has the three cities with labels', () => {
    expect(LOCATIONS).toEqual(['tbilisi', 'batumi', 'kutaisi']);
    expect(LOCATIONS.map((l) => LOCATION_LABELS[l])).toEqual(['Tbilisi', 'Batumi', 'Kutaisi']);
  });

  it.each([
    ['Tbilisi', 'tbilisi'],
    [' BATUMI ', 'batumi'],
    ['kutaisi', 'kutaisi'],
    ['Yerevan', undefined],
    ['', undefined],
  ])('parseLocation(%j) = %j', (input, expected) => {
    expect(parseLocation(input)).toBe(expected);
  });

  it('requireLocation throws UnknownLocationError naming the field', () => {
    expect(requireLocation('Batumi', 'dropoffLocation')).toBe('batumi');
    expect(() => requireLocation('Gori', 'dropoffLocation')).toThrow(UnknownLocationError);
    try {
      requireLocation('Gori', 'dropoffLocation');
    } catch (e) {
      const error = e as UnknownLocationError;
      expect(error.code).toBe('UNKNOWN_LOCATION');
      expect(error.field).toBe('dropoffLocation');
      expect(error.message).toBe('Unknown dropoffLocation "Gori". Choose one of: Tbilisi, Batumi, Kutaisi.');
    }
  });
});
