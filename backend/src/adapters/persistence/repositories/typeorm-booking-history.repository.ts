import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingHistoryRepository } from '../../../application/ports/booking-history.repository.js';
import type { HistoryEntry, HistoryEventType } from '../../../domain/booking/history.js';
import { poolSql, type Sql } from '../transaction.js';

/** Reads `booking_history` (written by TypeOrmBookingRepository.recordChanges). */
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
