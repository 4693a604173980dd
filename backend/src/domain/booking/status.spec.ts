import { InvalidTransitionError } from '../errors.js';
import { BOOKING_STATUSES, assertTransition, canTransition, isHandedOver, legalTransitions, type BookingStatus } from './status.js';

describe('booking status life cycle', () => {
  const all = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as [BookingStatus, BookingStatus]));
  const legal = new Set(['pending>confirmed', 'pending>cancelled', 'confirmed>cancelled', 'confirmed>on_rent', 'on_rent>returned']);

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
    ['pending', 'on_rent', 'Booking GR-7K3Q9P is pending and cannot be handed over'],
    ['confirmed', 'returned', 'Booking GR-7K3Q9P is confirmed and cannot be returned'],
    ['on_rent', 'cancelled', 'Booking GR-7K3Q9P is on rent (the car has been handed over) and cannot be cancelled'],
    ['returned', 'cancelled', 'Booking GR-7K3Q9P is returned (the car has been handed over) and cannot be cancelled'],
    ['on_rent', 'confirmed', 'Booking GR-7K3Q9P is on rent and cannot be confirmed'],
    ['returned', 'on_rent', 'Booking GR-7K3Q9P is returned and cannot be handed over'],
    ['on_rent', 'on_rent', 'Booking GR-7K3Q9P is already on rent; nothing to change'],
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

  it.each([
    ['pending', false],
    ['confirmed', false],
    ['on_rent', true],
    ['returned', true],
    ['cancelled', false],
  ] as const)('%s is handed over: %s', (status, handedOver) => {
    expect(isHandedOver(status)).toBe(handedOver);
  });

  it('lists the legal changes for error lines', () => {
    expect(legalTransitions()).toBe(
      'pending → confirmed, pending → cancelled, confirmed → on_rent, confirmed → cancelled, on_rent → returned',
    );
  });
});
