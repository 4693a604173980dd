import { BOOKING_STATUSES, type BookingStatus } from '../booking/status.js';
import { assertMoneyStep } from './money-rules.js';

type MoneyStep = Parameters<typeof assertMoneyStep>[0];
const moneyStepRefusal = (...args: Parameters<typeof assertMoneyStep>): string | null => {
  try {
    assertMoneyStep(...args);
    return null;
  } catch (e) {
    expect(e).toMatchObject({ code: 'HANDOVER_REFUSED' });
    return (e as Error).message;
  }
};

// "now" is 2026-12-01 10:00 in Tbilisi; the pickup was on 2026-11-28 (a confirmed booking may be handed over).
const NOW = new Date('2026-12-01T06:00:00Z');
const at = (status: BookingStatus) => ({ reference: 'GR-TEST01', status, pickupDate: '2026-11-28', pickupTime: '10:00', returnDate: '2026-12-20', returnTime: '10:00' });

type Row = [MoneyStep, BookingStatus, number, number, RegExp | null];
// Every status × step, and the refund's edges: [step, status, balance (EUR cents), amount (EUR cents), refusal or null].
const rows: Row[] = [
  ['payment', 'pending', 50000, 100, /is pending: payments are taken once it is confirmed/],
  ['payment', 'confirmed', 50000, 100, null],
  ['payment', 'on_rent', 50000, 100, null],
  ['payment', 'on_rent', -500, 100, null],
  ['payment', 'returned', 9415, 9415, null],
  ['payment', 'returned', 0, 100, null],
  ['payment', 'cancelled', 50000, 100, /is cancelled: payments/],
  ['charge', 'pending', 0, 100, /is pending: charges are added once the car is handed over/],
  ['charge', 'confirmed', 0, 100, /is confirmed: charges/],
  ['charge', 'on_rent', 0, 100, null],
  ['charge', 'returned', -100, 100, null],
  ['charge', 'cancelled', 0, 100, /is cancelled: charges/],
  ['refund', 'pending', -500, 100, /is pending: money is handed back only once the car is on the road or back/],
  ['refund', 'confirmed', -500, 100, /is confirmed: money is handed back only/],
  ['refund', 'cancelled', -500, 100, /is cancelled: money is handed back only/],
  ['refund', 'on_rent', 0, 100, /Nothing to hand back on GR-TEST01: the balance is settled/],
  ['refund', 'returned', 9415, 100, /the customer still owes 94.15 EUR/],
  ['refund', 'returned', -2000, 2000, null],
  ['refund', 'returned', -2000, 1999, null],
  ['refund', 'on_rent', -1, 1, null],
  ['refund', 'returned', -2000, 2001, /At most 20 EUR can be handed back on GR-TEST01 \(what was overpaid\), not 20.01 EUR/],
  ['refund', 'returned', -1, 2, /At most 0.01 EUR/],
];

describe('moneyStepRefusal', () => {
  it.each(rows)('%s on %s, balance %d, %d cents', (step, status, balance, eur, refusal) => {
    const answer = moneyStepRefusal(step, at(status), balance, eur, NOW);
    if (refusal === null) expect(answer).toBeNull();
    else expect(answer).toMatch(refusal);
  });
  it('covers every status for every step', () => {
    for (const step of ['payment', 'refund', 'charge'] as const) {
      expect(new Set(rows.filter((r) => r[0] === step).map((r) => r[1]))).toEqual(new Set(BOOKING_STATUSES));
    }
  });
});
