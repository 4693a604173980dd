import { bookingCapabilities, type BookingCapabilities, type CapabilityFacts } from '../../domain/booking/capabilities.js';
import { holdExpiresAt, type HoldPolicy } from '../../domain/booking/hold-policy.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';

/** What a stored booking allows at `now` (domain/booking/capabilities.ts), with what is known of its handovers and money. */
export function capabilitiesOf(
  b: StoredBooking,
  policy: HoldPolicy,
  now: Date,
  more: Pick<CapabilityFacts, 'handovers' | 'balanceCents' | 'prepaidFuel'> = {},
): BookingCapabilities {
  return bookingCapabilities(
    {
      status: b.status,
      pickupDate: b.pickupDate,
      pickupTime: b.pickupTime,
      returnDate: b.returnDate,
      returnTime: b.returnTime,
      verified: b.verifiedAt !== null || b.confirmedAt !== null,
      holdExpiresAt: holdExpiresAt(b, policy),
      prepaidFuel: b.prepaidFuel,
      ...more,
    },
    now,
  );
}
