/**
 * A fixed-window counter per key (client IP + endpoint group), kept in memory. Enough for one
 * server process; several instances each count on their own (documented in docs/operations.md).
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
  remaining: number;
}

export class RateLimitStore {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private nextSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `key`; a limit of 0 (or less) allows everything. */
  hit(key: string): RateLimitDecision {
    if (this.limit <= 0) return { allowed: true, retryAfterSeconds: 0, remaining: Infinity };
    const now = this.now();
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    const retryAfterSeconds = Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000));
    return { allowed: w.count <= this.limit, retryAfterSeconds, remaining: Math.max(0, this.limit - w.count) };
  }

  /** Forgets finished windows now and then so memory stays bounded. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.windowMs;
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}
