import { holdExpiresAt, type HoldPolicy } from '../../domain/booking/hold-policy.js';
import { CURRENCY, type Currency } from '../../domain/pricing/currency.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';

/**
 * A booking as answered by the API and printed by the CLI (`--json`): the Booking fields of docs/product.md §8
 * (totalPrice is the server's number) plus the server's own fields. Instants are ISO strings.
 */
export type BookingView = Omit<
  StoredBooking,
  'driverAge' | 'groupSize' | 'idempotencyKey' | 'idempotencyHash' | 'createdAt' | 'confirmedAt' | 'cancelledAt' | 'currency' | 'verificationRequired' | 'verifiedAt' | 'clientKey'
> & {
  /** As the form sends them (docs/product.md §8). */
  driverAge: string;
  groupSize: string;
  currency: Currency;
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  /** When a pending booking is cancelled unless kept or confirmed (hold-policy.ts); null once confirmed or cancelled. */
  expiresAt: string | null;
  /** Kept by the customer ("Keep my car") or confirmed by staff. */
  verified: boolean;
};

export function toBookingView(b: StoredBooking, policy: HoldPolicy): BookingView {
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    statusReason: b.statusReason,
    customerName: b.customerName,
    driverAge: String(b.driverAge),
    groupSize: String(b.groupSize),
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone,
    pickupLocation: b.pickupLocation,
    dropoffLocation: b.dropoffLocation,
    pickupDate: b.pickupDate,
    pickupTime: b.pickupTime,
    returnDate: b.returnDate,
    returnTime: b.returnTime,
    carType: b.carType,
    unit: b.unit,
    insuranceType: b.insuranceType,
    prepaidFuel: b.prepaidFuel,
    roadAssistance: b.roadAssistance,
    babySeat: b.babySeat,
    crossBorderArmenia: b.crossBorderArmenia,
    carRoofTent: b.carRoofTent,
    campingEquipment: b.campingEquipment,
    prepaidCarWash: b.prepaidCarWash,
    totalPrice: b.totalPrice,
    gclid: b.gclid,
    locale: b.locale,
    days: b.days,
    dailyRate: b.dailyRate,
    currency: CURRENCY,
    breakdown: b.breakdown,
    botScore: b.botScore,
    clientTotalPrice: b.clientTotalPrice,
    createdAt: b.createdAt.toISOString(),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    expiresAt: holdExpiresAt(b, policy)?.toISOString() ?? null,
    verified: b.verifiedAt !== null || b.confirmedAt !== null,
  };
}
