import { ValidationError } from '../errors.js';
import { CALENDAR_LEGEND, CALENDAR_MARKS, calendarLine, dayMark, parseCalendarRange, type CalendarHold } from './calendar.js';
import { blockPeriod, bookingHoldPeriod } from './hold-period.js';

const booking = (status: 'pending' | 'confirmed' | 'on_rent' | 'returned', pickupDate: string, returnDate: string, returnTime = '09:00'): CalendarHold => ({
  kind: 'booking',
  status,
  ...bookingHoldPeriod({ pickupDate, pickupTime: '09:00', returnDate, returnTime }, 12),
});
const block = (from: string, to: string): CalendarHold => ({ kind: 'block', ...blockPeriod(from, to) });

describe('what a calendar day shows', () => {
  it('uses the five marks of docs/product.md §9 and explains each', () => {
    expect(CALENDAR_MARKS).toEqual({ free: '.', pending: 'p', confirmed: 'C', onRent: 'O', blocked: '#' });
    expect(CALENDAR_LEGEND.map((l) => l.mark)).toEqual(['.', 'p', 'C', 'O', '#']);
  });

  it.each([
    [[], '2026-07-03', '.'],
    [[booking('pending', '2026-07-02', '2026-07-05')], '2026-07-01', '.'],
    [[booking('pending', '2026-07-02', '2026-07-05')], '2026-07-02', 'p'],
    [[booking('pending', '2026-07-02', '2026-07-05')], '2026-07-05', 'p'], // return day and turnaround
    [[booking('pending', '2026-07-02', '2026-07-05')], '2026-07-06', '.'],
    [[booking('pending', '2026-07-02', '2026-07-05', '20:00')], '2026-07-06', 'p'], // turnaround until 08:00 next day
    [[booking('confirmed', '2026-07-02', '2026-07-05')], '2026-07-03', 'C'],
    [[booking('on_rent', '2026-07-02', '2026-07-05')], '2026-07-03', 'O'],
    [[booking('returned', '2026-07-02', '2026-07-05')], '2026-07-03', 'C'],
    [[booking('confirmed', '2026-07-06', '2026-07-08'), booking('on_rent', '2026-07-02', '2026-07-05', '23:00')], '2026-07-06', 'O'],
    [[block('2026-07-03', '2026-07-04')], '2026-07-04', '#'],
    [[block('2026-07-03', '2026-07-04')], '2026-07-05', '.'],
    // a return in the morning and a block from the same day: the stronger mark wins
    [[booking('confirmed', '2026-07-01', '2026-07-03', '00:00'), block('2026-07-03', '2026-07-04')], '2026-07-03', '#'],
    [[booking('pending', '2026-07-01', '2026-07-03'), booking('confirmed', '2026-07-03', '2026-07-06')], '2026-07-03', 'C'],
  ])('holds %j on %s: "%s"', (holds, date, mark) => {
    expect(dayMark(holds as CalendarHold[], date)).toBe(mark);
  });

  it('draws one character a day', () => {
    const holds = [booking('pending', '2026-07-02', '2026-07-04'), booking('confirmed', '2026-07-06', '2026-07-08'), block('2026-07-10', '2026-07-11')];
    expect(calendarLine(holds, '2026-07-01', 12)).toBe('.ppp.CCC.##.');
    expect(calendarLine([booking('on_rent', '2026-07-02', '2026-07-04')], '2026-07-01', 5)).toBe('.OOO.');
    expect(calendarLine([], '2026-07-01', 3)).toBe('...');
  });
});

describe('calendar range', () => {
  it.each([
    [{}, { from: '2026-07-01', days: 14 }],
    [{ from: '2026-06-01' }, { from: '2026-06-01', days: 14 }],
    [{ days: '30' }, { from: '2026-07-01', days: 30 }],
    [{ from: '2026-07-10', days: 92 }, { from: '2026-07-10', days: 92 }],
  ])('%j -> %j', (raw, range) => {
    expect(parseCalendarRange(raw, '2026-07-01')).toEqual(range);
  });

  it.each([[{ from: '2026-13-01' }], [{ days: 0 }], [{ days: '93' }], [{ days: '2.5' }], [{ days: 'week' }]])('%j is refused', (raw) => {
    expect(() => parseCalendarRange(raw, '2026-07-01')).toThrow(ValidationError);
  });
});
