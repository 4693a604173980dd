import { startTestApp, type TestApp } from './helpers/test-app.js';

const record = (overrides: Record<string, unknown> = {}) => ({
  deviceFingerprint: 'a3f1c2d4e5b6a7980123456789abcdef',
  gclid: 'Cj0KCQjw-first',
  domain: 'localhost',
  sourceUrl: 'http://localhost/booking?gclid=Cj0KCQjw-first',
  referrer: '',
  userAgent: 'Mozilla/5.0 (test)',
  screenResolution: '1920x1080',
  timezone: 'Asia/Tbilisi',
  language: 'en-US',
  platform: 'Linux x86_64',
  sessionId: 'session-1',
  ...overrides,
});

describe('click ids (gclid)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('404 {message} when nothing is saved for the device', async () => {
    const res = await t.http.get('/api/gclid/latest').query({ deviceFingerprint: 'ffff0000ffff0000' }).expect(404);
    expect(res.body).toMatchObject({ statusCode: 404 });
    expect(typeof res.body.message).toBe('string');
  });

  it('saves click records and answers the latest one for the device', async () => {
    const first = await t.http.post('/api/gclid/save').send(record()).expect(201);
    expect(first.body).toMatchObject({ gclid: 'Cj0KCQjw-first' });
    await new Promise((r) => setTimeout(r, 5));
    await t.http.post('/api/gclid/save').send(record({ gclid: 'Cj0KCQjw-second' })).expect(201);
    await t.http.post('/api/gclid/save').send(record({ deviceFingerprint: 'other-device-0001', gclid: 'other' })).expect(201);
    const latest = await t.http.get('/api/gclid/latest').query({ deviceFingerprint: record().deviceFingerprint }).expect(200);
    expect(latest.body).toEqual({ gclid: 'Cj0KCQjw-second' }); // nothing else of another visitor's record
  });

  it('only deviceFingerprint and gclid are required', async () => {
    await t.http.post('/api/gclid/save').send({ deviceFingerprint: 'minimal-device-01', gclid: 'minimal' }).expect(201);
    const latest = await t.http.get('/api/gclid/latest?deviceFingerprint=minimal-device-01').expect(200);
    expect(latest.body.gclid).toBe('minimal');
  });

  it('rejects bad records: missing gclid, wrong types, unknown fields, oversize values', async () => {
    const missing = await t.http.post('/api/gclid/save').send(record({ gclid: undefined })).expect(400);
    expect(missing.body.errors[0].field).toBe('gclid');
    const wrongType = await t.http.post('/api/gclid/save').send(record({ screenResolution: 1920 })).expect(400);
    expect(wrongType.body.errors[0].field).toBe('screenResolution');
    const unknown = await t.http.post('/api/gclid/save').send(record({ creditCard: '4111' })).expect(400);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'creditCard', type: 'unknown' });
    await t.http.post('/api/gclid/save').send(record({ gclid: 'x'.repeat(513) })).expect(400);
  });

  it('latest needs a deviceFingerprint', async () => {
    const res = await t.http.get('/api/gclid/latest').expect(400);
    expect(res.body.errors[0].field).toBe('deviceFingerprint');
  });
});
