import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VitalsRepository, type VitalPercentile, type VitalRecord, type WorstInteraction } from '../../../application/ports/vitals.repository.js';
import type { DeviceClass, VitalName } from '../../../domain/vitals/vital-figures.js';

@Injectable()
export class TypeOrmVitalsRepository extends VitalsRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async record(reports: VitalRecord[], at: Date): Promise<number> {
    if (reports.length === 0) return 0;
    // A figure sent twice in one beacon: its last value (one row may not be updated twice by one INSERT).
    const latest = [...new Map(reports.map((r) => [`${r.id}\u0000${r.name}`, r])).values()];
    const params: unknown[] = [];
    const rows = latest.map((r) => {
      params.push(r.id, r.name, r.value, r.page, r.language, r.device, r.connection ?? null, r.target ?? null, at);
      const n = params.length - 9;
      return `(${Array.from({ length: 9 }, (_, k) => `$${n + k + 1}`).join(', ')})`;
    });
    await this.dataSource.query(
      `INSERT INTO web_vitals (metric_id, name, value, page, language, device, connection, target, received_at)
       VALUES ${rows.join(', ')}
       ON CONFLICT (metric_id, name) DO UPDATE SET value = EXCLUDED.value, target = EXCLUDED.target, received_at = EXCLUDED.received_at`,
      params,
    );
    return reports.length;
  }

  async percentiles(since: Date): Promise<VitalPercentile[]> {
    const rows: { page: string; language: string; device: DeviceClass; name: VitalName; p75: number; count: number }[] = await this.dataSource.query(
      `SELECT page, language, device, name, percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*)::int AS count
         FROM web_vitals WHERE received_at >= $1
        GROUP BY page, language, device, name
        ORDER BY page, language, device, name`,
      [since],
    );
    return rows.map((r) => ({ ...r, p75: Number(r.p75), count: Number(r.count) }));
  }

  async worstInteractions(since: Date, limit: number): Promise<WorstInteraction[]> {
    const rows: { target: string; page: string; p75: number; worst: number; count: number }[] = await this.dataSource.query(
      `SELECT target, page, percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, max(value) AS worst, count(*)::int AS count
         FROM web_vitals WHERE name = 'INP' AND target IS NOT NULL AND received_at >= $1
        GROUP BY target, page
        ORDER BY p75 DESC, worst DESC, target
        LIMIT $2`,
      [since, limit],
    );
    return rows.map((r) => ({ ...r, p75: Number(r.p75), worst: Number(r.worst), count: Number(r.count) }));
  }

  async deleteBefore(cutoff: Date, dryRun: boolean): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(
      dryRun
        ? `SELECT count(*)::int AS n FROM web_vitals WHERE received_at < $1`
        : `WITH gone AS (DELETE FROM web_vitals WHERE received_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [cutoff],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
