import { InvalidDateError } from '../errors.js';
import { bookingDays } from './days.js';

describe('bookingDays = ceil(hours / 24)', () => {
  it.each([
    ['2026-05-10', '09:00', '2026-05-13', '09:00', 3], // exactly 72 h
    ['2026-05-10', '09:00', '2026-05-13', '09:01', 4], // 72 h + 1 min
    ['2026-05-10', '09:00', '2026-05-13', '08:59', 3],
    ['2026-05-10', '18:00', '2026-05-13', '10:00', 3], // 64 h
    ['2026-05-10', '09:00', '2026-05-10', '09:01', 1],
    ['2026-05-10', '09:00', '2026-05-10', '09:00', 0],
    ['2026-05-10', '09:00', '2026-05-09', '09:00', -1],
    ['2026-05-10', '00:00', '2026-05-24', '00:00', 14],
    ['2026-12-30', '22:00', '2027-01-02', '22:00', 3], // across the year end
    ['2028-02-28', '09:00', '2028-03-01', '09:00', 2], // leap day
    ['2026-03-28', '09:00', '2026-03-31', '09:00', 3], // Europe's DST weekend changes nothing in Tbilisi
  ])('%s %s -> %s %s is %i days', (pd, pt, rd, rt, days) => {
    expect(bookingDays(pd, pt, rd, rt)).toBe(days);
  });

  it.each([
    ['2026-02-30', '09:00', '2026-03-05', '09:00', 'pickupDate'],
    ['2026-03-01', '9am', '2026-03-05', '09:00', 'pickupTime'],
    ['2026-03-01', '09:00', 'tomorrow', '09:00', 'returnDate'],
    ['2026-03-01', '09:00', '2026-03-05', '25:00', 'returnTime'],
  ])('%s %s -> %s %s throws InvalidDateError for %s', (pd, pt, rd, rt, field) => {
    expect(() => bookingDays(pd, pt, rd, rt)).toThrow(InvalidDateError);
    try {
      bookingDays(pd, pt, rd, rt);
    } catch (e) {
      expect((e as InvalidDateError).field).toBe(field);
      expect((e as InvalidDateError).code).toBe('INVALID_DATE');
    }
  });
});
