import { blockPeriod, bookingHoldPeriod } from './hold-period.js';
import { describeHold, describeHolds, holdName, type HoldSummary } from './holds.js';

const booking = (reference: string): HoldSummary => ({
  kind: 'booking',
  reference,
  status: 'confirmed',
  period: bookingHoldPeriod({ pickupDate: '2026-07-01', pickupTime: '09:00', returnDate: '2026-07-06', returnTime: '09:00' }, 12),
});

describe('describing holds for staff', () => {
  it.each([
    [booking('GR-7K3Q9P'), 'GR-7K3Q9P (confirmed, held 2026-07-01 09:00 to 2026-07-06 21:00 incl. turnaround)'],
    [{ kind: 'block', blockId: 3, reason: 'brakes', period: blockPeriod('2026-07-03', '2026-07-05') }, 'block 3 (2026-07-03 to 2026-07-05, brakes)'],
    [{ kind: 'block', blockId: 4, reason: null, period: blockPeriod('2026-07-03', '2026-07-03') }, 'block 4 (2026-07-03 to 2026-07-03)'],
  ] as [HoldSummary, string][])('%j', (hold, text) => {
    expect(describeHold(hold)).toBe(text);
  });

  it('names a hold by its booking reference or block number', () => {
    expect(holdName(booking('GR-7K3Q9P'))).toBe('GR-7K3Q9P');
    expect(holdName({ kind: 'block', blockId: 7, reason: null, period: blockPeriod('2026-07-03', '2026-07-03') })).toBe('block 7');
  });

  it('lists a few and counts the rest', () => {
    const holds = ['GR-AAAAAA', 'GR-BBBBBB', 'GR-CCCCCC'].map(booking);
    expect(describeHolds(holds, 2)).toMatch(/^GR-AAAAAA .*, GR-BBBBBB .* and 1 more$/);
    expect(describeHolds(holds)).not.toMatch(/more/);
  });
});
