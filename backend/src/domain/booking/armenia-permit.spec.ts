import { armeniaPermitUrgent } from './armenia-permit.js';

const withPermit = [{ key: 'car' }, { key: 'crossBorderArmenia' }];
const without = [{ key: 'car' }, { key: 'babySeat' }];
// Times are Tbilisi (UTC+4): 2026-12-01 is a Tuesday, 2026-12-04 a Friday.
const at = (local: string) => new Date(`${local}:00+04:00`);

describe('armeniaPermitUrgent', () => {
  it.each([
    ['booked 06:05 for pickup the next morning', withPermit, '2026-12-01T06:05', '2026-12-02', '09:00', true],
    ['pickup later today', withPermit, '2026-12-01T06:05', '2026-12-01', '18:00', true],
    ['pickup the next evening', withPermit, '2026-12-01T09:00', '2026-12-02', '21:00', true],
    ['pickup in two days: a working day to prepare', withPermit, '2026-12-01T23:00', '2026-12-03', '09:00', false],
    ['Friday for Monday (the weekend does not count)', withPermit, '2026-12-04T18:00', '2026-12-07', '18:00', true],
    ['Friday for Tuesday', withPermit, '2026-12-04T18:00', '2026-12-08', '09:00', false],
    ['Saturday for Monday', withPermit, '2026-12-05T10:00', '2026-12-07', '09:00', true],
    ['no permission booked', without, '2026-12-01T06:05', '2026-12-02', '09:00', false],
    ['pickup already past', withPermit, '2026-12-02T10:00', '2026-12-02', '09:00', false],
  ] as const)('%s', (_name, lines, now, pickupDate, pickupTime, urgent) => {
    expect(armeniaPermitUrgent({ breakdown: { lines: [...lines] }, pickupDate, pickupTime }, at(now))).toBe(urgent);
  });
});
