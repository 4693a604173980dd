import { DEFAULT_PRICE_TABLES, type PriceTables } from '../pricing/price-tables.js';
import { tbilisiLocalTime } from '../shared/dates.js';
import { extraDayAfter, priceNotes } from './price-notes.js';
import { priceBooking } from './total.js';

const rental = { carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', pickupDate: '2027-03-01', pickupTime: '10:00', returnDate: '2027-03-08', insuranceType: 'minimum' };

describe('price notes (what explains a price)', () => {
  it.each([
    ['10:00', null, 7],
    ['09:59', null, 7],
    ['10:01', '10:00', 8],
    ['14:00', '10:00', 8],
  ])('return at %s after a 10:00 pickup: extra day after %s (%i days)', (returnTime, after, days) => {
    const r = { ...rental, returnTime };
    expect(extraDayAfter(r)).toBe(after);
    const price = priceBooking(r);
    expect(price.days).toBe(days);
    const notes = priceNotes(r, price);
    if (after) expect(notes[0]).toContain(`returning after ${after} counts one more day`);
    else expect(notes).toEqual([]);
  });

  it("names a season's days and percent", () => {
    const tables: PriceTables = { ...DEFAULT_PRICE_TABLES, seasons: [{ name: 'Spring rush', from: '2027-03-05', to: '2027-03-31', percent: 20, cars: null, minDays: null }] };
    const r = { ...rental, returnTime: '10:00' };
    const price = priceBooking(r, tables);
    const seasonLine = price.lines.find((l) => l.season === 'Spring rush')!;
    expect(seasonLine).toMatchObject({ key: 'car', quantity: 3, percent: 20 });
    expect(seasonLine.label).toContain('Spring rush +20%');
    expect(priceNotes(r, price)).toEqual([expect.stringContaining('3 days fall in the season "Spring rush" (+20%)')]);
    expect(price.lines.find((l) => l.key === 'delivery')!.label).toBe('Delivery fee (Tbilisi to Batumi)');
  });
});

describe('tbilisiLocalTime', () => {
  it.each([
    ['2026-12-01T06:00:00.000Z', '2026-12-01 10:00 (Tbilisi, UTC+4)'],
    ['2026-12-31T22:30:00Z', '2027-01-01 02:30 (Tbilisi, UTC+4)'],
    [null, null],
    ['not a date', null],
  ])('%s -> %s', (instant, local) => {
    expect(tbilisiLocalTime(instant)).toBe(local);
  });
});
