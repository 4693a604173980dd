// Bad bytes: a NUL in a form field, a path or an API JSON string is a 400, never a 500
// (PostgreSQL refuses NUL in text, which surfaced as a 500 with a stack trace in the log).
import request from 'supertest';
import { validBooking } from './helpers/booking-body.js';
import { csrfOf, signedInStaff } from './helpers/staff-agent.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

describe('a NUL byte anywhere in a request', () => {
  let t: TestApp;
  let signed: ReturnType<typeof request.agent>;
  const errors: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({}, { requestLog: (line) => errors.push(line) });
    signed = (await signedInStaff(t, 'Nul Tester', 'nul@example.ge')).agent;
  });
  afterAll(() => t?.close());

  it('name=Nino%00 on the sign-in form is a 400', async () => {
    const a = request.agent(t.app.getHttpServer());
    const form = await a.get('/staff/login').expect(200);
    const res = await a.post('/staff/login').type('form').send(`_csrf=${encodeURIComponent(csrfOf(form.text))}&name=Nino%00&password=x`);
    expect(res.status).toBe(400);
  });

  it('a NUL in a back-office path is a 400', async () => {
    for (const path of ['/staff/bookings/GR-%00ABCD', '/staff/bookings/GR-ABC%00/check-out', '/staff/set-password/abc%00def']) {
      const res = await signed.get(path);
      expect([path, res.status]).toEqual([path, 400]);
    }
  });

  it('a NUL in an API JSON string, key or query is a 400 in the API error shape', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking({ customerName: 'Nino\u0000' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, errors: [expect.objectContaining({ type: 'format' })] });
    expect((await t.http.post('/api/gclid/save').send({ gclid: 'abc\u0000', deviceFingerprint: 'dev\u0000ice' })).status).toBe(400);
    expect((await t.http.post('/api/bookings').send({ ...validBooking(), ['x\u0000']: 1 })).status).toBe(400);
    expect((await t.http.get('/api/gclid/latest?deviceFingerprint=abc%00def')).status).toBe(400);
    expect((await t.http.get('/api/bookings/manage/AAAAAAAAAAA%00AAAAAAAAAAAA')).status).toBe(400);
  });

  it('never answered a 500', async () => {
    await new Promise((r) => setTimeout(r, 150));
    expect(errors.map((l) => JSON.parse(l).status)).not.toContain(500);
  });
});
