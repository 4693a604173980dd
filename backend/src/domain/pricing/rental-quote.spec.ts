import { ValidationError } from '../errors.js';
import { rentalQuoteDays } from './rental-quote.js';

const today = '2026-05-01';

function errorsOf(dates: { pickupDate?: unknown; returnDate?: unknown }) {
  try {
    rentalQuoteDays(dates, today);
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as ValidationError).errors;
  }
  throw new Error('expected a ValidationError');
}

describe('rentalQuoteDays (the agents quote: dates under the booking rules)', () => {
  it.each([
    ['2026-05-01', '2026-05-04', 3],
    ['2026-05-10', '2026-05-17', 7],
    ['2026-05-10', '2027-05-10', 365],
  ])('%s to %s is %i days', (pickupDate, returnDate, days) => {
    expect(rentalQuoteDays({ pickupDate, returnDate }, today)).toEqual({ pickupDate, returnDate, days });
  });

  it.each([
    [{ pickupDate: '2026-04-30', returnDate: '2026-05-05' }, { field: 'pickupDate', type: 'rule', message: 'Pickup date cannot be in the past' }],
    [{ pickupDate: '2026-05-10', returnDate: '2026-05-12' }, { field: 'returnDate', type: 'rule', message: 'The minimum rental is 3 days' }],
    [{ pickupDate: '2026-05-10', returnDate: '2026-05-10' }, { field: 'returnDate', type: 'rule', message: 'Return must be after pickup' }],
    [{ pickupDate: '2026-05-10', returnDate: '2027-05-11' }, { field: 'returnDate', type: 'rule', message: 'The longest rental we take online is 365 days' }],
    [{ pickupDate: '2026-02-30', returnDate: '2026-05-12' }, { field: 'pickupDate', type: 'format', message: 'Please select pickup date' }],
    [{ pickupDate: 20260510, returnDate: '2026-05-12' }, { field: 'pickupDate', type: 'required', message: 'Please select pickup date' }],
    [{ pickupDate: '2026-05-10' }, { field: 'returnDate', type: 'required', message: 'Please select return date' }],
  ])('refuses %j with the booking form message', (dates, error) => {
    expect(errorsOf(dates)).toMatchObject([error]);
  });
});
