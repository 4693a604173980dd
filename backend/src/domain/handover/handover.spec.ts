import { HandoverRefusedError, ValidationError } from '../errors.js';
import { bookingCapabilities } from '../booking/capabilities.js';
import type { BookingStatus } from '../booking/status.js';
import { assertHandoverAllowed, handoverDetail, imageType, parseReadings, returnFlags } from './handover.js';

describe('handover readings', () => {
  it.each([
    [{ odometerKm: '12345', fuelEighths: '8', damageNotes: ' scratch on the rear bumper \r\n' }, { odometerKm: 12345, fuelEighths: 8, damageNotes: 'scratch on the rear bumper' }],
    [{ odometerKm: 0, fuelEighths: 0 }, { odometerKm: 0, fuelEighths: 0, damageNotes: '' }],
  ])('reads %j', (input, expected) => {
    expect(parseReadings(input)).toEqual(expected);
  });

  it.each([
    [{ odometerKm: '-1', fuelEighths: '4' }, ['odometerKm']],
    [{ odometerKm: '12.5', fuelEighths: '9' }, ['odometerKm', 'fuelEighths']],
    [{ odometerKm: '', fuelEighths: 'full' }, ['odometerKm', 'fuelEighths']],
    [{ odometerKm: '10', fuelEighths: '4', damageNotes: 'x'.repeat(2001) }, ['damageNotes']],
    [{ odometerKm: '10', fuelEighths: '4', damageNotes: 'a\u202eb' }, ['damageNotes']],
  ])('refuses %j naming %j', (input, fields) => {
    try {
      parseReadings(input);
      throw new Error('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).errors.map((f) => f.field)).toEqual(fields);
    }
  });

  it.each([
    [8, 6, '', true, false],
    [4, 4, '', false, false],
    [4, 8, 'dent in the door', false, true],
  ])('out %i, back %i, notes %j: fuelLower %s, newDamage %s', (out, back, notes, fuelLower, newDamage) => {
    expect(returnFlags({ odometerKm: 1, fuelEighths: out, damageNotes: '' }, { odometerKm: 2, fuelEighths: back, damageNotes: notes })).toEqual({ fuelLower, newDamage });
  });
});

describe('when a handover is allowed', () => {
  const booking = { reference: 'GR-AAAAAA', status: 'confirmed' as BookingStatus, pickupDate: '2026-07-10', pickupTime: '10:00', returnDate: '2026-07-14', returnTime: '10:00' };
  const onRent = { ...booking, status: 'on_rent' as BookingStatus };
  // Noon in Tbilisi on `today`.
  const may = (b: typeof booking, recorded: { checkOut: boolean; checkIn: boolean }, today: string) =>
    bookingCapabilities({ ...b, verified: true, holdExpiresAt: null, handovers: recorded }, new Date(`${today}T08:00:00Z`));
  const none = { checkOut: false, checkIn: false };
  it.each([
    ['check-out', booking, none, '2026-07-09', null],
    ['check-out', booking, none, '2026-07-08', 'from 2026-07-09 on'],
    ['check-out', { ...booking, status: 'pending' }, none, '2026-07-10', 'only a confirmed booking'],
    ['check-out', { ...booking, status: 'cancelled' }, none, '2026-07-10', 'only a confirmed booking'],
    ['check-out', booking, { checkOut: true, checkIn: false }, '2026-07-10', 'handed over already'],
    ['check-out', onRent, { checkOut: true, checkIn: false }, '2026-07-10', 'handed over already'],
    ['check-in', booking, none, '2026-07-12', 'not been handed over'],
    ['check-in', { ...booking, status: 'pending' }, none, '2026-07-12', 'not been handed over'],
    ['check-in', onRent, { checkOut: true, checkIn: false }, '2026-07-12', null],
    ['check-in', booking, { checkOut: true, checkIn: false }, '2026-07-12', 'not been handed over'],
    ['check-in', onRent, { checkOut: true, checkIn: true }, '2026-07-12', 'returned already'],
    ['check-in', { ...booking, status: 'returned' }, { checkOut: true, checkIn: true }, '2026-07-12', 'returned already'],
  ] as const)('%s of %j with %j on %s: %s', (kind, b, recorded, today, refusal) => {
    const run = () => assertHandoverAllowed(kind, b, may(b, recorded, today), recorded);
    if (refusal === null) expect(run).not.toThrow();
    else {
      expect(run).toThrow(HandoverRefusedError);
      expect(run).toThrow(refusal);
    }
  });

  it('refuses a return odometer below the handover one', () => {
    expect(() =>
      assertHandoverAllowed('check-in', onRent, may(onRent, { checkOut: true, checkIn: false }, '2026-07-12'), { checkOut: true, checkIn: false }, {
        out: { odometerKm: 1000, fuelEighths: 8, damageNotes: '' },
        back: { odometerKm: 999, fuelEighths: 8, damageNotes: '' },
      }),
    ).toThrow(ValidationError);
  });
});

describe('handover details and images', () => {
  it('says what a return flagged', () => {
    expect(
      handoverDetail({ kind: 'check-in', odometerKm: 1500, fuelEighths: 5, photoCount: 1, hasSignature: true, fuelLower: true, newDamage: true, damageNotes: 'dent' }),
    ).toBe('returned: 1500 km, fuel 5/8, 1 photo, signed by the customer, LESS FUEL than at the handover, NEW DAMAGE noted');
  });

  it.each([
    [[0xff, 0xd8, 0xff, 0xe0, 0], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[0x3c, 0x68, 0x74, 0x6d, 0x6c], null],
  ])('knows %j as %s', (bytes, type) => {
    expect(imageType(Uint8Array.from(bytes))).toBe(type);
  });
});
