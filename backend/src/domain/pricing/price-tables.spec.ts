import { priceBooking } from '../booking/total.js';
import { validateDetails } from '../booking/validation.js';
import { runHeaderSearch } from './header-search.js';
import { DEFAULT_PRICE_TABLES, carCost, minimumRental, requirePricedCar, seasonalRate, shortDate, type PriceTables, type Season } from './price-tables.js';
import { quotePrice } from './quote.js';

const SUMMER: Season = { name: 'Summer', from: '2027-07-01', to: '2027-08-31', percent: 20, cars: null, minDays: 5 };
const withSeasons = (...seasons: Season[]): PriceTables => ({ ...DEFAULT_PRICE_TABLES, version: 1, seasons });
const FJ = requirePricedCar(DEFAULT_PRICE_TABLES, 'Toyota FJ Cruiser');

describe('the default tables are the specification’s', () => {
  it.each([
    ['Hyundai Elantra', [45, 44, 43, 41]],
    ['Subaru Forester', [68, 66, 65, 61]],
    ['Chevrolet Suburban', [73, 71, 69, 66]],
    ['Toyota FJ Cruiser', [70, 68, 67, 63]],
    ['Toyota 4Runner', [75, 73, 71, 68]],
    ['Cadillac Escalade', [220, 213, 209, 198]],
  ])('%s: %j', (car, tiers) => {
    expect(requirePricedCar(DEFAULT_PRICE_TABLES, car).tiers).toEqual(tiers);
  });
  it('has 14 cars, no season', () => {
    expect(DEFAULT_PRICE_TABLES.cars).toHaveLength(14);
    expect(DEFAULT_PRICE_TABLES.seasons).toEqual([]);
  });
});

describe('seasonalRate: band rate changed by the percent, rounded to whole euros', () => {
  it.each([
    [67, 20, 80],
    [70, 20, 84],
    [67, 0, 67],
    [67, -10, 60],
    [45, -90, 5],
    [63, 500, 378],
    [45, 15, 52],
  ])('%i with %i%% is %i', (rate, percent, expected) => {
    expect(seasonalRate(rate, percent)).toBe(expected);
  });
});

describe('carCost: each day at its season’s rate', () => {
  it.each<[string, string | undefined, number, number, number]>([
    ['a 7-day FJ Cruiser from 10 Jul (all in season)', '2027-07-10', 7, 560, 80],
    ['no pickup date: no season', undefined, 7, 469, 67],
    ['before the season', '2027-06-01', 7, 469, 67],
    ['3 days before, 4 in the season', '2027-06-28', 7, 3 * 67 + 4 * 80, 74],
    ['4 days in, 3 after the season', '2027-08-28', 7, 4 * 80 + 3 * 67, 74],
    ['14 days in the season: the 14+ band', '2027-07-01', 14, 14 * Math.round(63 * 1.2), 76],
  ])('%s', (_what, pickup, days, total, daily) => {
    const cost = carCost(withSeasons(SUMMER), FJ, days, pickup);
    expect(cost.total).toBe(total);
    expect(cost.dailyRate).toBe(daily);
  });

  it('a season for other cars leaves this one unchanged', () => {
    const other = { ...SUMMER, cars: ['Hyundai Elantra'] };
    expect(carCost(withSeasons(other), FJ, 7, '2027-07-10').total).toBe(469);
    expect(carCost(withSeasons(other), requirePricedCar(DEFAULT_PRICE_TABLES, 'hyundai elantra'), 7, '2027-07-10').total).toBe(7 * Math.round(43 * 1.2));
  });
});

describe('minimumRental: the larger of 3 and the pickup day’s season minimum', () => {
  it.each<[string, Season[], string, number, string]>([
    ['no season', [], '2027-07-10', 3, 'The minimum rental is 3 days'],
    ['pickup in the season', [SUMMER], '2027-07-10', 5, 'Bookings starting between 1 Jul and 31 Aug need at least 5 days'],
    ['pickup the day before', [SUMMER], '2027-06-30', 3, 'The minimum rental is 3 days'],
    ['a season minimum under 3', [{ ...SUMMER, minDays: 2 }], '2027-07-10', 3, 'The minimum rental is 3 days'],
    ['a season without a minimum', [{ ...SUMMER, minDays: null }], '2027-07-10', 3, 'The minimum rental is 3 days'],
  ])('%s', (_what, seasons, pickup, days, message) => {
    const m = minimumRental(withSeasons(...seasons), 'Toyota FJ Cruiser', pickup);
    expect(m.days).toBe(days);
    expect(m.message).toBe(message);
  });
  it('shortDate', () => {
    expect(shortDate('2027-07-01')).toBe('1 Jul');
    expect(shortDate('2027-12-31')).toBe('31 Dec');
  });
});

describe('the rule everywhere', () => {
  const tables = withSeasons(SUMMER);
  const booking = {
    carType: 'Toyota FJ Cruiser',
    pickupLocation: 'tbilisi',
    dropoffLocation: 'batumi',
    pickupDate: '2027-07-10',
    pickupTime: '09:00',
    returnDate: '2027-07-17',
    returnTime: '09:00',
    insuranceType: 'minimum',
  };

  it('quote: 560 + delivery 100', () => {
    const q = quotePrice({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', days: 7, pickupDate: '2027-07-10' }, tables);
    expect(q).toMatchObject({ dailyRate: 80, baseTotal: 560, deliveryFee: 100, totalPrice: 660 });
  });
  it('quote: shorter than the season’s minimum is refused on returnDate', () => {
    expect(() => quotePrice({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 4, pickupDate: '2027-07-10' }, tables)).toThrow(
      'Bookings starting between 1 Jul and 31 Aug need at least 5 days',
    );
    // 2 days outside a season is still priced (the 3 days are a rule for rentals, not prices).
    expect(quotePrice({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 2, pickupDate: '2027-06-10' }, tables).totalPrice).toBe(140);
  });
  it('booking: 560 + 100, the season’s line named', () => {
    const price = priceBooking(booking, tables);
    expect(price.total).toBe(660);
    expect(price.lines[0]).toMatchObject({ key: 'car', label: 'Toyota FJ Cruiser rental (Summer +20%)', quantity: 7, unitPrice: 80, amount: 560 });
  });
  it('booking with the default tables: SPEC’s total', () => {
    expect(priceBooking(booking).total).toBe(569);
  });
  it('validation: 4 days from 10 Jul', () => {
    const errors = validateDetails({ ...booking, returnDate: '2027-07-14' }, '2026-11-28', tables);
    expect(errors).toMatchObject([{ field: 'returnDate', type: 'rule', message: 'Bookings starting between 1 Jul and 31 Aug need at least 5 days' }]);
    expect(validateDetails({ ...booking, returnDate: '2027-07-15' }, '2026-11-28', tables)).toEqual([]);
    expect(validateDetails({ ...booking, returnDate: '2027-07-14' }, '2026-11-28')).toEqual([]);
  });
  it('header search: the season’s message and values', () => {
    const input = { pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', pickupDate: '2027-07-10', returnDate: '2027-07-14' };
    expect(runHeaderSearch(input, '2026-11-28', tables)).toEqual({
      ok: false,
      reason: 'Bookings starting between 1 Jul and 31 Aug need at least 5 days',
      minimum: { days: 5, from: '2027-07-01', to: '2027-08-31' },
    });
    const ok = runHeaderSearch({ ...input, returnDate: '2027-07-17' }, '2026-11-28', tables);
    expect(ok.ok && ok.carPrices.find((c) => c.carType === 'Toyota FJ Cruiser')).toMatchObject({ dailyRate: 80, totalPrice: 560 });
  });
});
