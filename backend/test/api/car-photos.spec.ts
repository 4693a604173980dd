/**
 * The car photos' page and upload in the back office (/staff/fleet/photos, docs/staff.md): managers
 * only, checked before the upload is read; JPEG/PNG/WebP by content, HEIC refused with the message
 * to send JPEG; nothing stored for a refused file; the files served under their content-hashed names.
 */
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import sharp from 'sharp';
import { AddStaffService } from '../../src/application/staff/add-staff.service.js';
import { SetStaffPasswordService } from '../../src/application/staff/set-staff-password.service.js';
import { CatalogueCarsService } from '../../src/application/fleet/catalogue-cars.service.js';
import { CarPhotosService } from '../../src/application/fleet/car-photos.service.js';
import { UPLOAD_TMP_DIR, UploadGate } from '../../src/adapters/http/uploads/upload-limits.js';
import { eventually, startTestApp, type TestApp } from './helpers/test-app.js';
import request from 'supertest';

const PASSWORD = 'a long staff password';
const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe('car photos at /staff/fleet/photos', () => {
  let t: TestApp;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(role: 'staff' | 'manager') {
    const name = `Photo ${role} ${++counter}`;
    const { link } = await t.app.get(AddStaffService).execute({ name, email: `photo${counter}@example.ge`, role });
    await t.app.get(SetStaffPasswordService).execute(link.split('/').pop(), PASSWORD, PASSWORD);
    const a = request.agent(t.app.getHttpServer());
    const form = await a.get('/staff/login').expect(200);
    await a.post('/staff/login').type('form').send({ _csrf: csrfOf(form.text), name, password: PASSWORD }).expect(303);
    const page = await a.get('/staff/fleet/photos').expect(200);
    return { a, csrf: csrfOf(page.text), page: page.text };
  }

  /** The uploads on disk (multer's files, removed once the photo is stored or refused). */
  const uploadsOnDisk = () => (existsSync(UPLOAD_TMP_DIR) ? readdirSync(UPLOAD_TMP_DIR) : []).filter((f) => f.startsWith('car-photo-') && f.endsWith('.upload')).length;

  const stored = async () => Number((await t.query<{ n: string }>('SELECT (SELECT count(*) FROM car_photos) + (SELECT count(*) FROM car_photo_files) AS n'))[0].n);

  const jpeg = (width: number, height: number, colour = '#c63') => sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();

  it('a manager uploads a PNG for a car: stored in three widths as AVIF and WebP, shown on the page, served immutable', async () => {
    const m = await signedIn('manager');
    expect(m.page).toContain('Hyundai Elantra');
    expect(m.page).toContain('Toyota 4Runner');
    // Every car of the catalogue (the 14 priced cars), each with its upload form.
    expect((m.page.match(/enctype="multipart\/form-data"/g) ?? []).length).toBe(14);
    // Each form sends back to its car's section, with a progress bar for the script.
    expect(m.page).toContain('<form method="post" action="/staff/fleet/photos#car-subaru-forester" enctype="multipart/form-data" data-upload="car-subaru-forester">');
    expect(m.page).toContain('<progress max="100" value="0" hidden></progress>');
    const png = await sharp({ create: { width: 2000, height: 1250, channels: 4, background: { r: 30, g: 90, b: 160, alpha: 1 } } }).png().toBuffer();
    const res = await m.a.post('/staff/fleet/photos').field('_csrf', m.csrf).field('car', 'Subaru Forester').attach('photo', png, 'forester.png');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/staff/fleet/photos?done=added&car=subaru-forester#car-subaru-forester');
    const rows = await t.query<{ id: string; car_type: string; widths: number[]; added_by: string }>('SELECT id, car_type, widths, added_by FROM car_photos');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ car_type: 'Subaru Forester', widths: [480, 960, 1600] });
    const files = await t.query<{ width: number; format: string }>('SELECT width, format FROM car_photo_files WHERE photo_id = $1 ORDER BY width, format', [rows[0].id]);
    expect(files.map((f) => `${f.width}.${f.format}`)).toEqual(['480.avif', '480.webp', '960.avif', '960.webp', '1600.avif', '1600.webp']);
    const page = await m.a.get('/staff/fleet/photos?done=added&car=subaru-forester').expect(200);
    expect(page.text.slice(page.text.indexOf('data-car="subaru-forester"'))).toMatch(/^data-car="subaru-forester"><h2>Subaru Forester<\/h2><p class="msg ok" role="status" data-answer>Photo added/);
    expect(page.text).toContain(`/photos/${rows[0].id}-480.webp`);
    const file = await t.http.get(`/photos/${rows[0].id}-960.avif`).expect(200);
    expect(file.headers['content-type']).toBe('image/avif');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(file.body as Buffer).metadata()).width).toBe(960);
    await t.http.get(`/photos/${rows[0].id}-961.avif`).expect(404);

    // The same image again: the same photo for that car, refused for another.
    await m.a.post('/staff/fleet/photos').field('_csrf', m.csrf).field('car', 'subaru forester').attach('photo', png, 'again.png').expect(303);
    const other = await m.a.post('/staff/fleet/photos').field('_csrf', m.csrf).field('car', 'Toyota 4Runner').attach('photo', png, 'again.png');
    expect(other.status).toBe(400);
    expect(other.text).toContain('This photo is already a photo of the Subaru Forester');
    // The refusal is answered in the section of the car it was for, not at the top of the page.
    expect(other.text.slice(other.text.indexOf('data-car="toyota-4runner"'))).toMatch(/^data-car="toyota-4runner"><h2>Toyota 4Runner<\/h2><p class="msg error" role="alert" data-answer>This photo is already a photo of the Subaru Forester/);
    expect(other.text).not.toMatch(/<main><p class="msg/);
    expect(await t.query('SELECT id FROM car_photos')).toHaveLength(1);

    // Removing it (as a manager, with the form token).
    await m.a.post(`/staff/fleet/photos/${rows[0].id}/remove`).type('form').send({ _csrf: m.csrf, car: 'Subaru Forester' }).expect(303);
    expect(await stored()).toBe(0);
    await t.http.get(`/photos/${rows[0].id}-960.avif`).expect(404);
  }, 120_000);

  it('a car a manager added is listed with its upload form, and takes a photo; a hidden one is listed as hidden', async () => {
    await t.app.get(CatalogueCarsService).add({ name: 'Lada Niva Legend', carClass: '4x4', seats: '4', daily: '48' }, 'nino');
    const m = await signedIn('manager');
    const section = m.page.slice(m.page.indexOf('data-car="lada-niva-legend"'));
    expect(section).toMatch(/^data-car="lada-niva-legend"><h2>Lada Niva Legend<\/h2><p class="meta">On the site\. No photos/);
    expect(section).toContain('<input type="hidden" name="car" value="Lada Niva Legend">');
    const res = await m.a.post('/staff/fleet/photos').field('_csrf', m.csrf).field('car', 'lada niva legend').attach('photo', await jpeg(1200, 800, '#582'), 'niva.jpg');
    expect(res.status).toBe(303);
    expect(await t.query(`SELECT car_type FROM car_photos WHERE car_type = 'Lada Niva Legend'`)).toHaveLength(1);
    await t.app.get(CatalogueCarsService).hide('Lada Niva Legend', 'nino');
    const after = (await m.a.get('/staff/fleet/photos').expect(200)).text;
    expect(after.slice(after.indexOf('data-car="lada-niva-legend"'))).toMatch(/<p class="meta">Hidden: not offered[^<]*1 photo\./);
    // The tests below count what is stored from nothing.
    const [photo] = await t.query<{ id: string }>(`SELECT id FROM car_photos WHERE car_type = 'Lada Niva Legend'`);
    await t.app.get(CarPhotosService).remove('Lada Niva Legend', photo.id);
    expect(await stored()).toBe(0);
  });

  it('four uploads at once to a car with 11 photos leave it with 12: the count is taken where the photo is stored', async () => {
    const m = await signedIn('manager');
    const car = 'Hyundai Elantra';
    for (let i = 0; i < 11; i++) {
      await t.query(`INSERT INTO car_photos (id, car_type, width, height, widths, added_by) VALUES ($1, $2, 800, 500, '{800}', 'seed')`, [`${'ab'.repeat(9)}${String(i).padStart(2, '0')}`, car]);
    }
    const colours = ['#102030', '#405060', '#708090', '#a0b0c0'];
    const answers = await Promise.all(colours.map(async (colour) => m.a.post('/staff/fleet/photos').field('_csrf', m.csrf).field('car', car).attach('photo', await jpeg(640, 400, colour), `${colour.slice(1)}.jpg`)));
    const [{ n }] = await t.query<{ n: string }>(`SELECT count(*) AS n FROM car_photos WHERE car_type = $1`, [car]);
    expect(Number(n)).toBe(12);
    expect(answers.filter((r) => r.status === 303)).toHaveLength(1);
    for (const r of answers.filter((r) => r.status !== 303)) {
      expect(r.status).toBe(400);
      expect(r.text).toMatch(/12 photos/);
    }
    // The tests below count what is stored from nothing.
    for (const { id } of await t.query<{ id: string }>(`SELECT id FROM car_photos WHERE car_type = $1`, [car])) await t.app.get(CarPhotosService).remove(car, id);
    expect(await stored()).toBe(0);
  });

  it('refuses a staff member who is not a manager (403) before reading the upload, and shows no forms', async () => {
    const s = await signedIn('staff');
    expect(s.page).not.toContain('multipart/form-data');
    expect(s.page).toContain('Only a manager can add or remove photos');
    const res = await s.a.post('/staff/fleet/photos').field('_csrf', s.csrf).field('car', 'Toyota FJ Cruiser').attach('photo', await jpeg(800, 500), 'fj.jpg');
    expect(res.status).toBe(403);
    expect(res.text).toContain('Only a manager');
    await s.a.post('/staff/fleet/photos/0123456789abcdef0123/remove').type('form').send({ _csrf: s.csrf, car: 'Toyota FJ Cruiser' }).expect(403);
    // Signed out: 403 too.
    expect((await t.http.post('/staff/fleet/photos').attach('photo', await jpeg(800, 500), 'fj.jpg')).status).toBe(403);
    expect(await stored()).toBe(0);
  }, 60_000);

  it('refuses HEIC (send JPEG), a text file named .jpg, a 9000 px image, a file over 20 MB and a missing form token, storing nothing', async () => {
    const m = await signedIn('manager');
    const heic = Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(2000, 1)]);
    let res = await m.a.post('/staff/fleet/photos').field('_csrf', m.csrf).field('car', 'Toyota FJ Cruiser').attach('photo', heic, 'IMG_0001.HEIC');
    expect(res.status).toBe(400);
    expect(res.text).toContain('send the photo as JPEG');
    res = await m.a.post('/staff/fleet/photos').field('_csrf', m.csrf).field('car', 'Toyota FJ Cruiser').attach('photo', Buffer.from('not a photo at all\n'), 'photo.jpg');
    expect(res.status).toBe(400);
    expect(res.text).toContain('not a JPEG, PNG or WebP image');
    const wide = await sharp({ create: { width: 9000, height: 30, channels: 3, background: '#777' } }).png().toBuffer();
    res = await m.a.post('/staff/fleet/photos').field('_csrf', m.csrf).field('car', 'Toyota FJ Cruiser').attach('photo', wide, 'wide.png');
    expect(res.status).toBe(400);
    expect(res.text).toContain('larger than 8000 pixels');
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0);
    (await jpeg(100, 100)).copy(big);
    res = await m.a.post('/staff/fleet/photos').field('_csrf', m.csrf).field('car', 'Toyota FJ Cruiser').attach('photo', big, 'big.jpg');
    expect(res.status).toBe(413);
    expect(res.text).toContain('larger than 20 MB');
    res = await m.a.post('/staff/fleet/photos').field('car', 'Toyota FJ Cruiser').attach('photo', await jpeg(900, 600), 'ok.jpg');
    expect(res.status).toBe(403);
    res = await m.a.post('/staff/fleet/photos').field('_csrf', m.csrf).field('car', 'Lada Niva').attach('photo', await jpeg(900, 600), 'ok.jpg');
    expect(res.status).toBe(400);
    expect(res.text).toContain('Unknown car');
    expect(await stored()).toBe(0);
    // A refused upload's partial file is removed as its request ends, which may be just after the
    // answer has gone out (a busy machine).
    await eventually(async () => uploadsOnDisk() === 0, 10_000);
    expect(uploadsOnDisk()).toBe(0);
  }, 120_000);
});

describe('car photos: the upload limits shared with every upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ UPLOADS_PER_CLIENT: '1', UPLOAD_RATE_GRACE_S: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a second upload at once from one client is a 429, the first one is not disturbed', async () => {
    const { link } = await t.app.get(AddStaffService).execute({ name: 'Limit Manager', email: 'limit@example.ge', role: 'manager' });
    await t.app.get(SetStaffPasswordService).execute(link.split('/').pop(), PASSWORD, PASSWORD);
    const a = request.agent(t.app.getHttpServer());
    const form = await a.get('/staff/login').expect(200);
    const signed = await a.post('/staff/login').type('form').send({ _csrf: csrfOf(form.text), name: 'Limit Manager', password: PASSWORD }).expect(303);
    const cookie = (signed.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('staff_session='))!.split(';')[0];
    const server = t.app.getHttpServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as { port: number };
    // The first upload: headers and a few bytes of a 5 MB body, then nothing (a slow phone).
    const slow = connect(port, '127.0.0.1');
    slow.on('error', () => undefined);
    slow.write(
      `POST /staff/fleet/photos HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=XXslowXX\r\nContent-Length: 5000000\r\n\r\n` +
        `--XXslowXX\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n` +
        'x'.repeat(100),
    );
    const gate = t.app.get(UploadGate);
    await eventually(async () => gate.active === 1);
    const second = await a.post('/staff/fleet/photos').field('car', 'Toyota FJ Cruiser').attach('photo', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'p.jpg');
    expect(second.status).toBe(429);
    expect(second.text).toContain('Too many uploads at once');
    expect(slow.destroyed).toBe(false);
    slow.destroy();
  }, 60_000);
});
