import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  UnitRepository,
  type AddBlockResult,
  type RetireUnitResult,
  type StoredBlock,
  type StoredUnit,
} from '../../../application/ports/unit.repository.js';
import type { CarAvailability } from '../../../domain/availability/availability.js';
import type { CalendarHold } from '../../../domain/availability/calendar.js';
import type { Period } from '../../../domain/availability/hold-period.js';
import { FLEET_CAR_TYPES } from '../../../domain/availability/units.js';
import { inTransaction, isOverlapRefusal, poolSql, rollback, type Sql } from '../transaction.js';
import { overlappingHolds, range, toHoldSummary } from './hold-queries.js';

type UnitRow = { id: number; label: string; car_type: string; active: boolean; created_at: Date; retired_at: Date | null };
type BlockRow = {
  id: number;
  label: string;
  car_type: string;
  start: Date;
  end: Date;
  reason: string | null;
  active: boolean;
  created_at: Date;
  released_at: Date | null;
};

const UNIT_COLUMNS = 'id, label, car_type, active, created_at, retired_at';
/** Fleet order of the car types, for ORDER BY array_position($n, car_type). */
const FLEET_ORDER = [...FLEET_CAR_TYPES];

function toUnit(r: UnitRow): StoredUnit {
  return { id: Number(r.id), label: r.label, carType: r.car_type, active: r.active, createdAt: new Date(r.created_at), retiredAt: r.retired_at ? new Date(r.retired_at) : null };
}

function toBlock(r: BlockRow): StoredBlock {
  return {
    id: Number(r.id),
    unitLabel: r.label,
    carType: r.car_type,
    period: { start: new Date(r.start), end: new Date(r.end) },
    reason: r.reason,
    active: r.active,
    createdAt: new Date(r.created_at),
    releasedAt: r.released_at ? new Date(r.released_at) : null,
  };
}

const BLOCK_SELECT = `SELECT h.id, u.label, u.car_type, lower(h.period) AS start, upper(h.period) AS "end", h.reason, h.active, h.created_at, h.released_at
                        FROM holds h JOIN units u ON u.id = h.unit_id`;

@Injectable()
export class TypeOrmUnitRepository extends UnitRepository {
  private readonly sql: Sql;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  async list(): Promise<StoredUnit[]> {
    const rows = await this.sql<UnitRow>(`SELECT ${UNIT_COLUMNS} FROM units ORDER BY array_position($1::text[], car_type), label`, [FLEET_ORDER]);
    return rows.map(toUnit);
  }

  async findByLabel(label: string): Promise<StoredUnit | null> {
    const rows = await this.sql<UnitRow>(`SELECT ${UNIT_COLUMNS} FROM units WHERE label = $1`, [label]);
    return rows[0] ? toUnit(rows[0]) : null;
  }

  async add(unit: { label: string; carType: string }, at: Date): Promise<StoredUnit | null> {
    const rows = await this.sql<UnitRow>(
      `INSERT INTO units (label, car_type, created_at) VALUES ($1, $2, $3) ON CONFLICT (label) DO NOTHING RETURNING ${UNIT_COLUMNS}`,
      [unit.label, unit.carType, at],
    );
    return rows[0] ? toUnit(rows[0]) : null;
  }

  /**
   * The unit row is locked (FOR UPDATE) before its bookings are looked at: a booking being
   * assigned to it at the same moment holds a share lock on it, so either that booking commits
   * first and is seen here, or it waits and then finds the unit retired.
   */
  async retire(unitId: number, now: Date): Promise<RetireUnitResult> {
    return inTransaction(this.dataSource, async (sql) => {
      await sql(`SELECT id FROM units WHERE id = $1 FOR UPDATE`, [unitId]);
      const busy = await sql<Parameters<typeof toHoldSummary>[0]>(
        `SELECT h.id, h.kind, b.reference, b.status, h.reason, lower(h.period) AS start, upper(h.period) AS "end"
           FROM holds h JOIN bookings b ON b.id = h.booking_id
          WHERE h.unit_id = $1 AND h.active AND h.kind = 'booking' AND upper(h.period) > $2
          ORDER BY lower(h.period), b.reference`,
        [unitId, now],
      );
      if (busy.length > 0) return rollback({ outcome: 'busy' as const, holds: busy.map(toHoldSummary) });
      const [row] = await sql<UnitRow>(`UPDATE units SET active = false, retired_at = $2 WHERE id = $1 RETURNING ${UNIT_COLUMNS}`, [unitId, now]);
      return { outcome: 'retired' as const, unit: toUnit(row) };
    });
  }

  async reactivate(unitId: number): Promise<StoredUnit> {
    const [row] = await this.sql<UnitRow>(`UPDATE units SET active = true, retired_at = NULL WHERE id = $1 RETURNING ${UNIT_COLUMNS}`, [unitId]);
    return toUnit(row);
  }

  /**
   * One transaction: share-lock the unit (in service?), look for holds in the way, insert with
   * `ON CONFLICT DO NOTHING` (a hold that slipped in meanwhile makes it insert nothing, and the
   * holds in the way are looked up again).
   */
  async addBlock(unitId: number, period: Period, reason: string | null, at: Date): Promise<AddBlockResult> {
    try {
      const result = await inTransaction(this.dataSource, async (sql): Promise<AddBlockResult | { outcome: 'raced' }> => {
        const [unit] = await sql<{ active: boolean }>(`SELECT active FROM units WHERE id = $1 FOR SHARE`, [unitId]);
        if (!unit?.active) return rollback({ outcome: 'unit-retired' as const });
        const holds = await overlappingHolds(sql, unitId, period);
        if (holds.length > 0) return rollback({ outcome: 'conflict' as const, holds });
        const [inserted] = await sql<{ id: number }>(
          `INSERT INTO holds (unit_id, kind, period, reason, created_at) VALUES ($1, 'block', ${range(2, 3)}, $4, $5)
           ON CONFLICT DO NOTHING RETURNING id`,
          [unitId, period.start, period.end, reason, at],
        );
        if (!inserted) return rollback({ outcome: 'raced' as const });
        const [row] = await sql<BlockRow>(`${BLOCK_SELECT} WHERE h.id = $1`, [inserted.id]);
        return { outcome: 'created' as const, block: toBlock(row) };
      });
      if (result.outcome !== 'raced') return result;
    } catch (e) {
      if (!isOverlapRefusal(e)) throw e;
    }
    return { outcome: 'conflict', holds: await overlappingHolds(this.sql, unitId, period) };
  }

  async listBlocks(filter: { unitId?: number; endingAfter: Date; all?: boolean }): Promise<StoredBlock[]> {
    const rows = await this.sql<BlockRow>(
      `${BLOCK_SELECT}
        WHERE h.kind = 'block'
          AND ($1::integer IS NULL OR h.unit_id = $1)
          AND ($3::boolean OR (h.active AND upper(h.period) > $2::timestamptz))
        ORDER BY lower(h.period), u.label, h.id`,
      [filter.unitId ?? null, filter.endingAfter, filter.all === true],
    );
    return rows.map(toBlock);
  }

  async findBlock(id: number): Promise<StoredBlock | null> {
    const rows = await this.sql<BlockRow>(`${BLOCK_SELECT} WHERE h.kind = 'block' AND h.id = $1`, [id]);
    return rows[0] ? toBlock(rows[0]) : null;
  }

  async removeBlock(id: number, at: Date): Promise<StoredBlock | null> {
    const rows = await this.sql<BlockRow>(
      `WITH released AS (
         UPDATE holds SET active = false, released_at = $2 WHERE id = $1 AND kind = 'block' AND active RETURNING *
       )
       SELECT h.id, u.label, u.car_type, lower(h.period) AS start, upper(h.period) AS "end", h.reason, h.active, h.created_at, h.released_at
         FROM released h JOIN units u ON u.id = h.unit_id`,
      [id, at],
    );
    return rows[0] ? toBlock(rows[0]) : null;
  }

  /**
   * One query for the five cars: every active unit counted, and counted as available when no
   * active hold overlaps the period (an index probe on the exclusion constraint's GiST index).
   */
  async availability(period: Period): Promise<CarAvailability[]> {
    const rows = await this.sql<{ car_type: string; total: number; available: number }>(
      `SELECT u.car_type,
              count(*)::int AS total,
              count(*) FILTER (WHERE NOT EXISTS (
                SELECT 1 FROM holds h WHERE h.unit_id = u.id AND h.active AND h.period && ${range(1, 2)}
              ))::int AS available
         FROM units u
        WHERE u.active
        GROUP BY u.car_type`,
      [period.start, period.end],
    );
    return rows.map((r) => ({ carType: r.car_type, total: Number(r.total), available: Number(r.available) }));
  }

  async calendar(period: Period): Promise<{ unit: StoredUnit; holds: CalendarHold[] }[]> {
    const rows = await this.sql<UnitRow & { kind: 'booking' | 'block' | null; status: string | null; start: Date | null; end: Date | null }>(
      `SELECT u.id, u.label, u.car_type, u.active, u.created_at, u.retired_at,
              h.kind, b.status, lower(h.period) AS start, upper(h.period) AS "end"
         FROM units u
         LEFT JOIN holds h ON h.unit_id = u.id AND h.active AND h.period && ${range(1, 2)}
         LEFT JOIN bookings b ON b.id = h.booking_id
        WHERE u.active
        ORDER BY array_position($3::text[], u.car_type), u.label, lower(h.period)`,
      [period.start, period.end, FLEET_ORDER],
    );
    const byUnit = new Map<number, { unit: StoredUnit; holds: CalendarHold[] }>();
    for (const r of rows) {
      const id = Number(r.id);
      let entry = byUnit.get(id);
      if (!entry) {
        entry = { unit: toUnit(r), holds: [] };
        byUnit.set(id, entry);
      }
      if (!r.kind || !r.start || !r.end) continue;
      const span = { start: new Date(r.start), end: new Date(r.end) };
      if (r.kind === 'block') entry.holds.push({ kind: 'block', ...span });
      else if (r.status === 'pending' || r.status === 'confirmed' || r.status === 'on_rent' || r.status === 'returned') entry.holds.push({ kind: 'booking', status: r.status, ...span });
    }
    return [...byUnit.values()];
  }
}
