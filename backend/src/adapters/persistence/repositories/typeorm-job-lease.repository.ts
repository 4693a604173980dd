import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobLeaseRepository } from '../../../application/ports/job-lease.repository.js';

/**
 * Leases as rows of `job_leases`, claimed and released with single statements (no transaction is
 * held while the job runs, which the embedded database could not share). Times come from the
 * database's clock, the one clock all instances share.
 */
@Injectable()
export class TypeOrmJobLeaseRepository extends JobLeaseRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async claim(name: string, lease: { holder: string; everyMs: number; ttlMs: number }): Promise<boolean> {
    // INSERT ... ON CONFLICT DO UPDATE ... WHERE locks the existing row and tests the condition on
    // its latest committed version: of two concurrent claims, the second sees the first's lease.
    const rows: unknown = await this.dataSource.query(
      `INSERT INTO job_leases AS l (name, holder, locked_until, next_run_at, last_started_at)
       VALUES ($1, $2, now() + $3::double precision * interval '1 millisecond', now() + $4::double precision * interval '1 millisecond', now())
       ON CONFLICT (name) DO UPDATE
          SET holder = EXCLUDED.holder,
              locked_until = EXCLUDED.locked_until,
              next_run_at = EXCLUDED.next_run_at,
              last_started_at = EXCLUDED.last_started_at
        WHERE (l.locked_until IS NULL OR l.locked_until <= now()) AND l.next_run_at <= now()
       RETURNING name`,
      [name, lease.holder, lease.ttlMs, lease.everyMs],
    );
    return Array.isArray(rows) && rows.length === 1;
  }

  async release(name: string, holder: string, outcome: 'done' | 'failed'): Promise<void> {
    await this.dataSource.query(
      `UPDATE job_leases
          SET holder = NULL, locked_until = NULL, last_finished_at = now(), last_outcome = $3::varchar,
              next_run_at = CASE WHEN $3::varchar = 'failed' THEN now() ELSE next_run_at END
        WHERE name = $1 AND holder = $2`,
      [name, holder, outcome],
    );
  }
}
