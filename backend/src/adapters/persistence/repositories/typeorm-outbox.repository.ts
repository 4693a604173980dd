import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  OutboxRepository,
  OutboxWrites,
  type ClaimedMessage,
  type OutboxDraft,
  type OutboxChannel,
  type OutboxMessage,
  type OutboxStatus,
  type RetryOutcome,
} from '../../../application/ports/outbox.repository.js';
import { insertMany, poolSql, type Sql } from '../transaction.js';

type Row = {
  id: string;
  event_id: string;
  channel: string;
  topic: string;
  reference: string | null;
  status: string;
  attempts: number;
  created_at: Date;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
};

const COLUMNS = 'id, event_id, channel, topic, reference, status, attempts, created_at, next_attempt_at, last_error, sent_at';

function toMessage(r: Row): OutboxMessage {
  return {
    id: Number(r.id),
    eventId: r.event_id,
    channel: r.channel as OutboxMessage['channel'],
    topic: r.topic,
    reference: r.reference,
    status: r.status as OutboxStatus,
    attempts: r.attempts,
    createdAt: new Date(r.created_at),
    nextAttemptAt: new Date(r.next_attempt_at),
    lastError: r.last_error,
    sentAt: r.sent_at ? new Date(r.sent_at) : null,
  };
}

/**
 * `outbox` rows. Every claim and state change is one statement (no transaction is held while a
 * message is sent, which the embedded database could not share); times come from the database's
 * clock, the one clock all instances share.
 */
@Injectable()
export class TypeOrmOutboxRepository extends OutboxRepository {
  private readonly sql: Sql;

  constructor(dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  async list(filter: { status?: OutboxStatus; limit: number }): Promise<OutboxMessage[]> {
    const rows = await this.sql<Row>(
      `SELECT ${COLUMNS} FROM outbox WHERE ($1::varchar IS NULL OR status = $1::varchar) ORDER BY id DESC LIMIT $2`,
      [filter.status ?? null, filter.limit],
    );
    return rows.map(toMessage);
  }

  async counts(): Promise<Record<OutboxStatus, number>> {
    const rows = await this.sql<{ status: OutboxStatus; n: string }>(`SELECT status, count(*) AS n FROM outbox GROUP BY status`);
    const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0, skipped: 0 };
    for (const r of rows) counts[r.status] = Number(r.n);
    return counts;
  }

  async retry(id: number): Promise<RetryOutcome> {
    const rows = await this.sql<{ status: string; retried: boolean }>(
      `WITH target AS (SELECT id, status FROM outbox WHERE id = $1),
            retried AS (
              UPDATE outbox o SET status = 'pending', attempts = 0, retry_since = now(), next_attempt_at = now(), last_error = NULL
               WHERE o.id = $1 AND o.status <> 'sent' AND (o.locked_until IS NULL OR o.locked_until <= now())
               RETURNING o.id)
       SELECT t.status, EXISTS (SELECT 1 FROM retried) AS retried FROM target t`,
      [id],
    );
    if (rows.length === 0) return 'not-found';
    if (rows[0].status === 'sent') return 'sent';
    return 'retried'; // a message being sent right now stays with its sender, which marks it
  }

  async retryAllFailed(): Promise<number> {
    const rows = await this.sql<{ id: string }>(
      `UPDATE outbox SET status = 'pending', attempts = 0, retry_since = now(), next_attempt_at = now(), last_error = NULL
        WHERE status = 'failed' RETURNING id`,
    );
    return rows.length;
  }

  /**
   * One statement: the due rows nobody holds are locked with `FOR UPDATE SKIP LOCKED` (a
   * concurrent claim skips them instead of waiting) and leased to `holder`; once this commits,
   * `locked_until` keeps every other claim away until the lease ends.
   */
  async claimDue(holder: string, limit: number, leaseMs: number, channels: readonly OutboxChannel[]): Promise<ClaimedMessage[]> {
    if (channels.length === 0) return [];
    const rows = await this.sql<Row & { payload: string; retry_since: Date; claimed_at: Date }>(
      `UPDATE outbox o
          SET locked_by = $1, locked_until = now() + $2::double precision * interval '1 millisecond', attempts = o.attempts + 1
        WHERE o.id IN (
              SELECT id FROM outbox
               WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
                 AND channel = ANY($4::varchar[])
               ORDER BY next_attempt_at, id
               LIMIT $3
                 FOR UPDATE SKIP LOCKED)
      RETURNING o.id, o.event_id, o.channel, o.topic, o.reference, o.status, o.attempts, o.created_at, o.next_attempt_at,
                o.last_error, o.sent_at, o.payload, o.retry_since, now() AS claimed_at`,
      [holder, leaseMs, limit, [...channels]],
    );
    return rows
      .map((r) => ({ ...toMessage(r), payload: r.payload, retrySince: new Date(r.retry_since), claimedAt: new Date(r.claimed_at) }))
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
  }

  async markSent(id: number, holder: string): Promise<boolean> {
    const rows = await this.sql<{ id: string }>(
      `UPDATE outbox SET status = 'sent', sent_at = now(), locked_by = NULL, locked_until = NULL, last_error = NULL
        WHERE id = $1 AND locked_by = $2 AND status = 'pending' RETURNING id`,
      [id, holder],
    );
    return rows.length === 1;
  }

  async release(id: number, holder: string): Promise<void> {
    await this.sql(
      `UPDATE outbox SET locked_by = NULL, locked_until = NULL, attempts = greatest(attempts - 1, 0) WHERE id = $1 AND locked_by = $2`,
      [id, holder],
    );
  }

  async markSkipped(id: number, holder: string, reason: string): Promise<void> {
    await this.sql(
      `UPDATE outbox SET status = 'skipped', locked_by = NULL, locked_until = NULL, last_error = $3 WHERE id = $1 AND locked_by = $2 AND status = 'pending'`,
      [id, holder, reason.slice(0, 2000)],
    );
  }

  async skipUntried(channels: readonly OutboxChannel[], olderThanMs: number, reason: string): Promise<number> {
    if (channels.length === 0) return 0;
    const rows = await this.sql<{ id: string }>(
      `UPDATE outbox SET status = 'skipped', last_error = $3
        WHERE status = 'pending' AND attempts = 0 AND channel = ANY($1::varchar[]) AND locked_by IS NULL
          AND created_at < now() - $2::double precision * interval '1 millisecond'
        RETURNING id`,
      [[...channels], olderThanMs, reason.slice(0, 2000)],
    );
    return rows.length;
  }

  async deleteSettled(before: Date, dryRun: boolean): Promise<number> {
    const where = `status IN ('sent', 'skipped') AND created_at < $1`;
    if (dryRun) {
      const [r] = await this.sql<{ n: string }>(`SELECT count(*) AS n FROM outbox WHERE ${where}`, [before]);
      return Number(r.n);
    }
    return (await this.sql<{ id: string }>(`DELETE FROM outbox WHERE ${where} RETURNING id`, [before])).length;
  }

  async markFailed(id: number, holder: string, error: string, retryInMs: number | null): Promise<void> {
    await this.sql(
      `UPDATE outbox
          SET locked_by = NULL, locked_until = NULL, last_error = $3,
              status = CASE WHEN $4::double precision IS NULL THEN 'failed' ELSE 'pending' END,
              next_attempt_at = CASE WHEN $4::double precision IS NULL THEN next_attempt_at
                                     ELSE now() + $4::double precision * interval '1 millisecond' END
        WHERE id = $1 AND locked_by = $2`,
      [id, holder, error.slice(0, 2000), retryInMs],
    );
  }
}

/** Queues outbox messages inside a unit of work: one statement for any number of messages. */
export class TypeOrmOutboxWrites extends OutboxWrites {
  constructor(private readonly sql: Sql) {
    super();
  }

  async add(drafts: readonly OutboxDraft[]): Promise<void> {
    const columns = { event_id: 'uuid', channel: 'varchar', topic: 'varchar', booking_id: 'uuid', reference: 'varchar', payload: 'text' };
    await insertMany(this.sql, 'outbox', columns, drafts.map((m) => [m.eventId, m.channel, m.topic, m.bookingId, m.reference, m.payload]));
  }
}
