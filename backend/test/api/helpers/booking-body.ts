import { bookingRequest } from '../../support/fixtures.js';

/**
 * A valid booking body (docs/product.md §8) starting in ten days (each further one of the test file a week
 * later, see bookingRequest): Toyota FJ Cruiser, Tbilisi -> Batumi, 5 days,
 * 09:00 to 09:00, standard insurance and roadside assistance. Overrides may add wrong types or
 * unknown fields, as HTTP clients can.
 */
export function validBooking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...bookingRequest({ pickupTime: '09:00', returnTime: '09:00', crossBorderArmenia: false }), ...overrides };
}
