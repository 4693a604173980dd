import { isOverdue, nextBookingConflicts } from './overdue.js';

describe('overdue rentals', () => {
  // Return booked for 2026-07-05 18:00 in Tbilisi = 14:00 UTC.
  const b = { status: 'on_rent', returnDate: '2026-07-05', returnTime: '18:00' };
  it.each([
    ['on_rent', '2026-07-05T14:59:59Z', false],
    ['on_rent', '2026-07-05T15:00:00Z', true],
    ['on_rent', '2026-07-09T00:00:00Z', true],
    ['confirmed', '2026-07-09T00:00:00Z', false],
    ['returned', '2026-07-09T00:00:00Z', false],
  ])('%s at %s: %s', (status, now, overdue) => {
    expect(isOverdue({ ...b, status }, new Date(now))).toBe(overdue);
  });

  it.each([
    // now 2026-07-05T15:00Z; turnaround 12 h -> conflicts when the next pickup is before 2026-07-06T03:00Z (07:00 Tbilisi)
    ['2026-07-06', '06:59', true],
    ['2026-07-06', '07:00', false],
    ['2026-07-05', '20:00', true],
    ['2026-07-08', '09:00', false],
  ])('a next pickup on %s at %s conflicts: %s', (pickupDate, pickupTime, conflict) => {
    expect(nextBookingConflicts({ pickupDate, pickupTime }, new Date('2026-07-05T15:00:00Z'), 12)).toBe(conflict);
  });
});
