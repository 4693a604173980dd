// The keep link: with e-mail configured, "Keep my car" works only from the link in the
// e-mail. The creator's link (the POST /api/bookings answer, the thank-you page) shows the booking and
// can cancel it, but its keep is refused and the page says where to press Keep. Keep after the hold
// has passed (expired but not swept yet) is a 409.
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { validBooking } from './helpers/booking-body.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const tokenOf = (bookingPage: string) => bookingPage.split('/b/')[1];

describe('the keep link with e-mail configured', () => {
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'bookings@example.com', PENDING_PER_IP: '0', PENDING_PER_CONTACT: '0', OUTBOX_POLL_MS: '100' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function mailedToken(reference: string): Promise<string> {
    const received = () => smtp.messages.find((m) => m.subject?.includes(reference) && m.subject.includes('received'));
    const deadline = Date.now() + 10_000;
    while (!received() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const link = /https?:\/\/\S+\/b\/([A-Za-z0-9_-]{22,})/.exec(received()?.text ?? '');
    expect(link).not.toBeNull();
    return link![1];
  }

  it("a script that keeps its own hold with the creator's link is refused; the e-mailed link keeps it", async () => {
    const made = await t.http.post('/api/bookings').send(validBooking({ customerEmail: 'nino.beridze@example.com' })).expect(201);
    const creator = tokenOf(made.body.bookingPage);
    const refused = await t.http.post(`/api/bookings/manage/${creator}/verify`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('n…@example.com');
    expect(refused.headers['cache-control']).toBe('private, no-store');
    // Nothing changed: still the short hold, not verified, no history row.
    const page = await t.http.get(`/api/bookings/manage/${creator}`).expect(200);
    expect(page.body).toMatchObject({ verified: false, canKeep: false, keepInEmail: 'n…@example.com', expiresAt: made.body.expiresAt });
    const [rows] = await t.query<{ n: string }>(`SELECT count(*) AS n FROM booking_history WHERE type = 'verified' AND booking_id = $1`, [made.body.id]);
    expect(Number(rows.n)).toBe(0);
    // The page's own form too: no keeping, a notice back on the page.
    const form = await t.http.post(`/b/${creator}/keep`).type('form').send('');
    expect(form.status).toBe(303);
    expect((await t.http.get(`/api/bookings/manage/${creator}`)).body.verified).toBe(false);

    const mailed = await mailedToken(made.body.reference);
    const mailedPage = await t.http.get(`/api/bookings/manage/${mailed}`).expect(200);
    expect(mailedPage.body).toMatchObject({ canKeep: true, keepInEmail: null });
    const kept = await t.http.post(`/api/bookings/manage/${mailed}/verify`).expect(200);
    expect(kept.body.verified).toBe(true);
  });

  it("the creator's link can still cancel", async () => {
    const made = await t.http.post('/api/bookings').send(validBooking({ customerEmail: 'cancel.me@example.com' })).expect(201);
    await t.http.post(`/api/bookings/manage/${tokenOf(made.body.bookingPage)}/cancel`).expect(200, { status: 'cancelled' });
  });

  it('keep after the hold has passed (not swept yet) is a 409 and keeps nothing', async () => {
    const made = await t.http.post('/api/bookings').send(validBooking({ customerEmail: 'late@example.com' })).expect(201);
    const mailed = await mailedToken(made.body.reference);
    await t.query(`UPDATE bookings SET created_at = created_at - interval '121 minutes' WHERE id = $1`, [made.body.id]);
    const late = await t.http.post(`/api/bookings/manage/${mailed}/verify`);
    expect(late.status).toBe(409);
    const [row] = await t.query<{ verified_at: Date | null; status: string }>(`SELECT verified_at, status FROM bookings WHERE id = $1`, [made.body.id]);
    expect(row.verified_at).toBeNull();
    const page = await t.http.get(`/api/bookings/manage/${mailed}`).expect(200);
    expect(page.body.canKeep).toBe(false);
  });
});

describe('the keep link without e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SMTP_URL: undefined, PENDING_PER_IP: '0', PENDING_PER_CONTACT: '0' });
  });
  afterAll(() => t?.close());

  it("the creator's link keeps it (nobody could receive another link)", async () => {
    const made = await t.http.post('/api/bookings').send(validBooking()).expect(201);
    const page = await t.http.get(`/api/bookings/manage/${tokenOf(made.body.bookingPage)}`).expect(200);
    expect(page.body).toMatchObject({ canKeep: true, keepInEmail: null });
    await t.http.post(`/api/bookings/manage/${tokenOf(made.body.bookingPage)}/verify`).expect(200);
  });
});
