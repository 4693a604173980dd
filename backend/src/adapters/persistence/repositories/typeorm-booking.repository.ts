import { Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import {
  BookingRepository,
  type BookingStatus,
  type InsertBookingResult,
  type NewBooking,
  type StatusChange,
  type StoredBooking,
} from '../../../application/ports/booking.repository.js';
import { BookingOrmEntity } from '../entities/booking.orm-entity.js';
import { toStoredBooking } from './booking.mapper.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const INSERT_COLUMNS = [
  'reference', 'customer_name', 'driver_age', 'group_size', 'customer_email', 'customer_phone',
  'pickup_location', 'dropoff_location', 'pickup_date', 'pickup_time', 'return_date', 'return_time',
  'car_type', 'insurance_type', 'prepaid_fuel', 'road_assistance', 'baby_seat', 'cross_border_armenia',
  'car_roof_tent', 'camping_equipment', 'prepaid_car_wash', 'days', 'daily_rate', 'total_price',
  'breakdown', 'bot_score', 'gclid', 'idempotency_key', 'client_total_price', 'created_at',
] as const;

@Injectable()
export class TypeOrmBookingRepository extends BookingRepository {
  private readonly repo: Repository<BookingOrmEntity>;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.repo = dataSource.getRepository(BookingOrmEntity);
  }

  /**
   * One statement: `INSERT ... ON CONFLICT DO NOTHING RETURNING id`. No row back means a unique
   * index refused it: the idempotency key (then the existing booking is returned; with concurrent
   * requests the loser waits for the winner's commit, so it is found) or the reference.
   */
  async insert(b: NewBooking): Promise<InsertBookingResult> {
    const values = [
      b.reference, b.customerName, b.driverAge, b.groupSize, b.customerEmail, b.customerPhone,
      b.pickupLocation, b.dropoffLocation, b.pickupDate, b.pickupTime, b.returnDate, b.returnTime,
      b.carType, b.insuranceType, b.prepaidFuel, b.roadAssistance, b.babySeat, b.crossBorderArmenia,
      b.carRoofTent, b.campingEquipment, b.prepaidCarWash, b.days, b.dailyRate, b.totalPrice,
      JSON.stringify(b.breakdown), b.botScore, b.gclid, b.idempotencyKey, b.clientTotalPrice, b.createdAt ?? null,
    ];
    const placeholders = INSERT_COLUMNS.map((c, i) => (c === 'created_at' ? `COALESCE($${i + 1}::timestamptz, now())` : `$${i + 1}`));
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO bookings (${INSERT_COLUMNS.join(', ')}) VALUES (${placeholders.join(', ')})
       ON CONFLICT DO NOTHING RETURNING id`,
      values,
    );
    if (rows.length > 0) {
      const booking = await this.findById(rows[0].id);
      if (!booking) throw new Error(`booking ${rows[0].id} vanished right after insert`);
      return { outcome: 'created', booking };
    }
    if (b.idempotencyKey) {
      const existing = await this.findByIdempotencyKey(b.idempotencyKey);
      if (existing) return { outcome: 'duplicate-key', booking: existing };
    }
    return { outcome: 'duplicate-reference' };
  }

  async findById(id: string): Promise<StoredBooking | null> {
    if (!UUID.test(id)) return null;
    const e = await this.repo.findOne({ where: { id: id.toLowerCase() } });
    return e ? toStoredBooking(e) : null;
  }

  async findByReference(reference: string): Promise<StoredBooking | null> {
    const e = await this.repo.findOne({ where: { reference: reference.trim().toUpperCase() } });
    return e ? toStoredBooking(e) : null;
  }

  async findByIdempotencyKey(key: string): Promise<StoredBooking | null> {
    const e = await this.repo.findOne({ where: { idempotencyKey: key } });
    return e ? toStoredBooking(e) : null;
  }

  async list(filter: { status?: BookingStatus; limit: number; offset?: number }): Promise<StoredBooking[]> {
    const rows = await this.repo.find({
      where: filter.status ? { status: filter.status } : {},
      order: { createdAt: 'DESC', reference: 'ASC' },
      take: filter.limit,
      skip: filter.offset ?? 0,
    });
    return rows.map(toStoredBooking);
  }

  async changeStatus(id: string, from: BookingStatus, change: StatusChange): Promise<StoredBooking | null> {
    const result: unknown = await this.dataSource.query(
      `UPDATE bookings
          SET status = $3::varchar,
              status_reason = $4::varchar,
              confirmed_at = CASE WHEN $3::varchar = 'confirmed' THEN $5::timestamptz ELSE confirmed_at END,
              cancelled_at = CASE WHEN $3::varchar = 'cancelled' THEN $5::timestamptz ELSE cancelled_at END
        WHERE id = $1 AND status = $2
        RETURNING id`,
      [id, from, change.to, change.reason, change.at],
    );
    const rows = returnedRows<{ id: string }>(result);
    return rows.length > 0 ? this.findById(rows[0].id) : null;
  }

  /**
   * One conditional UPDATE. Under PostgreSQL's READ COMMITTED, a second concurrent sweep blocks on
   * the rows the first one changed and re-checks `status = 'pending'` after its commit, so it skips
   * them: each booking is cancelled, and reported, once.
   */
  async cancelUnconfirmed(createdBefore: Date, at: Date): Promise<string[]> {
    const result: unknown = await this.dataSource.query(
      `UPDATE bookings
          SET status = 'cancelled', status_reason = 'unconfirmed', cancelled_at = $2
        WHERE status = 'pending' AND created_at <= $1
        RETURNING reference`,
      [createdBefore, at],
    );
    return returnedRows<{ reference: string }>(result)
      .map((r) => r.reference)
      .sort();
  }

  async findUnconfirmed(createdBefore: Date): Promise<string[]> {
    const rows: { reference: string }[] = await this.dataSource.query(
      `SELECT reference FROM bookings WHERE status = 'pending' AND created_at <= $1 ORDER BY created_at, reference`,
      [createdBefore],
    );
    return rows.map((r) => r.reference);
  }
}

/** TypeORM's postgres driver answers an UPDATE/DELETE ... RETURNING with `[rows, count]`. */
export function returnedRows<T>(result: unknown): T[] {
  const rows = Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result;
  return (Array.isArray(rows) ? rows : []) as T[];
}
