import type { StoredBooking } from '../../../domain/booking/stored-booking.js';
import type { BookingStatus, CancellationReason } from '../../../domain/booking/status.js';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/site/locales.js';
import type { BookingOrmEntity } from '../entities/booking.orm-entity.js';

/** `YYYY-MM-DD` whether the driver gave a string or a Date (local midnight). */
export function dateOnly(value: string | Date): string {
  if (value instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${p(value.getMonth() + 1)}-${p(value.getDate())}`;
  }
  return String(value).slice(0, 10);
}

/** `HH:MM` from a TIME value (`HH:MM:SS`). */
export function timeOnly(value: string): string {
  return String(value).slice(0, 5);
}

/** A `bookings` row as the pg driver answers it (`SELECT *`, `RETURNING *`): snake_case columns. */
export type BookingRow = Record<string, unknown>;

/** The entity of a raw `bookings` row, as TypeORM would hydrate it (for `toStoredBooking`). */
export function bookingRowToEntity(r: BookingRow): BookingOrmEntity {
  return {
    id: r.id,
    reference: r.reference,
    status: r.status,
    statusReason: r.status_reason ?? null,
    customerName: r.customer_name,
    driverAge: r.driver_age,
    groupSize: r.group_size,
    customerEmail: r.customer_email,
    customerPhone: r.customer_phone,
    pickupLocation: r.pickup_location,
    dropoffLocation: r.dropoff_location,
    pickupDate: r.pickup_date,
    pickupTime: r.pickup_time,
    returnDate: r.return_date,
    returnTime: r.return_time,
    carType: r.car_type,
    insuranceType: r.insurance_type,
    prepaidFuel: r.prepaid_fuel,
    roadAssistance: r.road_assistance,
    babySeat: r.baby_seat,
    crossBorderArmenia: r.cross_border_armenia,
    carRoofTent: r.car_roof_tent,
    campingEquipment: r.camping_equipment,
    prepaidCarWash: r.prepaid_car_wash,
    days: r.days,
    dailyRate: r.daily_rate,
    totalPrice: r.total_price,
    breakdown: r.breakdown,
    botScore: r.bot_score ?? null,
    gclid: r.gclid ?? null,
    locale: r.locale ?? 'en',
    idempotencyKey: r.idempotency_key ?? null,
    idempotencyHash: r.idempotency_hash ?? null,
    clientTotalPrice: r.client_total_price ?? null,
    createdAt: r.created_at,
    confirmedAt: r.confirmed_at ?? null,
    cancelledAt: r.cancelled_at ?? null,
    verificationRequired: r.verification_required === true,
    verifiedAt: r.verified_at ?? null,
    clientKey: r.client_key ?? null,
  } as BookingOrmEntity;
}

/** The stored booking of an entity; `unit` is the label of the unit it holds (or held), from the holds table. */
export function toStoredBooking(e: BookingOrmEntity, unit: string | null = null): StoredBooking {
  return {
    id: e.id,
    reference: e.reference,
    status: e.status as BookingStatus,
    statusReason: (e.statusReason as CancellationReason | null) ?? null,
    customerName: e.customerName,
    driverAge: e.driverAge,
    groupSize: e.groupSize,
    customerEmail: e.customerEmail,
    customerPhone: e.customerPhone,
    pickupLocation: e.pickupLocation,
    dropoffLocation: e.dropoffLocation,
    pickupDate: dateOnly(e.pickupDate),
    pickupTime: timeOnly(e.pickupTime),
    returnDate: dateOnly(e.returnDate),
    returnTime: timeOnly(e.returnTime),
    carType: e.carType,
    insuranceType: e.insuranceType,
    prepaidFuel: e.prepaidFuel,
    roadAssistance: e.roadAssistance,
    babySeat: e.babySeat,
    crossBorderArmenia: e.crossBorderArmenia,
    carRoofTent: e.carRoofTent,
    campingEquipment: e.campingEquipment,
    prepaidCarWash: e.prepaidCarWash,
    days: e.days,
    dailyRate: e.dailyRate,
    totalPrice: e.totalPrice,
    breakdown: e.breakdown,
    botScore: e.botScore === null || e.botScore === undefined ? null : Number(e.botScore),
    gclid: e.gclid,
    locale: isLocale(e.locale) ? e.locale : DEFAULT_LOCALE,
    idempotencyKey: e.idempotencyKey,
    idempotencyHash: e.idempotencyHash ?? null,
    clientTotalPrice: e.clientTotalPrice,
    createdAt: e.createdAt,
    confirmedAt: e.confirmedAt,
    cancelledAt: e.cancelledAt,
    verificationRequired: e.verificationRequired === true,
    verifiedAt: e.verifiedAt ? new Date(e.verifiedAt) : null,
    clientKey: e.clientKey ?? null,
    unit,
  };
}

/** The columns of a booking with the label of the unit it holds (or held), for `FROM bookings b`. */
export const BOOKING_WITH_UNIT = `b.*, (SELECT u.label FROM holds h JOIN units u ON u.id = h.unit_id WHERE h.booking_id = b.id) AS unit_label`;

/** The stored booking of a row selected with BOOKING_WITH_UNIT. */
export function bookingWithUnit(row: BookingRow): StoredBooking {
  return toStoredBooking(bookingRowToEntity(row), (row.unit_label as string | null | undefined) ?? null);
}
