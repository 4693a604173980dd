/**
 * A refusal loses nothing without the page's script either (DESIGN.md §9.2, docs/staff.md): a plain
 * form post of a handover refused by the server keeps its accepted photos and the signature as a
 * draft of that booking's handover for that staff session; the form shown again names it and its
 * next submit records them. Nobody else can use it (another session of the same account, another
 * account, another booking), it is gone once used, unusable after HANDOVER_DRAFT_HOURS and deleted
 * by the clean-up.
 */
import request from 'supertest';
import { HandoverDraftsService } from '../../src/application/handover/handover-drafts.service.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { pngImage } from '../support/png.mjs';
import { validBooking } from './helpers/booking-body.js';
import { csrfOf, signedInStaff, STAFF_PASSWORD } from './helpers/staff-agent.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const front = pngImage(64, 48, (x) => (x < 32 ? [200, 40, 40] : [40, 90, 200]));
const back = pngImage(48, 64, (_x, y) => (y < 32 ? [20, 160, 60] : [250, 250, 250]));
const signature = `data:image/png;base64,${pngImage(40, 20, (x) => (x % 7 ? [255, 255, 255] : [0, 0, 0])).toString('base64')}`;

describe('handover drafts: what a refused plain form post keeps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function confirmedBooking(csrf: string, a: ReturnType<typeof request.agent>): Promise<string> {
    const tomorrow = addDays(todayInTbilisi(new Date()), 1);
    const res = await t.http.post('/api/bookings').send(validBooking({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 4) })).expect(201);
    const ref = res.body.reference as string;
    await a.post(`/staff/bookings/${ref}/confirm`).type('form').send({ _csrf: csrf }).expect(303);
    return ref;
  }

  /** Another session of an account (another phone). */
  async function secondSession(name: string): Promise<{ a: ReturnType<typeof request.agent>; csrf: string }> {
    const a = request.agent(t.app.getHttpServer());
    const login = await a.get('/staff/login').expect(200);
    await a.post('/staff/login').type('form').send({ _csrf: csrfOf(login.text), name, password: STAFF_PASSWORD }).expect(303);
    return { a, csrf: csrfOf((await a.get('/staff').expect(200)).text) };
  }

  const draftOf = (html: string) => /name="draft" value="([^"]+)"/.exec(html)?.[1];
  const drafts = async () => Number((await t.query<{ n: string }>(`SELECT count(*) AS n FROM handover_drafts`))[0].n);

  it('keeps the photos and signature of a refused check-out for its next submit, which records them', async () => {
    const { agent: a, csrf } = await signedInStaff(t, 'Nino', 'nino@example.ge');
    const ref = await confirmedBooking(csrf, a);
    const before = await drafts();
    const refused = await a
      .post(`/staff/bookings/${ref}/check-out`)
      .field('_csrf', csrf)
      .field('odometerKm', '42000')
      .field('fuelEighths', '8')
      .field('signature', signature)
      .field('payAmount', '1.234.50')
      .field('payCurrency', 'EUR')
      .field('payMethod', 'cash')
      .attach('photos', front, { filename: 'front.png', contentType: 'image/png' })
      .attach('photos', back, { filename: 'back.png', contentType: 'image/png' })
      .expect(400);
    expect(refused.text).toContain('1.234.50');
    expect(refused.text).toContain('Kept: 2 photos and the signature (below); correct it and record again.');
    expect(refused.text).not.toContain('must be added again');
    expect(refused.text).toContain('2 photos kept, and the signature');
    expect(refused.text.match(/<img src="data:image\/jpeg;base64,[^"]+" alt="kept photo \d">/g)).toHaveLength(2);
    expect(refused.text).toMatch(/name="draft" value="[A-Za-z0-9_-]{43}" data-signed>/);
    expect(refused.text).toContain('value="42000"');
    const ref1 = draftOf(refused.text)!;
    expect(await drafts()).toBe(before + 1);
    // Only the reference's hash is stored; the row names the booking, the kind and the session's key.
    const [row] = await t.query<{ id_hash: string; kind: string; photos: number; signed: boolean; hours: number }>(
      `SELECT id_hash, kind, cardinality(photos) AS photos, signature_png IS NOT NULL AS signed, (extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM handover_drafts ORDER BY created_at DESC LIMIT 1`,
    );
    expect(row).toMatchObject({ kind: 'check-out', photos: 2, signed: true, hours: 24 });
    expect(row.id_hash).not.toBe(ref1);

    // Nobody else can use it: another session of the same account, another account.
    for (const other of [await secondSession('Nino'), await signedInStaff(t, 'Giorgi', 'giorgi@example.ge').then((s) => ({ a: s.agent, csrf: s.csrf }))]) {
      const stolen = await other.a.post(`/staff/bookings/${ref}/check-out`).field('_csrf', other.csrf).field('odometerKm', '42000').field('fuelEighths', '8').field('draft', ref1).expect(400);
      expect(stolen.text).toContain('the photos kept from the refused submit are no longer available');
      expect(stolen.text).not.toContain('kept photo');
    }
    // Nor for another booking, with the owner's session.
    const otherRef = await confirmedBooking(csrf, a);
    const elsewhere = await a.post(`/staff/bookings/${otherRef}/check-out`).field('_csrf', csrf).field('odometerKm', '1').field('fuelEighths', '8').field('draft', ref1).expect(400);
    expect(elsewhere.text).toContain('no longer available');
    const counted = async (r: string) => (await t.query<{ n: string }>(`SELECT count(*) AS n FROM booking_handovers h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1`, [r]))[0].n;
    expect([await counted(ref), await counted(otherRef)]).toEqual(['0', '0']);

    // The owner corrects the amount and sends the form again: no photo, no signature drawn, the draft named.
    await a
      .post(`/staff/bookings/${ref}/check-out`)
      .field('_csrf', csrf)
      .field('odometerKm', '42000')
      .field('fuelEighths', '8')
      .field('signature', '')
      .field('payAmount', '234,50')
      .field('payCurrency', 'EUR')
      .field('payMethod', 'cash')
      .field('draft', ref1)
      .expect(303)
      .expect('Location', `/staff/bookings/${ref}?done=checked-out`);
    const [stored] = await t.query<{ photos: string; signed: boolean }>(
      `SELECT (SELECT count(*) FROM handover_photos p WHERE p.handover_id = h.id) AS photos, h.signature_png IS NOT NULL AS signed
         FROM booking_handovers h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1 AND h.kind = 'check-out'`,
      [ref],
    );
    expect(stored).toEqual({ photos: '2', signed: true });
    const page = await a.get(`/staff/bookings/${ref}`).expect(200);
    const photo = /\/staff\/bookings\/[^/]+\/photos\/\d+/.exec(page.text)![0];
    expect(Buffer.compare((await a.get(photo).expect(200)).body as Buffer, front)).toBe(0);
    const [paid] = await t.query<{ amount_cents: string }>(`SELECT p.amount_cents FROM booking_payments p JOIN bookings b ON b.id = p.booking_id WHERE b.reference = $1`, [ref]);
    expect(paid.amount_cents).toBe('23450');
    // Used: gone.
    expect(await drafts()).toBe(before);
  });

  it('keeps the accepted photos of a refused return (not the refused file), then expires and is cleaned up', async () => {
    const { agent: a, csrf } = await signedInStaff(t, 'Tamar', 'tamar@example.ge');
    const ref = await confirmedBooking(csrf, a);
    await a.post(`/staff/bookings/${ref}/check-out`).field('_csrf', csrf).field('odometerKm', '1000').field('fuelEighths', '8').field('signature', signature).expect(303);
    const checkIn = (km = '1500') => a.post(`/staff/bookings/${ref}/check-in`).field('_csrf', csrf).field('odometerKm', km).field('fuelEighths', '8');
    const refused = await checkIn()
      .attach('photos', front, { filename: 'front.png', contentType: 'image/png' })
      .attach('photos', Buffer.from('<html>not a photo</html>'), { filename: 'car.jpg', contentType: 'image/jpeg' })
      .expect(400);
    expect(refused.text).toContain('photo 2 is not a JPEG or PNG picture');
    expect(refused.text).toContain('Kept: 1 photo (below)');
    const first = draftOf(refused.text)!;
    // Refused again with another photo: one draft with both replaces the first.
    const again = await checkIn('x').field('draft', first).attach('photos', back, { filename: 'back.png', contentType: 'image/png' });
    expect(again.status).toBe(400);
    expect(again.text).toContain('Kept: 2 photos (below)');
    const second = draftOf(again.text)!;
    expect(second).not.toBe(first);
    expect((await checkIn().field('draft', first).expect(400)).text).toContain('no longer available');
    // Past its 24 hours: refused, and the clean-up deletes it.
    await t.query(`UPDATE handover_drafts SET expires_at = now() - interval '1 second', created_at = now() - interval '24 hours 1 second'`);
    expect((await checkIn().field('draft', second).expect(400)).text).toContain('no longer available');
    expect(await t.app.get(HandoverDraftsService).purge()).toBeGreaterThan(0);
    expect(await drafts()).toBe(0);
  });
});
