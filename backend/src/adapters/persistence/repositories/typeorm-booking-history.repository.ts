import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingHistoryRepository, BookingHistoryWrites, type NewHistoryEntry } from '../../../application/ports/booking-history.repository.js';
import type { HistoryEntry, HistoryEventType } from '../../../domain/booking/history.js';
import { insertMany, poolSql, type Sql } from '../transaction.js';

/** Reads `booking_history` (written by TypeOrmBookingHistoryWrites in the transaction of each change). */
@Injectable()
export class TypeOrmBookingHistoryRepository extends BookingHistoryRepository {
  private readonly sql: Sql;

  constructor(dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  async listFor(bookingId: string): Promise<HistoryEntry[]> {
    const rows = await this.sql<{ at: Date; type: string; actor: string; detail: string }>(
      `SELECT at, type, actor, detail FROM booking_history WHERE booking_id = $1 ORDER BY at, id`,
      [bookingId],
    );
    return rows.map((r) => ({ at: new Date(r.at), type: r.type as HistoryEventType, actor: r.actor, detail: r.detail }));
  }
}

/** Appends to `booking_history` inside a unit of work: one statement for any number of entries. */
export class TypeOrmBookingHistoryWrites extends BookingHistoryWrites {
  constructor(private readonly sql: Sql) {
    super();
  }

  async add(entries: readonly NewHistoryEntry[]): Promise<void> {
    const columns = { booking_id: 'uuid', at: 'timestamptz', type: 'varchar', actor: 'varchar', detail: 'text' };
    await insertMany(this.sql, 'booking_history', columns, entries.map((h) => [h.bookingId, h.at, h.type, h.actor, h.detail]));
  }
}
