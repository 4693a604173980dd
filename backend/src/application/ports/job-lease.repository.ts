/**
 * Leases on scheduled jobs, kept in the database that every server instance shares, so that a
 * job runs on one instance at a time and once per period across all of them.
 */
export abstract class JobLeaseRepository {
  /**
   * Takes the lease of job `name` for `holder` when nobody holds it (or the holder's lease ran out
   * after `ttlMs`, a crashed instance) and the job is due: its last run started at least `everyMs`
   * ago, or failed. Atomic: of concurrent callers at most one gets true.
   */
  abstract claim(name: string, lease: { holder: string; everyMs: number; ttlMs: number }): Promise<boolean>;
  /** Gives the lease back. A failed run makes the job due again at once (the next turn retries it). */
  abstract release(name: string, holder: string, outcome: 'done' | 'failed'): Promise<void>;
}
