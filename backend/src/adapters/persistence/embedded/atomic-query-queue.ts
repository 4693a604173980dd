/**
 * Makes pglite-socket (0.2.x) run each connection's extended-protocol exchange in one piece.
 *
 * pglite-socket serves every connection from one PGlite session and queues their protocol
 * messages one by one. It keeps a connection's messages together only while a transaction block
 * (BEGIN ... COMMIT) is open. But `pg` sends every query with parameters as several messages
 * (Parse, Bind, Describe, Execute, then Sync), and between two of them another connection's
 * messages could run: its Parse then replaces the unnamed statement the first connection is about
 * to Bind ("invalid input syntax for type uuid" with the other query's parameters), and after an
 * error PostgreSQL skips every message, whoever sent it, until a Sync. With several connections
 * busy at once (concurrent bookings, a transaction waiting) this happened within seconds.
 *
 * The fix: after a message of the extended protocol, the queue keeps serving the same connection
 * until its Sync, exactly as it already does inside a transaction block. The queue is
 * pglite-socket's own object; only its two methods are replaced (checked at start).
 */

type QueuedMessage = {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
};

type PGliteSession = {
  isInTransaction(): boolean;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolRawStream(message: Uint8Array, options: { onRawData(data: Uint8Array): void }): Promise<void>;
  execProtocolRaw(message: Uint8Array): Promise<Uint8Array>;
  exec(sql: string): Promise<unknown>;
};

type QueryQueue = {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGliteSession;
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
};

/** Extended-protocol messages after which the session waits for more from the same client (Sync ends it). */
const SEQUENCE_MESSAGES = new Set([0x50 /* P */, 0x42 /* B */, 0x44 /* D */, 0x45 /* E */, 0x43 /* C */, 0x48 /* H */]);
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/** Replaces the socket server's queue behaviour (see the file comment); throws if its shape is not the expected one. */
export function makeQueryQueueAtomic(server: unknown): void {
  const q = (server as { queryQueue?: QueryQueue }).queryQueue;
  if (!q || !Array.isArray(q.queue) || typeof q.processQueue !== 'function' || typeof q.clearTransactionIfNeeded !== 'function' || !q.db) {
    throw new Error('pglite-socket changed: its query queue is not the one this version of the application knows');
  }
  let midSequence = false;

  q.processQueue = async function processQueue(this: QueryQueue): Promise<void> {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const sticky = this.lastHandlerId !== null && (midSequence || this.db.isInTransaction());
        let item: QueuedMessage | undefined;
        if (sticky) {
          const index = this.queue.findIndex((m) => m.handlerId === this.lastHandlerId);
          if (index < 0) break; // its next message is on the way; enqueue() starts the queue again
          item = this.queue.splice(index, 1)[0];
        } else {
          item = this.queue.shift();
        }
        if (!item) break;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (e) {
          item.reject(e);
          continue;
        } finally {
          this.lastHandlerId = item.handlerId;
          midSequence = SEQUENCE_MESSAGES.has(item.message[0]);
        }
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  q.clearTransactionIfNeeded = async function clearTransactionIfNeeded(this: QueryQueue, handlerId: number): Promise<void> {
    if (this.lastHandlerId !== handlerId) return;
    // A client gone in the middle of an exchange or a transaction: end both for the others.
    if (midSequence) await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC)).catch(() => undefined);
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined); // exec takes PGlite's lock itself
    midSequence = false;
    this.lastHandlerId = null;
    await this.processQueue();
  };
}
