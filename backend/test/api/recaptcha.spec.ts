import { validBooking } from './helpers/booking-body.js';
import { type FakeSiteverify, startFakeSiteverify } from './helpers/fake-siteverify.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

describe('bot check, unconfigured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('site-key says not configured', async () => {
    const res = await t.http.get('/api/recaptcha/site-key').expect(200);
    expect(res.body.configured).toBe(false);
    expect(res.body.siteKey ?? '').toBe('');
  });

  it('verify answers without blocking', async () => {
    const res = await t.http.post('/api/recaptcha/verify').send({ token: 'anything', action: 'booking_submission' }).expect(200);
    expect(typeof res.body.success).toBe('boolean');
  });

  it('verify validates its body', async () => {
    const res = await t.http.post('/api/recaptcha/verify').send({ action: 'submit' }).expect(400);
    expect(res.body.errors[0].field).toBe('token');
    await t.http.post('/api/recaptcha/verify').send({ token: 'x', action: 'submit', extra: 1 }).expect(400);
  });
});

describe('bot check, configured', () => {
  let t: TestApp;
  let fake: FakeSiteverify;
  beforeAll(async () => {
    fake = await startFakeSiteverify();
    t = await startTestApp({ RECAPTCHA_SITE_KEY: '6LcTESTsiteKEY', RECAPTCHA_SECRET_KEY: 'test-secret', RECAPTCHA_VERIFY_URL: fake.url });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('site-key answers the key', async () => {
    const res = await t.http.get('/api/recaptcha/site-key').expect(200);
    expect(res.body).toEqual({ configured: true, siteKey: '6LcTESTsiteKEY' });
  });

  it('verify sends the secret and the token to the verification URL and answers success and score', async () => {
    const res = await t.http.post('/api/recaptcha/verify').send({ token: 'good-token:header_form_submission', action: 'header_form_submission' }).expect(200);
    expect(res.body).toMatchObject({ success: true, score: 0.9 });
    const sent = fake.requests.at(-1)!;
    expect(sent.get('secret')).toBe('test-secret');
    expect(sent.get('response')).toBe('good-token:header_form_submission');
  });

  it('a rejected token answers success false with an error', async () => {
    const res = await t.http.post('/api/recaptcha/verify').send({ token: 'bad', action: 'submit' }).expect(200);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.error).toBe('string');
  });

  // docs/api.md: a token solved on another site, or for another action, proves nothing here.
  it.each([
    ['another hostname', 'good-token:header_form_submission:evil.example', 'header_form_submission', /hostname mismatch: expected 127\.0\.0\.1, got evil\.example/],
    ['another action', 'good-token:booking_submission', 'header_form_submission', /action mismatch: expected header_form_submission, got booking_submission/],
  ])('verify refuses a token for %s', async (_what, token, action, error) => {
    const res = await t.http.post('/api/recaptcha/verify').send({ token, action }).expect(200);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(error);
  });

  it("the host is the request's (Host header), not a fixed one", async () => {
    const res = await t.http.post('/api/recaptcha/verify').set('Host', 'rent.example.ge').send({ token: 'good-token:submit:rent.example.ge', action: 'submit' }).expect(200);
    expect(res.body).toMatchObject({ success: true, score: 0.9 });
    const other = await t.http.post('/api/recaptcha/verify').set('Host', 'rent.example.ge').send({ token: 'good-token:submit', action: 'submit' }).expect(200);
    expect(other.body.success).toBe(false);
  });

  it('a booking whose token was solved on another site stores no score', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking({ recaptchaToken: 'good-token:booking_submission:evil.example' })).expect(201);
    const [stored] = await t.query<{ bot_score: string | null }>('SELECT bot_score FROM bookings WHERE id = $1', [res.body.id]);
    expect(stored.bot_score).toBeNull();
  });

  it('a booking with a token is verified by the server and still never blocked', async () => {
    const good = await t.http.post('/api/bookings').send(validBooking({ recaptchaToken: 'good-token:booking_submission' })).expect(201);
    expect(good.body).not.toHaveProperty('botScore'); // for staff, not for the (possible) bot
    const [stored] = await t.query<{ bot_score: string }>('SELECT bot_score FROM bookings WHERE id = $1', [good.body.id]);
    expect(Number(stored.bot_score)).toBe(0.9);
    const bad = await t.http.post('/api/bookings').send(validBooking({ recaptchaToken: 'bad' })).expect(201);
    expect(bad.body.status).toBe('pending');
  });
});

describe('bot check with PUBLIC_URL: tokens must come from its host', () => {
  let t: TestApp;
  let fake: FakeSiteverify;
  beforeAll(async () => {
    fake = await startFakeSiteverify();
    t = await startTestApp({ RECAPTCHA_SITE_KEY: '6LcTESTsiteKEY', RECAPTCHA_SECRET_KEY: 'test-secret', RECAPTCHA_VERIFY_URL: fake.url, PUBLIC_URL: 'https://rent.example.ge' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("PUBLIC_URL's host counts, whatever Host the request names", async () => {
    const ok = await t.http.post('/api/recaptcha/verify').send({ token: 'good-token:submit:rent.example.ge', action: 'submit' }).expect(200);
    expect(ok.body).toMatchObject({ success: true, score: 0.9 });
    const spoofed = await t.http.post('/api/recaptcha/verify').set('Host', 'evil.example').send({ token: 'good-token:submit:evil.example', action: 'submit' }).expect(200);
    expect(spoofed.body.success).toBe(false);
    expect(spoofed.body.error).toMatch(/hostname mismatch: expected rent\.example\.ge, got evil\.example/);
  });
});
