import { InvalidTransitionError } from '../errors.js';
import { BOOKING_STATUSES, assertTransition, canTransition, type BookingStatus } from './status.js';

describe('booking status life cycle', () => {
  const all = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as [BookingStatus, BookingStatus]));
  const legal = new Set(['pending>confirmed', 'pending>cancelled', 'confirmed>cancelled']);

  it.each(all)('%s -> %s', (from, to) => {
    const ok = legal.has(`${from}>${to}`);
    expect(canTransition(from, to)).toBe(ok);
    if (ok) expect(() => assertTransition(from, to)).not.toThrow();
    else expect(() => assertTransition(from, to)).toThrow(InvalidTransitionError);
  });

  it.each([
    ['cancelled', 'confirmed', 'Booking GR-7K3Q9P is cancelled and cannot be confirmed'],
    ['cancelled', 'pending', 'Booking GR-7K3Q9P is cancelled and cannot be set back to pending'],
    ['confirmed', 'pending', 'Booking GR-7K3Q9P is confirmed and cannot be set back to pending'],
    ['confirmed', 'confirmed', 'Booking GR-7K3Q9P is already confirmed; nothing to change'],
    ['cancelled', 'cancelled', 'Booking GR-7K3Q9P is already cancelled; nothing to change'],
    ['pending', 'pending', 'Booking GR-7K3Q9P is already pending; nothing to change'],
  ] as const)('%s -> %s says "%s"', (from, to, message) => {
    try {
      assertTransition(from, to, 'GR-7K3Q9P');
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidTransitionError);
      expect((e as InvalidTransitionError).code).toBe('INVALID_TRANSITION');
      expect((e as Error).message).toBe(message);
      expect((e as InvalidTransitionError).from).toBe(from);
      expect((e as InvalidTransitionError).to).toBe(to);
    }
  });

  it('words the message without a reference', () => {
    expect(() => assertTransition('cancelled', 'confirmed')).toThrow('The booking is cancelled and cannot be confirmed');
  });
});
