import { BOOKING_MESSAGES as M } from '../booking/messages.js';
import { ValidationError } from '../errors.js';
import { checkAvailabilityQuery, fleetAvailability, parseAvailabilityQuery, unavailableMessage } from './availability.js';
import { FLEET_CAR_TYPES } from './units.js';

const TODAY = '2026-07-01';

describe('availability questions', () => {
  it.each([
    [{ pickupDate: '2026-07-10', returnDate: '2026-07-15' }, { pickupDate: '2026-07-10', pickupTime: '09:00', returnDate: '2026-07-15', returnTime: '09:00' }],
    [
      { pickupDate: ' 2026-07-10 ', pickupTime: '18:30', returnDate: '2026-07-11', returnTime: '07:00' },
      { pickupDate: '2026-07-10', pickupTime: '18:30', returnDate: '2026-07-11', returnTime: '07:00' },
    ],
    [{ pickupDate: TODAY, returnDate: '2026-07-02', pickupTime: '', returnTime: '' }, { pickupDate: TODAY, pickupTime: '09:00', returnDate: '2026-07-02', returnTime: '09:00' }],
  ])('%j is asked as %j (times default to 09:00)', (raw, query) => {
    expect(checkAvailabilityQuery(raw, TODAY)).toEqual({ query, errors: [] });
    expect(parseAvailabilityQuery(raw, TODAY)).toEqual(query);
  });

  it.each([
    [{ returnDate: '2026-07-15' }, [['pickupDate', 'required', M.pickupDate]]],
    [{ pickupDate: '2026-07-10' }, [['returnDate', 'required', M.returnDate]]],
    [{}, [['pickupDate', 'required', M.pickupDate], ['returnDate', 'required', M.returnDate]]],
    [{ pickupDate: '2026-02-30', returnDate: '2026-07-15' }, [['pickupDate', 'format', M.pickupDate]]],
    [{ pickupDate: '10/07/2026', returnDate: '2026-07-15' }, [['pickupDate', 'format', M.pickupDate]]],
    [{ pickupDate: ['2026-07-10'], returnDate: '2026-07-15' }, [['pickupDate', 'required', M.pickupDate]]],
    [{ pickupDate: '2026-07-10', returnDate: '2026-07-15', pickupTime: '9:00' }, [['pickupTime', 'format', M.pickupTime]]],
    [{ pickupDate: '2026-07-10', returnDate: '2026-07-15', returnTime: '24:00' }, [['returnTime', 'format', M.returnTime]]],
    [{ pickupDate: '2026-06-30', returnDate: '2026-07-15' }, [['pickupDate', 'rule', M.pickupInPast]]],
    [{ pickupDate: '2026-07-10', returnDate: '2026-07-10' }, [['returnDate', 'rule', M.returnAfterPickup]]],
    [{ pickupDate: '2026-07-10', returnDate: '2026-07-09' }, [['returnDate', 'rule', M.returnAfterPickup]]],
    [{ pickupDate: '2026-07-10', returnDate: '2027-07-11' }, [['returnDate', 'rule', M.maximumDays]]],
  ])('%j is refused', (raw, expected) => {
    const result = checkAvailabilityQuery(raw as Record<string, unknown>, TODAY);
    expect(result.query).toBeUndefined();
    expect(result.errors.map((e) => [e.field, e.type, e.message])).toEqual(expected);
    expect(() => parseAvailabilityQuery(raw as Record<string, unknown>, TODAY)).toThrow(ValidationError);
  });

  it('a one-day question is answered (the 3-day minimum is a rule for bookings, not a fact about cars)', () => {
    expect(checkAvailabilityQuery({ pickupDate: '2026-07-10', returnDate: '2026-07-11' }, TODAY).errors).toEqual([]);
  });
});

describe('the answer for the five cars', () => {
  const query = { pickupDate: '2026-07-10', pickupTime: '09:00', returnDate: '2026-07-15', returnTime: '09:00' };

  it('lists the five fleet cars in fleet order; cars without units are 0 of 0', () => {
    const answer = fleetAvailability(query, [
      { carType: 'Toyota 4Runner', available: 2, total: 5 },
      { carType: 'Hyundai Elantra', available: 0, total: 4 },
    ]);
    expect(answer).toEqual({
      ...query,
      cars: [
        { carType: 'Hyundai Elantra', available: 0, total: 4 },
        { carType: 'Subaru Forester', available: 0, total: 0 },
        { carType: 'Chevrolet Suburban', available: 0, total: 0 },
        { carType: 'Toyota FJ Cruiser', available: 0, total: 0 },
        { carType: 'Toyota 4Runner', available: 2, total: 5 },
      ],
    });
    expect(answer.cars.map((c) => c.carType)).toEqual(FLEET_CAR_TYPES);
  });

  it.each([
    [3, 5, 3],
    [7, 5, 5],
    [-1, 5, 0],
  ])('available %i of %i is reported as %i', (available, total, shown) => {
    const car = fleetAvailability(query, [{ carType: 'Toyota FJ Cruiser', available, total }]).cars[3];
    expect(car).toEqual({ carType: 'Toyota FJ Cruiser', available: shown, total });
  });

  it('the sold-out message names the car and the dates and says what to do', () => {
    const message = unavailableMessage('Toyota FJ Cruiser', query);
    expect(message).toContain('Toyota FJ Cruiser');
    expect(message).toContain('2026-07-10 09:00');
    expect(message).toContain('2026-07-15 09:00');
    expect(message).toMatch(/other dates or another car/);
  });
});
