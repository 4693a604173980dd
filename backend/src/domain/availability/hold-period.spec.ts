import {
  DEFAULT_TURNAROUND_HOURS,
  blockPeriod,
  bookingHoldPeriod,
  dayPeriod,
  formatTbilisi,
  lastDayOf,
  periodsOverlap,
  tbilisiInstant,
  tbilisiWallClock,
  type Period,
} from './hold-period.js';

const iso = (d: Date) => d.toISOString();

describe('Tbilisi time (UTC+4 all year, no daylight saving)', () => {
  it.each([
    // winter and summer alike: Europe's DST changes (last Sundays of March and October) change nothing
    ['2026-01-15', '09:00', '2026-01-15T05:00:00.000Z'],
    ['2026-03-29', '03:30', '2026-03-28T23:30:00.000Z'],
    ['2026-07-01', '09:00', '2026-07-01T05:00:00.000Z'],
    ['2026-10-25', '02:30', '2026-10-24T22:30:00.000Z'],
    ['2026-12-31', '23:59', '2026-12-31T19:59:00.000Z'],
    ['2027-01-01', '00:00', '2026-12-31T20:00:00.000Z'],
    ['2028-02-29', '12:00', '2028-02-29T08:00:00.000Z'],
  ])('%s %s in Tbilisi is %s', (date, time, instant) => {
    expect(iso(tbilisiInstant(date, time))).toBe(instant);
    expect(tbilisiWallClock(new Date(instant))).toEqual({ date, time });
    expect(formatTbilisi(new Date(instant))).toBe(`${date} ${time}`);
  });
});

describe('the hold of a booking: pickup to return plus the turnaround', () => {
  it.each([
    // pickup, return, turnaround hours -> start, end (UTC)
    [['2026-07-01', '09:00', '2026-07-06', '09:00'], 12, '2026-07-01T05:00:00.000Z', '2026-07-06T17:00:00.000Z'],
    [['2026-07-01', '09:00', '2026-07-06', '18:30'], 12, '2026-07-01T05:00:00.000Z', '2026-07-07T02:30:00.000Z'],
    [['2026-07-01', '09:00', '2026-07-06', '09:00'], 0, '2026-07-01T05:00:00.000Z', '2026-07-06T05:00:00.000Z'],
    [['2026-12-29', '22:00', '2027-01-02', '20:00'], 24, '2026-12-29T18:00:00.000Z', '2027-01-03T16:00:00.000Z'],
  ] as const)('%j with %i h', ([pickupDate, pickupTime, returnDate, returnTime], hours, start, end) => {
    const p = bookingHoldPeriod({ pickupDate, pickupTime, returnDate, returnTime }, hours);
    expect([iso(p.start), iso(p.end)]).toEqual([start, end]);
  });

  it('defaults to a 12-hour turnaround', () => {
    expect(DEFAULT_TURNAROUND_HOURS).toBe(12);
    const p = bookingHoldPeriod({ pickupDate: '2026-07-01', pickupTime: '09:00', returnDate: '2026-07-04', returnTime: '09:00' });
    expect(iso(p.end)).toBe('2026-07-04T17:00:00.000Z'); // 21:00 in Tbilisi
  });
});

describe('overlap of holds (half-open periods)', () => {
  const first = bookingHoldPeriod({ pickupDate: '2026-07-01', pickupTime: '09:00', returnDate: '2026-07-06', returnTime: '09:00' }, 12);
  // first holds until 2026-07-06 21:00 Tbilisi.
  const next = (pickupDate: string, pickupTime: string): Period =>
    bookingHoldPeriod({ pickupDate, pickupTime, returnDate: '2026-07-12', returnTime: '09:00' }, 12);

  it.each([
    ['2026-07-06', '20:59', true], // one minute inside the turnaround
    ['2026-07-06', '21:00', false], // exactly at the end of the turnaround: free
    ['2026-07-06', '21:01', false],
    ['2026-07-06', '09:00', true], // at the return itself: the car is being cleaned
    ['2026-07-07', '09:00', false],
  ])('a pickup on %s at %s overlaps: %s', (date, time, overlaps) => {
    expect(periodsOverlap(first, next(date, time))).toBe(overlaps);
    expect(periodsOverlap(next(date, time), first)).toBe(overlaps);
  });

  it.each([
    ['2026-06-20', '2026-06-30', false],
    ['2026-06-20', '2026-07-01', true], // a block on the pickup day
    ['2026-07-03', '2026-07-03', true], // inside
    ['2026-07-06', '2026-07-06', true], // the return day, turnaround until 21:00
    ['2026-07-07', '2026-07-10', false], // the next day
    ['2026-06-01', '2026-08-01', true], // around it
  ])('a block from %s to %s overlaps: %s', (from, to, overlaps) => {
    expect(periodsOverlap(first, blockPeriod(from, to))).toBe(overlaps);
  });

  it('touching periods do not overlap; any shared instant does', () => {
    const a = { start: new Date(0), end: new Date(1000) };
    expect(periodsOverlap(a, { start: new Date(1000), end: new Date(2000) })).toBe(false);
    expect(periodsOverlap(a, { start: new Date(999), end: new Date(2000) })).toBe(true);
    expect(periodsOverlap(a, { start: new Date(-5), end: new Date(0) })).toBe(false);
  });
});

describe('blocks hold whole Tbilisi days, the last day included', () => {
  it.each([
    ['2026-07-03', '2026-07-03', '2026-07-02T20:00:00.000Z', '2026-07-03T20:00:00.000Z'],
    ['2026-07-03', '2026-07-05', '2026-07-02T20:00:00.000Z', '2026-07-05T20:00:00.000Z'],
    ['2026-12-31', '2027-01-01', '2026-12-30T20:00:00.000Z', '2027-01-01T20:00:00.000Z'],
  ])('%s to %s', (from, to, start, end) => {
    const p = blockPeriod(from, to);
    expect([iso(p.start), iso(p.end)]).toEqual([start, end]);
    expect(lastDayOf(p)).toBe(to);
  });

  it('a day is a one-day block', () => {
    expect(dayPeriod('2026-07-03')).toEqual(blockPeriod('2026-07-03', '2026-07-03'));
  });
});
