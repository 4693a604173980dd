import { validBooking } from './helpers/booking-body.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const click = { deviceFingerprint: 'rate-limit-device', gclid: 'rl' };

describe('RATE_LIMIT=3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT: '3', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t?.close());

  it('the fourth booking submission from one IP within a minute is a 429 with Retry-After', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.10' };
    for (let i = 0; i < 3; i++) await t.http.post('/api/bookings').set(ip).send(validBooking()).expect(201);
    const res = await t.http.post('/api/bookings').set(ip).send(validBooking()).expect(429);
    expect(res.body).toMatchObject({ statusCode: 429 });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is not affected; nor are other endpoints of the same client.
    await t.http.post('/api/bookings').set({ 'X-Forwarded-For': '203.0.113.11' }).send(validBooking()).expect(201);
    await t.http.post('/api/gclid/save').set(ip).send(click).expect(201);
  });

  it('invalid submissions count too (no free retries for garbage)', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.12' };
    for (let i = 0; i < 3; i++) await t.http.post('/api/bookings').set(ip).send({}).expect(400);
    await t.http.post('/api/bookings').set(ip).send(validBooking()).expect(429);
  });

  it('limits bot-check verification and click-id saves as well', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.13' };
    for (let i = 0; i < 3; i++) await t.http.post('/api/recaptcha/verify').set(ip).send({ token: 't', action: 'submit' }).expect(200);
    await t.http.post('/api/recaptcha/verify').set(ip).send({ token: 't', action: 'submit' }).expect(429);
    for (let i = 0; i < 3; i++) await t.http.post('/api/gclid/save').set(ip).send(click).expect(201);
    const res = await t.http.post('/api/gclid/save').set(ip).send(click).expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('reads, quotes and pages are never limited', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.14' };
    for (let i = 0; i < 6; i++) {
      await t.http.get('/api/fleet').set(ip).expect(200);
      await t.http.post('/api/pricing/quote').set(ip).send({ carType: 'Toyota 4Runner', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 3 }).expect(200);
    }
  });
});

describe('RATE_LIMIT=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT: '0' });
  });
  afterAll(() => t?.close());

  it('turns the limit off', async () => {
    for (let i = 0; i < 15; i++) await t.http.post('/api/gclid/save').send(click).expect(201);
    for (let i = 0; i < 12; i++) await t.http.post('/api/recaptcha/verify').send({ token: 't', action: 'submit' }).expect(200);
  });
});
