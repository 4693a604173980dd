// Rate limits count an IPv6 client by its /64, like the pending caps: one household or
// phone gets a whole /64, so counting single addresses would let it rotate past every limit. And a
// 429 of the booking page's API stays private (no cache, no referrer), like its other answers.
import { validBooking } from './helpers/booking-body.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

/** A fresh address in the /64 `prefix` on each call. */
const rotating = (prefix: string) => {
  let n = 0;
  return () => ({ 'X-Forwarded-For': `${prefix}:${(++n).toString(16)}:${(n * 7).toString(16)}:9:${n.toString(16)}` });
};

describe('rate limits per IPv6 /64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT: '3', BOOKING_PAGE_RATE_LIMIT: '3', TRUST_PROXY: 'loopback', PENDING_PER_IP: '0', PENDING_PER_CONTACT: '0' });
  });
  afterAll(() => t?.close());

  it('booking submissions: addresses of one /64 share one budget; another /64 has its own', async () => {
    const next = rotating('2001:db8:aa:1');
    for (let i = 0; i < 3; i++) await t.http.post('/api/bookings').set(next()).send({}).expect(400);
    const over = await t.http.post('/api/bookings').set(next()).send(validBooking());
    expect(over.status).toBe(429);
    await t.http.post('/api/bookings').set(rotating('2001:db8:aa:2')()).send({}).expect(400);
  });

  it('the booking page API: one /64 shares one budget, and its 429 is private, no-store, no-referrer', async () => {
    const next = rotating('2001:db8:bb:1');
    for (let i = 0; i < 3; i++) await t.http.get('/api/bookings/manage/AAAAAAAAAAAAAAAAAAAAAAAA').set(next()).expect(404);
    const over = await t.http.get('/api/bookings/manage/AAAAAAAAAAAAAAAAAAAAAAAA').set(next());
    expect(over.status).toBe(429);
    expect(over.headers['cache-control']).toBe('private, no-store');
    expect(over.headers['referrer-policy']).toBe('no-referrer');
    const overPost = await t.http.post('/api/bookings/manage/AAAAAAAAAAAAAAAAAAAAAAAA/verify').set(next());
    expect(overPost.status).toBe(429);
    expect(overPost.headers['cache-control']).toBe('private, no-store');
    expect(overPost.headers['referrer-policy']).toBe('no-referrer');
  });

  it('wrong admin tokens: ten from one /64 block the whole /64', async () => {
    const next = rotating('2001:db8:cc:1');
    for (let i = 0; i < 10; i++) {
      const res = await t.http.get('/api/ip/visits').set(next()).set('Authorization', 'Bearer wrong-token-xxxxxxxxxxxx');
      expect(res.status).toBe(401);
    }
    const res = await t.http.get('/api/ip/visits').set(next()).set('Authorization', 'Bearer wrong-token-xxxxxxxxxxxx');
    expect(res.status).toBe(429);
  });
});
