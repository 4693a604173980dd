/**
 * When a message of the outbox that failed is tried again (docs/operations.md): the first retry within
 * 5 s, then growing pauses (×3 each time, at most an hour), for at least 24 hours since the
 * message was queued (or retried by hand). After that it is marked failed and waits for
 * `rentals outbox retry`.
 */
export const FIRST_RETRY_PAUSE_MS = 2_000;
export const RETRY_GROWTH = 3;
export const MAX_RETRY_PAUSE_MS = 60 * 60_000;
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;

/** The pause after the `failedAttempts`-th failed attempt (1 = the first one). */
export function retryPauseMs(failedAttempts: number): number {
  const n = Math.max(1, Math.floor(failedAttempts));
  // 2 s, 6 s, 18 s, 54 s, 2.7 min, 8.1 min, 24.3 min, then every hour.
  return Math.min(MAX_RETRY_PAUSE_MS, FIRST_RETRY_PAUSE_MS * RETRY_GROWTH ** Math.min(n - 1, 30));
}

export type RetryDecision = { retry: true; pauseMs: number } | { retry: false };

/**
 * After a failed attempt: try again after a pause while the message has been retried for less
 * than RETRY_WINDOW_MS (since `retryingSinceMs`), else give up. Times in epoch milliseconds.
 */
export function retryDecision(failedAttempts: number, retryingSinceMs: number, nowMs: number): RetryDecision {
  if (nowMs - retryingSinceMs >= RETRY_WINDOW_MS) return { retry: false };
  return { retry: true, pauseMs: retryPauseMs(failedAttempts) };
}
