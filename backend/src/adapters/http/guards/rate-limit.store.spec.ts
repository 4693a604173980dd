import { RateLimitStore } from './rate-limit.store.js';

describe('RateLimitStore', () => {
  it('allows `limit` hits per key per window, then refuses with the seconds left', () => {
    let now = 1_000_000;
    const store = new RateLimitStore(2, 60_000, () => now);
    expect(store.hit('a').allowed).toBe(true);
    expect(store.hit('a').allowed).toBe(true);
    now += 15_000;
    const third = store.hit('a');
    expect(third).toMatchObject({ allowed: false, retryAfterSeconds: 45, remaining: 0 });
    expect(store.hit('b').allowed).toBe(true); // other keys have their own budget
    now += 45_000;
    expect(store.hit('a').allowed).toBe(true); // new window
  });

  it('a limit of 0 allows everything', () => {
    const store = new RateLimitStore(0);
    for (let i = 0; i < 100; i++) expect(store.hit('x').allowed).toBe(true);
  });
});
