import { HEADER_SEARCH_CARS, MIN_RENTAL_DAYS, minReturnDate, runHeaderSearch } from './header-search.js';

const today = '2026-05-01';
const valid = { pickupLocation: 'tbilisi', dropoffLocation: 'batumi', pickupDate: '2026-05-10', returnDate: '2026-05-15' };

describe('runHeaderSearch (docs/product.md §5)', () => {
  it('quotes Elantra, Forester and FJ Cruiser without extras', () => {
    const outcome = runHeaderSearch(valid, today);
    expect(outcome).toEqual({
      ok: true,
      search: { pickupLocation: 'tbilisi', dropoffLocation: 'batumi', pickupDate: '2026-05-10', returnDate: '2026-05-15', days: 5 },
      carPrices: [
        { carType: 'Hyundai Elantra', totalPrice: 44 * 5 + 100, dailyRate: 44, days: 5 },
        { carType: 'Subaru Forester', totalPrice: 66 * 5 + 100, dailyRate: 66, days: 5 },
        { carType: 'Toyota FJ Cruiser', totalPrice: 68 * 5 + 100, dailyRate: 68, days: 5 },
      ],
    });
    expect(HEADER_SEARCH_CARS).toEqual(['Hyundai Elantra', 'Subaru Forester', 'Toyota FJ Cruiser']);
  });

  it.each([['pickupLocation'], ['dropoffLocation'], ['pickupDate'], ['returnDate']] as const)('refuses a search without %s', (field) => {
    expect(runHeaderSearch({ ...valid, [field]: '' }, today).ok).toBe(false);
    expect(runHeaderSearch({ ...valid, [field]: undefined }, today).ok).toBe(false);
  });

  it.each([
    ['2026-05-10', '2026-05-12', false], // 2 days
    ['2026-05-10', '2026-05-13', true], // exactly 3 days
    ['2026-05-10', '2026-05-10', false], // 0 days
    ['2026-05-10', '2026-05-05', false], // return before pickup
    ['2026-05-01', '2026-05-04', true], // pickup today
    ['2026-04-30', '2026-05-04', false], // pickup yesterday
    ['2026-05-10', '2026-02-30', false], // impossible date
    ['2026-05-01', '2027-05-02', false], // 366 days, beyond what is priced
  ])('pickup %s, return %s -> ok %s', (pickupDate, returnDate, ok) => {
    const outcome = runHeaderSearch({ ...valid, pickupDate, returnDate }, today);
    expect(outcome.ok).toBe(ok);
    if (!outcome.ok) expect(outcome.reason.length).toBeGreaterThan(10);
  });

  it('uses 3 as the minimum', () => {
    expect(MIN_RENTAL_DAYS).toBe(3);
    const outcome = runHeaderSearch({ ...valid, pickupDate: '2026-05-10', returnDate: '2026-05-12' }, today);
    expect(outcome).toEqual({ ok: false, reason: 'The minimum rental is 3 days; choose a later return date.' });
  });

  it('refuses an unknown location and normalises known ones', () => {
    expect(runHeaderSearch({ ...valid, dropoffLocation: 'Yerevan' }, today).ok).toBe(false);
    const outcome = runHeaderSearch({ ...valid, pickupLocation: 'Kutaisi', dropoffLocation: 'KUTAISI' }, today);
    expect(outcome.ok && outcome.search.pickupLocation).toBe('kutaisi');
    expect(outcome.ok && outcome.carPrices[0].totalPrice).toBe(44 * 5 + 160);
  });

  it('applies the tier of the searched length (14 days)', () => {
    const outcome = runHeaderSearch({ ...valid, dropoffLocation: 'tbilisi', pickupDate: '2026-05-10', returnDate: '2026-05-24' }, today);
    expect(outcome.ok && outcome.carPrices.map((c) => c.dailyRate)).toEqual([41, 61, 63]);
  });
});

describe('minReturnDate', () => {
  it.each([
    ['2026-05-10', '2026-05-10'],
    ['', today],
    [undefined, today],
    ['2026-04-20', today],
  ])('pickup %j -> minimum return %s', (pickup, expected) => {
    expect(minReturnDate(pickup, today)).toBe(expected);
  });
});
