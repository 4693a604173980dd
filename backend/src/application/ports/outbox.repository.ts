/**
 * The outbox (docs/operations.md): messages written in the transaction of the booking change that causes
 * them, sent later by a worker. Claims are leases on rows taken with `FOR UPDATE SKIP LOCKED`, so
 * several server instances (and `rentals outbox send`) never send one message at the same time.
 */
export const OUTBOX_CHANNELS = ['email', 'webhook', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** `skipped`: no instance could send it (its channel is configured nowhere, or it has no recipient there); never retried. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A message to queue. `payload`: the raw webhook body, or the JSON of an e-mail (to, subject, text, html). */
export type OutboxDraft = {
  eventId: string;
  channel: OutboxChannel;
  /** What it is: `booking.created` (webhook), `mail.staff.new-booking`, `mail.customer.received` ... */
  topic: string;
  bookingId: string | null;
  reference: string | null;
  payload: string;
};

export type OutboxMessage = {
  id: number;
  eventId: string;
  channel: OutboxChannel;
  topic: string;
  reference: string | null;
  status: OutboxStatus;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
};

/** A message claimed for sending: its payload, since when it is retried, and the database's time of the claim. */
export type ClaimedMessage = OutboxMessage & { payload: string; retrySince: Date; claimedAt: Date };

export type RetryOutcome = 'retried' | 'sent' | 'not-found';

export abstract class OutboxRepository {
  /** Newest first; only one status when given. */
  abstract list(filter: { status?: OutboxStatus; limit: number }): Promise<OutboxMessage[]>;
  /** How many messages have each status. */
  abstract counts(): Promise<Record<OutboxStatus, number>>;
  /** Makes a pending or failed message due now, its 24-hour retry window starting again. A sent one is left alone. */
  abstract retry(id: number): Promise<RetryOutcome>;
  /** `retry` for every failed message; answers how many. */
  abstract retryAllFailed(): Promise<number>;
  /**
   * Claims up to `limit` due pending messages of `channels` that nobody holds (or whose holder's
   * lease ran out) for `holder` for `leaseMs`, counting an attempt on each. Concurrent claims never
   * get one message twice.
   */
  abstract claimDue(holder: string, limit: number, leaseMs: number, channels: readonly OutboxChannel[]): Promise<ClaimedMessage[]>;
  /** Marks a claimed message `skipped` with the reason (it cannot be sent here and will not be later). */
  abstract markSkipped(id: number, holder: string, reason: string): Promise<void>;
  /**
   * Marks `skipped` the pending messages of `channels` that no sender has tried (no attempt) and
   * that are older than `olderThanMs`; answers how many.
   */
  abstract skipUntried(channels: readonly OutboxChannel[], olderThanMs: number, reason: string): Promise<number>;
  /** Deletes the sent and skipped messages created before `before`; answers how many (only counts them when `dryRun`). */
  abstract deleteSettled(before: Date, dryRun: boolean): Promise<number>;
  /** Marks a claimed message sent (once: only while `holder` holds it); false when the lease was lost. */
  abstract markSent(id: number, holder: string): Promise<boolean>;
  /** Gives a claimed message back unsent and untried (the sender is stopping): due again at once, its attempt not counted. */
  abstract release(id: number, holder: string): Promise<void>;
  /** Gives a claimed message back after a failed attempt: due again after `retryInMs`, or `failed` for good when null. */
  abstract markFailed(id: number, holder: string, error: string, retryInMs: number | null): Promise<void>;
}

/** Queues messages inside a unit of work (ports/unit-of-work.ts): they exist once the change that causes them commits. */
export abstract class OutboxWrites {
  /** Queues the drafts, in this order, due at once. */
  abstract add(drafts: readonly OutboxDraft[]): Promise<void>;
}
