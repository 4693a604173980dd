/**
 * Every domain error the CLI can meet gets its one line and exit status (docs/cli.md "Exit
 * status"), not "unexpected error" with 1. The table itself is a Record over the domain's
 * DomainErrorCode, so a code without its line does not compile; this checks the statuses.
 */
import { describeError, EXIT } from '../src/errors.js';
import {
  BookingPageNotFoundError,
  InvalidTransitionError,
  PendingLimitError,
  PrecheckinClosedError,
  SignInRefusedError,
  UnitUnavailableError,
} from '@rentals/backend/domain/errors.js';

describe('domain errors on the command line', () => {
  it.each([
    ['PENDING_LIMIT', new PendingLimitError('customerEmail', 'Two bookings are already waiting for this e-mail address.'), EXIT.illegalChange],
    ['SIGN_IN_REFUSED', new SignInRefusedError('This link has already been used.', 'link'), EXIT.illegalChange],
    ['PRECHECKIN_CLOSED', new PrecheckinClosedError('The pre-check-in is closed for this booking.'), EXIT.illegalChange],
    ['BOOKING_PAGE_NOT_FOUND', new BookingPageNotFoundError(), EXIT.notFound],
    ['UNIT_UNAVAILABLE', new UnitUnavailableError('Toyota 4Runner', 'Every Toyota 4Runner is taken.'), EXIT.illegalChange],
    ['INVALID_TRANSITION', new InvalidTransitionError('cancelled', 'confirmed', 'A cancelled booking cannot be confirmed.'), EXIT.illegalChange],
  ])('%s: one line with its own words and its exit status', (_code, error, exitCode) => {
    const { message, exitCode: status } = describeError(error);
    expect(status).toBe(exitCode);
    expect(message).not.toMatch(/unexpected error/);
    expect(message).toContain(error.message.replace(/\.$/, ''));
    expect(message).not.toContain('\n');
  });
});
