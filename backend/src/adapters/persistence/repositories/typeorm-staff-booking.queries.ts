import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StoredBooking } from '../../../domain/booking/stored-booking.js';
import { StaffBookingQueries, type BookingSearch } from '../../../application/ports/staff-booking-queries.js';
import { poolSql, type Sql } from '../transaction.js';
import { BOOKING_WITH_UNIT, bookingWithUnit } from './booking-columns.js';

const WITH_UNIT = `SELECT ${BOOKING_WITH_UNIT} FROM bookings b`;

/** The back office's booking look-ups: a search over reference, name, phone and e-mail, and the days' pickups and returns. */
@Injectable()
export class TypeOrmStaffBookingQueries extends StaffBookingQueries {
  private readonly sql: Sql;

  constructor(dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  private rows(rows: Record<string, unknown>[]): StoredBooking[] {
    return rows.map(bookingWithUnit);
  }

  async search(q: BookingSearch): Promise<StoredBooking[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.text) {
      params.push(`%${q.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const digits = q.text.replace(/\D/g, '');
      const p = `$${params.length}`;
      const parts = [`b.reference ILIKE ${p}`, `b.customer_name ILIKE ${p}`, `b.customer_email ILIKE ${p}`, `b.customer_phone ILIKE ${p}`];
      if (digits.length >= 4) {
        params.push(`%${digits}%`);
        parts.push(`regexp_replace(b.customer_phone, '[^0-9]', '', 'g') LIKE $${params.length}`);
      }
      where.push(`(${parts.join(' OR ')})`);
    }
    if (q.status) {
      params.push(q.status);
      where.push(`b.status = $${params.length}`);
    }
    if (q.from) {
      params.push(q.from);
      where.push(`b.pickup_date >= $${params.length}::date`);
    }
    if (q.to) {
      params.push(q.to);
      where.push(`b.pickup_date <= $${params.length}::date`);
    }
    params.push(q.limit);
    const rows = await this.sql<Record<string, unknown>>(
      `${WITH_UNIT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY b.created_at DESC, b.reference LIMIT $${params.length}`,
      params,
    );
    return this.rows(rows);
  }

  async due(from: string, to: string): Promise<{ pickups: StoredBooking[]; returns: StoredBooking[] }> {
    const pickups = await this.sql<Record<string, unknown>>(
      `${WITH_UNIT} WHERE b.status IN ('pending', 'confirmed') AND b.pickup_date BETWEEN $1::date AND $2::date
        ORDER BY b.pickup_date, b.pickup_location, b.pickup_time, b.reference`,
      [from, to],
    );
    const returns = await this.sql<Record<string, unknown>>(
      `${WITH_UNIT} WHERE b.status = 'on_rent' AND b.return_date BETWEEN $1::date AND $2::date
        ORDER BY b.return_date, b.dropoff_location, b.return_time, b.reference`,
      [from, to],
    );
    return { pickups: this.rows(pickups), returns: this.rows(returns) };
  }

  async onRent(): Promise<StoredBooking[]> {
    return this.rows(await this.sql<Record<string, unknown>>(`${WITH_UNIT} WHERE b.status = 'on_rent' ORDER BY b.return_date, b.return_time, b.reference`));
  }

  async nextOnUnit(bookingId: string): Promise<StoredBooking | null> {
    const rows = await this.sql<Record<string, unknown>>(
      `${WITH_UNIT}
         JOIN holds h ON h.booking_id = b.id AND h.active
         JOIN holds mine ON mine.booking_id = $1 AND mine.active AND mine.unit_id = h.unit_id
        WHERE b.id <> $1 AND b.status IN ('pending', 'confirmed') AND lower(h.period) >= lower(mine.period)
        ORDER BY lower(h.period)
        LIMIT 1`,
      [bookingId],
    );
    return rows.length ? this.rows(rows)[0] : null;
  }
}
