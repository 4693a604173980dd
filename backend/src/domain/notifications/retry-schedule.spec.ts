import { MAX_RETRY_PAUSE_MS, RETRY_WINDOW_MS, retryDecision, retryPauseMs } from './retry-schedule.js';

describe('retryPauseMs', () => {
  it.each([
    [1, 2_000],
    [2, 6_000],
    [3, 18_000],
    [4, 54_000],
    [5, 162_000],
    [6, 486_000],
    [7, 1_458_000],
    [8, MAX_RETRY_PAUSE_MS],
    [30, MAX_RETRY_PAUSE_MS],
    [1000, MAX_RETRY_PAUSE_MS],
    [0, 2_000],
  ])('after failure %i pauses %i ms', (n, ms) => {
    expect(retryPauseMs(n)).toBe(ms);
  });

  it('retries first within 5 s and never pauses less than the time before', () => {
    expect(retryPauseMs(1)).toBeLessThanOrEqual(5_000);
    for (let n = 2; n < 50; n++) expect(retryPauseMs(n)).toBeGreaterThanOrEqual(retryPauseMs(n - 1));
  });
});

describe('retryDecision', () => {
  const since = Date.UTC(2026, 10, 23, 10, 0, 0);
  it.each([
    [1, 0, true],
    [5, 60_000, true],
    [30, RETRY_WINDOW_MS - 1, true],
    [30, RETRY_WINDOW_MS, false],
    [31, RETRY_WINDOW_MS + 3_600_000, false],
  ])('failure %i, %i ms after the first queueing: retry %s', (n, elapsed, retry) => {
    expect(retryDecision(n, since, since + elapsed).retry).toBe(retry);
  });

  it('keeps retrying for at least 24 hours when every attempt fails', () => {
    let now = since;
    let attempts = 0;
    for (;;) {
      attempts++;
      const d = retryDecision(attempts, since, now);
      if (!d.retry) break;
      now += d.pauseMs;
    }
    expect(now - since).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(now - since).toBeLessThan(26 * 3_600_000);
    expect(attempts).toBeGreaterThan(20);
  });
});
