import { bookingCapabilities, bookingFacts, type BookingCapabilities, type CapabilityFacts } from '../../domain/booking/capabilities.js';
import type { HoldPolicy } from '../../domain/booking/hold-policy.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';

/** What a stored booking allows at `now` (domain/booking/capabilities.ts), with what is known of its handovers and money. */
export function capabilitiesOf(
  b: StoredBooking,
  policy: HoldPolicy,
  now: Date,
  more: Pick<CapabilityFacts, 'handovers' | 'balanceCents'> = {},
): BookingCapabilities {
  return bookingCapabilities(bookingFacts(b, policy, more), now);
}
