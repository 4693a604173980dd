import { tbilisiInstant } from '../availability/hold-period.js';
import { addDays, todayInTbilisi } from '../shared/dates.js';
import { CUSTOMER_CANCEL_MIN_HOURS, holdExpiresAt, type HoldFacts, type HoldPolicy } from './hold-policy.js';
import type { BookingStatus } from './status.js';

/**
 * What a booking allows at one instant: the one table every door reads (the API, the customer's
 * page, the staff pages, the CLI, MCP, the expiry job). A door that refuses says why with its own
 * words; whether it may act is decided here only.
 */
export type BookingCapabilities = {
  /** Staff confirm it (pending → confirmed). */
  confirm: boolean;
  /** Staff cancel it (pending or confirmed: the car is not out yet). */
  cancel: boolean;
  /** The customer cancels it on their page: pending or confirmed and pickup more than 24 h away. */
  customerCancel: boolean;
  /** Staff move it to other dates or another unit. */
  move: boolean;
  /** The customer keeps it ("Keep my car", a WhatsApp message naming it): pending, not kept yet, hold not over. */
  keep: boolean;
  /** The handover (check-out): confirmed, none recorded, from the day before pickup. */
  checkOut: boolean;
  /** The return (check-in): on rent, handed over, not returned yet. */
  checkIn: boolean;
  /** A payment: the booking is a rental (confirmed, on rent or returned); never on a pending booking the customer or the expiry may still cancel (review findings, issue #42). */
  pay: boolean;
  /** A charge (damage, fuel, late return, …): the car is on the road or back. */
  charge: boolean;
  /** A fuel charge: a charge, and the fuel was not prepaid. */
  fuelCharge: boolean;
  /** "Take a payment" after the handover: on the road or back, and the balance is not zero. */
  settle: boolean;
  /** Money handed back: on the road or back, and more was paid than is owed. */
  refund: boolean;
  /** The customer's pre-check-in (documents, permit, second driver): pending, confirmed or on rent, before the return time and the car not returned. */
  precheckin: boolean;
};

/** What the capabilities depend on. `handovers` and `balanceCents` default to none recorded and nothing owed. */
export type CapabilityFacts = {
  status: BookingStatus;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  /** Kept by the customer or confirmed by staff. */
  verified: boolean;
  /** When a pending booking's hold ends (hold-policy.ts `holdExpiresAt`); null when it does not expire. */
  holdExpiresAt: Date | null;
  prepaidFuel?: boolean;
  handovers?: { checkOut: boolean; checkIn: boolean };
  /** total + charges − payments in EUR cents (money.ts `balanceCents`); below zero: overpaid. */
  balanceCents?: number;
};

/** The first day a confirmed booking can be handed over: the day before pickup. */
export function handoverOpensOn(pickupDate: string): string {
  return addDays(pickupDate, -1);
}

/** The facts of a stored booking (its hold's end by `policy`); handovers and balance as given, else the defaults. */
export function bookingFacts(
  b: HoldFacts & { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string; prepaidFuel?: boolean; confirmedAt?: Date | null },
  policy: HoldPolicy,
  more: Pick<CapabilityFacts, 'handovers' | 'balanceCents'> = {},
): CapabilityFacts {
  return {
    status: b.status,
    pickupDate: b.pickupDate,
    pickupTime: b.pickupTime,
    returnDate: b.returnDate,
    returnTime: b.returnTime,
    verified: b.verifiedAt !== null || (b.confirmedAt ?? null) !== null,
    holdExpiresAt: holdExpiresAt(b, policy),
    prepaidFuel: b.prepaidFuel,
    ...more,
  };
}

export function bookingCapabilities(b: CapabilityFacts, now: Date): BookingCapabilities {
  const s = b.status;
  const holding = s === 'pending' || s === 'confirmed';
  const handedOver = s === 'on_rent' || s === 'returned';
  const recorded = b.handovers ?? { checkOut: s === 'on_rent' || s === 'returned', checkIn: s === 'returned' };
  const pickupIn = tbilisiInstant(b.pickupDate, b.pickupTime).getTime() - now.getTime();
  const holdOver = b.holdExpiresAt !== null && b.holdExpiresAt.getTime() <= now.getTime();
  const charge = handedOver;
  return {
    confirm: s === 'pending',
    cancel: holding,
    customerCancel: holding && pickupIn > CUSTOMER_CANCEL_MIN_HOURS * 3_600_000,
    move: holding,
    keep: s === 'pending' && !b.verified && !holdOver,
    checkOut: s === 'confirmed' && !recorded.checkOut && todayInTbilisi(now) >= handoverOpensOn(b.pickupDate),
    checkIn: s === 'on_rent' && recorded.checkOut && !recorded.checkIn,
    pay: s === 'confirmed' || handedOver,
    charge,
    fuelCharge: charge && !b.prepaidFuel,
    settle: handedOver && (b.balanceCents ?? 0) !== 0,
    refund: handedOver && (b.balanceCents ?? 0) < 0,
    precheckin: (holding || s === 'on_rent') && !recorded.checkIn && now.getTime() < tbilisiInstant(b.returnDate, b.returnTime).getTime(),
  };
}
