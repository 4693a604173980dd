import request from 'supertest';
import { AddStaffService } from '../../src/application/staff/add-staff.service.js';
import { DisableStaffService } from '../../src/application/staff/disable-staff.service.js';
import { SetStaffPasswordService } from '../../src/application/staff/set-staff-password.service.js';
import { ConfirmBookingService } from '../../src/application/booking/confirm-booking.service.js';
import { HandoverFilesService } from '../../src/application/handover/handover-files.service.js';
import { RecordHandoverService } from '../../src/application/handover/record-handover.service.js';
import { StaffSessionService } from '../../src/application/staff/staff-session.service.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { pngImage } from '../support/png.mjs';
import { validBooking } from './helpers/booking-body.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';



const PASSWORD = 'a long staff password';

const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe('the back office at /staff (docs/staff.md)', () => {
  let t: TestApp;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** `rentals staff add`'s service: a new account and the token of its set-password link. */
  async function addStaff(role = 'staff'): Promise<{ name: string; token: string; link: string }> {
    const name = `Nino ${++counter}`;
    const result = await t.app.get(AddStaffService).execute({ name, email: `nino${counter}@example.ge`, role });
    return { name, token: result.link.split('/').pop()!, link: result.link };
  }

  /** A browser-like client: keeps the cookies. */
  const agent = () => request.agent(t.app.getHttpServer());

  async function setPassword(a: ReturnType<typeof agent>, token: string, password = PASSWORD) {
    const form = await a.get(`/staff/set-password/${token}`).expect(200);
    return a.post(`/staff/set-password/${token}`).type('form').send({ _csrf: csrfOf(form.text), password, repeat: password });
  }

  async function signIn(a: ReturnType<typeof agent>, name: string, password = PASSWORD) {
    const form = await a.get('/staff/login').expect(200);
    return a.post('/staff/login').type('form').send({ _csrf: csrfOf(form.text), name, password });
  }

  /** A staff member with a password, signed in; the form token of their session. */
  async function signedIn(role = 'staff'): Promise<{ a: ReturnType<typeof agent>; name: string; csrf: string }> {
    const { name, token } = await addStaff(role);
    const a = agent();
    expect((await setPassword(a, token)).status).toBe(303);
    const signed = await signIn(a, name);
    expect(signed.status).toBe(303);
    expect(signed.headers.location).toBe('/staff');
    const page = await a.get('/staff').expect(200);
    return { a, name, csrf: csrfOf(page.text) };
  }

  async function booking(overrides: Record<string, unknown> = {}): Promise<string> {
    const res = await t.http.post('/api/bookings').send(validBooking(overrides)).expect(201);
    return res.body.reference as string;
  }

  it('sends a visitor without a session to the sign-in page, never caches and never indexes', async () => {
    const res = await t.http.get('/staff').expect(303);
    expect(res.headers.location).toBe('/staff/login');
    const login = await t.http.get('/staff/login').expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers['x-robots-tag']).toMatch(/noindex/);
    expect(login.text).toContain('<meta name="robots" content="noindex,nofollow">');
  });

  it('sets a password through the one-time link, signs in with an HttpOnly SameSite=Lax cookie, and the link works once', async () => {
    const { name, token, link } = await addStaff();
    // On http://localhost:PORT when PORT is set, else only the path (the CLI prints no guessed port: staff-accounts.spec.ts).
    expect(link).toMatch(process.env.PORT?.trim() ? /^http:\/\/localhost:\d+\/staff\/set-password\/[A-Za-z0-9_-]{43}$/ : /^\/staff\/set-password\/[A-Za-z0-9_-]{43}$/);
    const stored = await t.query<{ token_hash: string }>(`SELECT token_hash FROM staff_password_links l JOIN staff_members s ON s.id = l.staff_id WHERE s.name = $1`, [name]);
    expect(stored[0].token_hash).not.toContain(token);
    const a = agent();
    const set = await setPassword(a, token);
    expect(set.status).toBe(303);
    expect(set.headers.location).toBe('/staff/login?done=password');
    await agent().get(`/staff/set-password/${token}`).expect(410);
    const res = await signIn(a, name);
    expect(res.status).toBe(303);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('staff_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const today = await a.get('/staff').expect(200);
    expect(today.text).toContain(name);
    expect(today.text).toContain('Today');
    const hash = await t.query<{ password_hash: string }>(`SELECT password_hash FROM staff_members WHERE name = $1`, [name]);
    expect(hash[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('marks the cookie Secure behind an HTTPS proxy it trusts', async () => {
    const https = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const { link } = await https.app.get(AddStaffService).execute({ name: 'Secure One', email: 'secure@example.ge' });
      await https.app.get(SetStaffPasswordService).execute(link.split('/').pop(), PASSWORD, PASSWORD);
      const login = await request(https.app.getHttpServer()).get('/staff/login').set('X-Forwarded-Proto', 'https').expect(200);
      const pre = (login.headers['set-cookie'] as unknown as string[])[0];
      expect(pre).toMatch(/Secure/);
      const res = await request(https.app.getHttpServer())
        .post('/staff/login')
        .set('X-Forwarded-Proto', 'https')
        .set('Cookie', pre.split(';')[0])
        .type('form')
        .send({ _csrf: csrfOf(login.text), name: 'Secure One', password: PASSWORD })
        .expect(303);
      expect((res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('staff_session='))).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it('locks an account for a client after five wrong passwords in 15 minutes, refusing even the right one there while locked', async () => {
    const { name, token } = await addStaff();
    const a = agent();
    expect((await setPassword(a, token)).status).toBe(303);
    for (let i = 1; i <= 4; i++) {
      const res = await signIn(a, name, 'wrong password!');
      expect(res.status).toBe(401);
      expect(res.text).toContain('Wrong name or password.');
    }
    const fifth = await signIn(a, name, 'wrong password!');
    expect(fifth.status).toBe(401);
    expect(fifth.text).toContain('This account is locked for 15 minutes after 5 wrong passwords');
    const right = await signIn(a, name);
    expect(right.status).toBe(401);
    expect(right.text).toMatch(/This account is locked for 1[45] minutes/);
    expect(right.headers['set-cookie']?.toString() ?? '').not.toContain('staff_session=');
    // 15 minutes later the right password works again.
    await t.query(`UPDATE staff_sign_in_failures SET locked_until = now() - interval '1 second' WHERE locked_until IS NOT NULL`);
    expect((await signIn(a, name)).status).toBe(303);
  });

  it('refuses a POST without the form token, or with a wrong one (403), and changes nothing', async () => {
    const { a, csrf } = await signedIn();
    const ref = await booking();
    const none = await a.post(`/staff/bookings/${ref}/confirm`).type('form').send({}).expect(403);
    expect(none.text).toContain('This form has expired or did not come from this site');
    await a.post(`/staff/bookings/${ref}/confirm`).type('form').send({ _csrf: `${csrf.slice(0, -2)}xx` }).expect(403);
    // Another session's token is not this session's.
    const other = await signedIn();
    await a.post(`/staff/bookings/${ref}/confirm`).type('form').send({ _csrf: other.csrf }).expect(403);
    const [row] = await t.query<{ status: string }>(`SELECT status FROM bookings WHERE reference = $1`, [ref]);
    expect(row.status).toBe('pending');
    // An upload without a session is refused before its files are read.
    const upload = await t.http.post(`/staff/bookings/${ref}/check-out`).field('odometerKm', '1').attach('photos', pngImage(), 'a.png').expect(403);
    expect(upload.text).toContain('You are signed out');
    // The sign-in form too: without the token, or with one that is not the cookie's.
    await agent().post('/staff/login').type('form').send({ name: 'x', password: 'y' }).expect(403);
    const b = agent();
    await b.get('/staff/login').expect(200);
    await b.post('/staff/login').type('form').send({ _csrf: csrf, name: 'x', password: 'y' }).expect(403);
  });

  it('confirms a booking with the signed-in staff member as the actor in its history', async () => {
    const { a, name, csrf } = await signedIn();
    const ref = await booking();
    await a.post(`/staff/bookings/${ref}/confirm`).type('form').send({ _csrf: csrf }).expect(303).expect('Location', `/staff/bookings/${ref}?done=confirmed`);
    const history = await t.query<{ type: string; actor: string }>(
      `SELECT h.type, h.actor FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1 ORDER BY h.id`,
      [ref],
    );
    expect(history).toEqual([
      { type: 'created', actor: 'visitor' },
      { type: 'confirmed', actor: name },
    ]);
    const page = await a.get(`/staff/bookings/${ref}?done=confirmed`).expect(200);
    expect(page.text).toContain('Confirmed.');
    expect(page.text).toContain(`data-type="confirmed">confirmed</strong> · ${name}`);
    // Confirming twice is refused with the life cycle's reason, on the page.
    const again = await a.post(`/staff/bookings/${ref}/confirm`).type('form').send({ _csrf: csrf }).expect(409);
    expect(again.text).toContain('msg error');
  });

  it('ends a session after 12 idle hours', async () => {
    const { a } = await signedIn();
    await t.query(`UPDATE staff_sessions SET last_seen_at = last_seen_at - interval '11 hours 59 minutes'`);
    await a.get('/staff').expect(200);
    await t.query(`UPDATE staff_sessions SET last_seen_at = now() - interval '12 hours 1 minute'`);
    await a.get('/staff').expect(303).expect('Location', '/staff/login');
  });

  it('ends the sessions of a disabled staff member and refuses their sign-in', async () => {
    const { a, name } = await signedIn();
    await t.app.get(DisableStaffService).execute(name);
    await a.get('/staff').expect(303).expect('Location', '/staff/login');
    const res = await signIn(agent(), name);
    expect(res.status).toBe(401);
    expect(res.text).toContain('Wrong name or password.');
  });

  it('records a handover with a photo and the signature, then a return that flags less fuel and new damage', async () => {
    const { a, name, csrf } = await signedIn();
    const tomorrow = addDays(todayInTbilisi(new Date()), 1);
    const ref = await booking({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 4) });
    await a.post(`/staff/bookings/${ref}/confirm`).type('form').send({ _csrf: csrf }).expect(303);
    const signature = `data:image/png;base64,${pngImage(20, 10).toString('base64')}`;
    // Not a picture: refused by its content, whatever its name says.
    await a
      .post(`/staff/bookings/${ref}/check-out`)
      .field('_csrf', csrf)
      .field('odometerKm', '42000')
      .field('fuelEighths', '8')
      .field('signature', signature)
      .attach('photos', Buffer.from('<html>not a photo</html>'), { filename: 'car.jpg', contentType: 'image/jpeg' })
      .expect(400);
    await a
      .post(`/staff/bookings/${ref}/check-out`)
      .field('_csrf', csrf)
      .field('odometerKm', '42000')
      .field('fuelEighths', '8')
      .field('damageNotes', 'scratch on the rear bumper')
      .field('signature', signature)
      .attach('photos', pngImage(), { filename: 'front.png', contentType: 'image/png' })
      .expect(303)
      .expect('Location', `/staff/bookings/${ref}?done=checked-out`);
    const status = async () => (await t.query<{ status: string }>(`SELECT status FROM bookings WHERE reference = $1`, [ref]))[0].status;
    expect(await status()).toBe('on_rent');
    const page = await a.get(`/staff/bookings/${ref}`).expect(200);
    const photo = /\/staff\/bookings\/[^/]+\/photos\/(\d+)/.exec(page.text)!;
    const img = await a.get(photo[0]).expect(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(img.body as Buffer, pngImage())).toBe(0);
    await t.http.get(photo[0]).expect(303);
    await a
      .post(`/staff/bookings/${ref}/check-in`)
      .field('_csrf', csrf)
      .field('odometerKm', '42600')
      .field('fuelEighths', '5')
      .field('damageNotes', 'dent in the driver door')
      .expect(303);
    expect(await status()).toBe('returned');
    const history = await t.query<{ type: string; actor: string; detail: string }>(
      `SELECT h.type, h.actor, h.detail FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1 ORDER BY h.id`,
      [ref],
    );
    expect(history.slice(2)).toEqual([
      { type: 'checked_out', actor: name, detail: 'handed over: 42000 km, fuel full (8/8), 1 photo, signed by the customer, damage noted' },
      { type: 'checked_in', actor: name, detail: 'returned: 42600 km, fuel 5/8, 0 photos, LESS FUEL than at the handover, NEW DAMAGE noted' },
    ]);
    // A second handover is refused, and its form is not shown again.
    expect((await a.get(`/staff/bookings/${ref}/check-out`).expect(409)).text).toContain('was handed over already');
    await a.post(`/staff/bookings/${ref}/check-out`).field('_csrf', csrf).field('odometerKm', '1').field('fuelEighths', '8').field('signature', signature).expect(409);
  });

  it('refuses a handover earlier than the day before pickup', async () => {
    const { a, csrf } = await signedIn();
    const ref = await booking();
    await a.post(`/staff/bookings/${ref}/confirm`).type('form').send({ _csrf: csrf }).expect(303);
    const res = await a
      .post(`/staff/bookings/${ref}/check-out`)
      .field('_csrf', csrf)
      .field('odometerKm', '1000')
      .field('fuelEighths', '8')
      .field('signature', `data:image/png;base64,${pngImage().toString('base64')}`)
      .expect(409);
    expect(res.text).toContain('(the day before pickup)');
  });

  it('answers the page script a refusal as its reason and field (JSON; the page keeps photos and signature), a plain form post as the form again', async () => {
    const { a, csrf } = await signedIn();
    const tomorrow = addDays(todayInTbilisi(new Date()), 1);
    const ref = await booking({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 4) });
    await a.post(`/staff/bookings/${ref}/confirm`).type('form').send({ _csrf: csrf }).expect(303);
    const signature = `data:image/png;base64,${pngImage(20, 10).toString('base64')}`;
    const checkIn = (km: string) => a.post(`/staff/bookings/${ref}/check-in`).field('_csrf', csrf).field('odometerKm', km).field('fuelEighths', '8').field('signature', signature).attach('photos', pngImage(), { filename: 'back.png', contentType: 'image/png' });
    await a.post(`/staff/bookings/${ref}/check-out`).field('_csrf', csrf).field('odometerKm', '42000').field('fuelEighths', '8').field('signature', signature).expect(303);
    const refused = await checkIn('41000').set('Accept', 'application/json').expect(400);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toEqual({ message: 'odometerKm: the odometer cannot be below the 42000 km read at the handover', field: 'odometerKm' });
    // Without the script (no Accept: JSON): the form again, with what was typed and the reason.
    const page = await checkIn('41000').expect(400);
    expect(page.text).toContain('cannot be below the 42000 km');
    expect(page.text).toContain('value="41000"');
    // The JSON answer opens nothing to anyone without a session or the form's token.
    await t.http.post(`/staff/bookings/${ref}/check-in`).set('Accept', 'application/json').field('odometerKm', '42500').expect(403);
    await a.post(`/staff/bookings/${ref}/check-in`).set('Accept', 'application/json').field('_csrf', 'x').field('odometerKm', '42500').field('fuelEighths', '8').expect(403);
    const handovers = async () => (await t.query<{ n: string }>(`SELECT count(*) AS n FROM booking_handovers h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1`, [ref]))[0].n;
    expect(await handovers()).toBe('1');
    await checkIn('42500').set('Accept', 'application/json').expect(303);
    expect(await handovers()).toBe('2');
  });

  it('deletes handover photos 90 days after a return without new damage, and keeps those of a damaged return', async () => {
    const tomorrow = addDays(todayInTbilisi(new Date()), 1);
    const refs = [];
    for (const damage of ['', 'cracked windscreen']) {
      const ref = await booking({ carType: 'Subaru Forester', pickupDate: tomorrow, returnDate: addDays(tomorrow, 3) });
      await t.app.get(ConfirmBookingService).execute(ref, 'Manager');
      const handover = t.app.get(RecordHandoverService);
      const base = { reference: ref, fuelEighths: '8', by: 'Manager', photos: [new Uint8Array(pngImage())] };
      await handover.execute({ ...base, kind: 'check-out', odometerKm: '100', signaturePng: new Uint8Array(pngImage()) });
      await handover.execute({ ...base, kind: 'check-in', odometerKm: '500', damageNotes: damage, signaturePng: null });
      refs.push(ref);
    }
    const photos = async (ref: string) =>
      Number(
        (
          await t.query<{ n: string }>(
            `SELECT count(*) AS n FROM handover_photos p JOIN booking_handovers h ON h.id = p.handover_id JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1`,
            [ref],
          )
        )[0].n,
      );
    expect(await t.app.get(HandoverFilesService).purgeOldPhotos()).toBe(0);
    await t.query(
      `UPDATE booking_handovers SET at = now() - interval '91 days' WHERE kind = 'check-in' AND booking_id IN (SELECT id FROM bookings WHERE reference = ANY($1))`,
      [refs],
    );
    await t.app.get(HandoverFilesService).purgeOldPhotos();
    expect([await photos(refs[0]), await photos(refs[1])]).toEqual([0, 2]);
  });

  it('lists the visit records; only a manager may delete them all', async () => {
    await t.http.get('/').set('Accept', 'text/html');
    const count = async () => Number((await t.query<{ n: string }>(`SELECT count(*) AS n FROM visits`))[0].n);
    const staff = await signedIn('staff');
    const page = await staff.a.get('/staff/visits').expect(200);
    expect(page.text).toContain('<h1>Visits</h1>');
    expect(page.text).not.toContain('Delete all records');
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await staff.a.post('/staff/visits/clear').type('form').send({ _csrf: staff.csrf }).expect(403);
    expect(await count()).toBe(before);
    const manager = await signedIn('manager');
    expect((await manager.a.get('/staff/visits').expect(200)).text).toContain('Delete all records');
    await manager.a.post('/staff/visits/clear').type('form').send({ _csrf: manager.csrf }).expect(303).expect('Location', '/staff/visits?done=cleared');
    expect(await count()).toBe(0);
  });

  it('moves a booking to another unit, cancels it, and adds and removes a block from the fleet page', async () => {
    const { a, name, csrf } = await signedIn();
    const ref = await booking({ carType: 'Toyota 4Runner' });
    await a.post(`/staff/bookings/${ref}/move`).type('form').send({ _csrf: csrf, unit: 'RN-105-GE' }).expect(303);
    const refused = await a.post(`/staff/bookings/${ref}/move`).type('form').send({ _csrf: csrf, unit: 'FJ-101-GE' }).expect(400);
    expect(refused.text).toContain('is a Toyota FJ Cruiser, but booking');
    await a.post(`/staff/bookings/${ref}/cancel`).type('form').send({ _csrf: csrf }).expect(303);
    const history = await t.query<{ type: string; actor: string; detail: string }>(
      `SELECT h.type, h.actor, h.detail FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1 ORDER BY h.id`,
      [ref],
    );
    expect(history.slice(1).map((h) => [h.type, h.actor])).toEqual([
      ['moved', name],
      ['cancelled', name],
    ]);
    expect(history[1].detail).toMatch(/^moved from RN-\d{3}-GE to RN-105-GE$/);

    const from = addDays(todayInTbilisi(new Date()), 200);
    await a.post('/staff/fleet/blocks').type('form').send({ _csrf: csrf, label: 'EL-104-GE', from, to: addDays(from, 2), reason: 'new tyres' }).expect(303);
    const fleet = await a.get(`/staff/fleet?from=${from}&days=7`).expect(200);
    expect(fleet.text).toContain('new tyres');
    expect(fleet.text).toMatch(/<td class="b" title="EL-104-GE [^"]+">■<\/td>/);
    const id = /\/staff\/fleet\/blocks\/(\d+)\/remove/.exec(fleet.text)![1];
    await a.post(`/staff/fleet/blocks/${id}/remove`).type('form').send({ _csrf: csrf }).expect(303);
    expect((await a.get('/staff/fleet').expect(200)).text).toContain('No blocks.');
    const bad = await a.post('/staff/fleet/blocks').type('form').send({ _csrf: csrf, label: 'EL-104-GE', from: '2020-01-01', to: '2020-01-02' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('msg error');
  });

  it('the daily clean-up deletes ended sessions and spent set-password links, and keeps live ones', async () => {
    const live = await signedIn();
    await t.query(`UPDATE staff_sessions SET last_seen_at = now() - interval '13 hours'`);
    await live.a.get('/staff').expect(303);
    const fresh = await signedIn();
    await t.query(`UPDATE staff_sessions SET last_seen_at = now() - interval '13 hours' WHERE last_seen_at < now() - interval '1 minute'`);
    await t.app.get(StaffSessionService).purgeExpired();
    const count = async (sql: string) => Number((await t.query<{ n: string }>(sql))[0].n);
    expect(await count(`SELECT count(*) AS n FROM staff_sessions`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM staff_password_links WHERE used_at IS NOT NULL`)).toBe(0);
    await fresh.a.get('/staff').expect(200);
  });
});
