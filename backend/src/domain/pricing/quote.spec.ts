import { UnknownCarError, UnknownLocationError, ValidationError } from '../errors.js';
import { quotePrice, type PricingRequest } from './quote.js';

const base: PricingRequest = { carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', days: 5 };

function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected an error');
}

describe('quotePrice', () => {
  it('prices daily × days + delivery', () => {
    expect(quotePrice(base)).toEqual({
      carType: 'Toyota FJ Cruiser',
      pickupLocation: 'tbilisi',
      dropoffLocation: 'batumi',
      dailyRate: 68,
      days: 5,
      baseTotal: 340,
      deliveryFee: 100,
      babySeatTotal: 0,
      armeniaFee: 0,
      totalPrice: 440,
      currency: 'EUR',
    });
  });

  it.each([
    // car, pickup, dropoff, days, babySeat, armenia, daily, total
    ['Hyundai Elantra', 'tbilisi', 'tbilisi', 3, false, false, 45, 135],
    ['hyundai elantra', 'Kutaisi', 'KUTAISI', 4, false, false, 44, 176 + 160],
    ['Subaru Forester', 'batumi', 'kutaisi', 7, true, false, 65, 455 + 120 + 21],
    ['Chevrolet Suburban', 'kutaisi', 'tbilisi', 14, true, true, 66, 924 + 80 + 42 + 90],
    ['Toyota 4Runner', 'batumi', 'batumi', 1, false, true, 75, 75 + 200 + 90],
    ['Cadillac Escalade', 'tbilisi', 'tbilisi', 14, false, false, 198, 2772],
    ['Tesla Model 3', 'tbilisi', 'kutaisi', 365, true, true, 65, 65 * 365 + 80 + 3 * 365 + 90],
  ])('%s %s->%s %i days (baby %s, Armenia %s): %i/day, total %i', (carType, pickup, dropoff, days, babySeat, armenia, daily, total) => {
    const result = quotePrice({ carType, pickupLocation: pickup, dropoffLocation: dropoff, days, babySeat, crossBorderArmenia: armenia });
    expect(result.dailyRate).toBe(daily);
    expect(result.baseTotal).toBe(daily * days);
    expect(result.totalPrice).toBe(total);
    expect(result.totalPrice).toBe(result.baseTotal + result.deliveryFee + result.babySeatTotal + result.armeniaFee);
  });

  it('throws UnknownCarError for an unknown car', () => {
    const e = caught(() => quotePrice({ ...base, carType: 'Lada Niva' }));
    expect(e).toBeInstanceOf(UnknownCarError);
    expect((e as UnknownCarError).field).toBe('carType');
  });

  it.each([['pickupLocation'], ['dropoffLocation']] as const)('throws UnknownLocationError naming %s', (field) => {
    const e = caught(() => quotePrice({ ...base, [field]: 'Yerevan' }));
    expect(e).toBeInstanceOf(UnknownLocationError);
    expect((e as UnknownLocationError).field).toBe(field);
  });

  it.each([[0, 'min'], [-3, 'min'], [366, 'max'], [2.5, 'format'], [Number.NaN, 'format'], ['5' as unknown as number, 'format']])(
    'refuses %j days (%s)',
    (days, type) => {
      const e = caught(() => quotePrice({ ...base, days }));
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).errors).toEqual([expect.objectContaining({ field: 'days', type })]);
    },
  );

  it.each([[1], [365]])('accepts %i days', (days) => {
    expect(quotePrice({ ...base, days }).days).toBe(days);
  });

  it('refuses an impossible pickupDate and accepts a real one', () => {
    const e = caught(() => quotePrice({ ...base, pickupDate: '2026-02-30' }));
    expect((e as ValidationError).errors[0].field).toBe('pickupDate');
    expect(quotePrice({ ...base, pickupDate: '2026-06-01' }).totalPrice).toBe(440);
  });
});
