import { ValidationError } from '../errors.js';
import { ACTOR_MAX_LENGTH, HISTORY_EVENT_TYPES, historyDetail, validateActor } from './history.js';

describe('validateActor', () => {
  it.each([
    ['anna', 'anna'],
    ['  Giorgi Beridze ', 'Giorgi Beridze'],
    ['ნინო', 'ნინო'],
    ['o\'brien-2', "o'brien-2"],
    ['x'.repeat(ACTOR_MAX_LENGTH), 'x'.repeat(ACTOR_MAX_LENGTH)],
  ])('accepts %j as %j', (raw, name) => {
    expect(validateActor(raw)).toBe(name);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [undefined, 'required'],
    [42, 'required'],
    ['x'.repeat(ACTOR_MAX_LENGTH + 1), 'max'],
    ['anna\nroot', 'format'],
    ['anna\x1b[2J', 'format'],
    ['anna\x7f', 'format'],
    ['anna\u202egnp.exe', 'format'],
    ['an\u200bna', 'format'],
  ])('refuses %j (%s)', (raw, type) => {
    expect(() => validateActor(raw)).toThrow(ValidationError);
    try {
      validateActor(raw);
    } catch (e) {
      expect((e as ValidationError).errors[0]).toMatchObject({ field: 'by', type });
    }
  });
});

describe('history event types and details', () => {
  it('knows the event types: docs/product.md §16, `verified` (kept by the customer), the handover and return, payments and charges, a WhatsApp message', () => {
    expect(HISTORY_EVENT_TYPES).toEqual(['created', 'verified', 'confirmed', 'cancelled', 'expired', 'moved', 'checked_out', 'checked_in', 'payment', 'charge', 'whatsapp']);
  });

  it.each([
    ['created', { toUnit: 'FJ-101-GE', days: 7, totalPrice: 540 }, 'booked: unit FJ-101-GE, 7 days, 540 EUR'],
    ['created', { toUnit: null, days: 1 }, 'booked: no unit, 1 day'],
    ['confirmed', {}, 'confirmed by staff'],
    ['cancelled', {}, 'cancelled by staff; the unit is free again'],
    ['expired', { confirmHours: 24 }, 'not confirmed within 24 hours: cancelled; the unit is free again'],
    ['expired', {}, 'not confirmed in time: cancelled; the unit is free again'],
    ['expired', { confirmHours: 24, expiryRule: 'unverified', unverifiedMinutes: 120 }, 'not kept by the customer within 120 minutes: cancelled; the unit is free again'],
    ['expired', { confirmHours: 24, expiryRule: 'unconfirmed', unverifiedMinutes: 120 }, 'not confirmed within 24 hours: cancelled; the unit is free again'],
    ['verified', {}, 'kept by the customer on the booking page ("Keep my car")'],
    ['verified', { whatsapp: '995555123456' }, "kept by the customer's WhatsApp message"],
    ['whatsapp', { whatsapp: '995555123456' }, 'wrote on WhatsApp from +995555123456'],
    ['cancelled', { byCustomer: true }, 'cancelled by the customer on the booking page; the unit is free again'],
    ['moved', { fromUnit: 'FJ-101-GE', toUnit: 'FJ-103-GE' }, 'moved from FJ-101-GE to FJ-103-GE'],
    ['moved', { fromUnit: null, toUnit: 'FJ-103-GE' }, 'moved from no unit to FJ-103-GE'],
  ] as const)('%s %j -> %s', (type, facts, detail) => {
    expect(historyDetail(type, facts)).toBe(detail);
  });
});
