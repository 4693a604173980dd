import type { NewBooking, StoredBooking } from '../../../domain/booking/stored-booking.js';
import type { BookingStatus, CancellationReason } from '../../../domain/booking/status.js';
import type { BookingPrice } from '../../../domain/booking/total.js';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/site/locales.js';

/** `YYYY-MM-DD` whether the driver gave a string or a Date (local midnight). */
function dateOnly(value: unknown): string {
  if (value instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${p(value.getMonth() + 1)}-${p(value.getDate())}`;
  }
  return String(value).slice(0, 10);
}

/** `HH:MM` from a TIME value (`HH:MM:SS`). */
function timeOnly(value: unknown): string {
  return String(value).slice(0, 5);
}

function instantOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : new Date(value as string | Date);
}

type Field = Exclude<keyof StoredBooking, 'unit'>;

/**
 * One column of `bookings`. `type` is the column's type as PostgreSQL's `format_type` spells it
 * (test/core/booking-columns.spec.ts compares it with the migrated table). `read` makes the field
 * from what the pg driver answers (default: the value, null when missing).
 */
type BookingColumn<F extends Field> = {
  column: string;
  type: string;
  read?: (value: unknown) => StoredBooking[F];
} & (F extends keyof NewBooking
  ? {
      /** Written by `insert` from the NewBooking; `write` makes the parameter (default: the field, null when missing). */
      insert: true;
      write?: (booking: NewBooking) => unknown;
      /** The parameter's SQL in the VALUES list (default: the parameter itself). */
      param?: (placeholder: string) => string;
    }
  : {
      /** Set by the database (its default) or by later changes, never by `insert`. */
      insert: false;
    });

/**
 * The columns of `bookings`, one entry per StoredBooking field (the type makes a missing or extra
 * field a compile error): the inserts, the column lists of selects and the row mapping are made
 * from it. The DDL is in migrations/.
 */
const BOOKING_COLUMNS: { readonly [F in Field]: BookingColumn<F> } = {
  id: { column: 'id', type: 'uuid', insert: false },
  reference: { column: 'reference', type: 'character varying(16)', insert: true },
  status: { column: 'status', type: 'character varying(16)', insert: false, read: (v) => v as BookingStatus },
  statusReason: { column: 'status_reason', type: 'character varying(16)', insert: false, read: (v) => (v ?? null) as CancellationReason | null },
  customerName: { column: 'customer_name', type: 'text', insert: true },
  driverAge: { column: 'driver_age', type: 'smallint', insert: true },
  groupSize: { column: 'group_size', type: 'smallint', insert: true },
  customerEmail: { column: 'customer_email', type: 'text', insert: true },
  customerPhone: { column: 'customer_phone', type: 'text', insert: true },
  pickupLocation: { column: 'pickup_location', type: 'character varying(16)', insert: true },
  dropoffLocation: { column: 'dropoff_location', type: 'character varying(16)', insert: true },
  pickupDate: { column: 'pickup_date', type: 'date', insert: true, read: dateOnly },
  pickupTime: { column: 'pickup_time', type: 'time without time zone', insert: true, read: timeOnly },
  returnDate: { column: 'return_date', type: 'date', insert: true, read: dateOnly },
  returnTime: { column: 'return_time', type: 'time without time zone', insert: true, read: timeOnly },
  carType: { column: 'car_type', type: 'text', insert: true },
  insuranceType: { column: 'insurance_type', type: 'character varying(16)', insert: true },
  prepaidFuel: { column: 'prepaid_fuel', type: 'boolean', insert: true },
  roadAssistance: { column: 'road_assistance', type: 'boolean', insert: true },
  babySeat: { column: 'baby_seat', type: 'boolean', insert: true },
  crossBorderArmenia: { column: 'cross_border_armenia', type: 'boolean', insert: true },
  carRoofTent: { column: 'car_roof_tent', type: 'boolean', insert: true },
  campingEquipment: { column: 'camping_equipment', type: 'boolean', insert: true },
  prepaidCarWash: { column: 'prepaid_car_wash', type: 'boolean', insert: true },
  days: { column: 'days', type: 'integer', insert: true },
  dailyRate: { column: 'daily_rate', type: 'integer', insert: true },
  /** Whole euros, computed by the server. */
  totalPrice: { column: 'total_price', type: 'integer', insert: true },
  breakdown: { column: 'breakdown', type: 'jsonb', insert: true, read: (v) => v as BookingPrice, write: (b) => JSON.stringify(b.breakdown) },
  /** numeric(3,2): the driver answers a string. */
  botScore: { column: 'bot_score', type: 'numeric(3,2)', insert: true, read: (v) => (v === null || v === undefined ? null : Number(v)) },
  gclid: { column: 'gclid', type: 'text', insert: true },
  /** en, ru, he or ar (CHECK constraint bookings_locale_check). */
  locale: { column: 'locale', type: 'character varying(2)', insert: true, read: (v) => (isLocale(v) ? v : DEFAULT_LOCALE) },
  idempotencyKey: { column: 'idempotency_key', type: 'character varying(255)', insert: true },
  idempotencyHash: { column: 'idempotency_hash', type: 'character varying(64)', insert: true },
  clientTotalPrice: { column: 'client_total_price', type: 'text', insert: true },
  /** A NewBooking without createdAt is made now. */
  createdAt: { column: 'created_at', type: 'timestamp with time zone', insert: true, param: (p) => `COALESCE(${p}::timestamptz, now())` },
  confirmedAt: { column: 'confirmed_at', type: 'timestamp with time zone', insert: false },
  cancelledAt: { column: 'cancelled_at', type: 'timestamp with time zone', insert: false },
  verificationRequired: { column: 'verification_required', type: 'boolean', insert: true, read: (v) => v === true },
  verifiedAt: { column: 'verified_at', type: 'timestamp with time zone', insert: false, read: instantOrNull },
  /** The client address as PENDING_PER_IP counts it (IPv4, or an IPv6 /64). */
  clientKey: { column: 'client_key', type: 'character varying(64)', insert: true },
};

/** The columns of `bookings` that no StoredBooking field holds, with what sets them: selects leave them out. */
const NOT_READ: Readonly<Record<string, { type: string; setBy: string }>> = {
  personal_data_removed_at: { type: 'timestamp with time zone', setBy: 'the retention (typeorm-personal-data.repository.ts)' },
};

type AnyColumn = { column: string; type: string; read?: (value: unknown) => unknown; insert: boolean; write?: (booking: NewBooking) => unknown; param?: (placeholder: string) => string };

/** Every column of `bookings`, in the table's order: each with the field it holds, or null (NOT_READ). */
export const BOOKING_COLUMN_LIST: readonly (AnyColumn & { field: Field | null })[] = [
  ...Object.entries(BOOKING_COLUMNS).map(([field, spec]: [string, AnyColumn]) => ({ ...spec, field: field as Field })),
  ...Object.entries(NOT_READ).map(([column, c]) => ({ column, type: c.type, insert: false, field: null })),
];

const READ = BOOKING_COLUMN_LIST.filter((c): c is AnyColumn & { field: Field } => c.field !== null);
const INSERTED = READ.filter((c) => c.insert);

/** A `bookings` row as the pg driver answers it: snake_case columns. */
export type BookingRow = Record<string, unknown>;

/** The stored booking of a row; `unit` is the label of the unit it holds (or held), from the holds table. */
export function bookingFromRow(row: BookingRow, unit: string | null = null): StoredBooking {
  const booking: Record<string, unknown> = {};
  for (const c of READ) booking[c.field] = c.read ? c.read(row[c.column]) : (row[c.column] ?? null);
  booking.unit = unit;
  return booking as StoredBooking;
}

/** `INSERT INTO bookings (...) VALUES (...)` of every column a NewBooking sets, and its parameters ($1 onwards). */
export function bookingInsert(b: NewBooking): { text: string; params: unknown[] } {
  const placeholders = INSERTED.map((c, i) => (c.param ? c.param(`$${i + 1}`) : `$${i + 1}`));
  const params = INSERTED.map((c) => (c.write ? c.write(b) : (b[c.field as keyof NewBooking] ?? null)));
  return { text: `INSERT INTO bookings (${INSERTED.map((c) => c.column).join(', ')}) VALUES (${placeholders.join(', ')})`, params };
}

/** The columns a StoredBooking is read from (of `bookings` as `alias` when given). */
export function bookingColumns(alias?: string): string {
  return READ.map((c) => (alias ? `${alias}.${c.column}` : c.column)).join(', ');
}

/** The columns of a booking with the label of the unit it holds (or held), for `FROM bookings b`. */
export const BOOKING_WITH_UNIT = `${bookingColumns('b')}, (SELECT u.label FROM holds h JOIN units u ON u.id = h.unit_id WHERE h.booking_id = b.id) AS unit_label`;

/** The stored booking of a row selected with BOOKING_WITH_UNIT. */
export function bookingWithUnit(row: BookingRow): StoredBooking {
  return bookingFromRow(row, (row.unit_label as string | null | undefined) ?? null);
}
