import { addDays, daysBetweenDates, isIsoDate, isIsoTime, todayInTbilisi } from './dates.js';

describe('isIsoDate', () => {
  it.each([['2026-05-01'], ['2028-02-29'], ['2026-12-31'], ['2026-01-01']])('%s is a date', (s) => {
    expect(isIsoDate(s)).toBe(true);
  });
  it.each([['2026-02-29'], ['2026-02-30'], ['2026-13-01'], ['2026-00-10'], ['2026-04-31'], ['2026-5-1'], ['26-05-01'], ['2026-05-01T00:00'], [''], [20260501], [null]])(
    '%j is not a date',
    (s) => {
      expect(isIsoDate(s)).toBe(false);
    },
  );
});

describe('isIsoTime', () => {
  it.each([['00:00'], ['09:00'], ['23:59'], ['13:30']])('%s is a time', (s) => expect(isIsoTime(s)).toBe(true));
  it.each([['24:00'], ['9:00'], ['09:60'], ['09:00:00'], [''], [900]])('%j is not a time', (s) => expect(isIsoTime(s)).toBe(false));
});

describe('todayInTbilisi (UTC+4)', () => {
  it.each([
    ['2026-05-01T19:59:59.999Z', '2026-05-01'],
    ['2026-05-01T20:00:00.000Z', '2026-05-02'],
    ['2026-05-01T00:00:00.000Z', '2026-05-01'],
    ['2026-12-31T20:00:00.000Z', '2027-01-01'],
    ['2026-01-15T12:00:00+04:00', '2026-01-15'],
  ])('at %s it is %s in Tbilisi', (instant, date) => {
    expect(todayInTbilisi(new Date(instant))).toBe(date);
  });
});

describe('daysBetweenDates and addDays', () => {
  it.each([
    ['2026-05-01', '2026-05-04', 3],
    ['2026-05-01', '2026-05-01', 0],
    ['2026-05-04', '2026-05-01', -3],
    ['2026-02-27', '2026-03-02', 3],
    ['2028-02-27', '2028-03-02', 4],
    ['2026-12-30', '2027-01-02', 3],
    ['2026-03-28', '2026-03-31', 3],
  ])('%s to %s is %i days', (from, to, days) => {
    expect(daysBetweenDates(from, to)).toBe(days);
  });

  it.each([
    ['2026-05-01', 3, '2026-05-04'],
    ['2026-12-30', 3, '2027-01-02'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });
});
