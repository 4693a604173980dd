/**
 * Pre-check-in on the customer's booking page and what staff see of it (docs/product.md §13): the form
 * (multipart, 303 back to the page) and its API twin, documents checked by content and size before
 * anything is stored, the request size refused before it is read, the token and the booking's state
 * checked first; staff view and download the documents, nobody else can; retention deletes them 30
 * days after the return; the agreement PDF through the customer's token once the car is handed over;
 * unknown /staff paths are the back office's 404 page.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import { ConfirmBookingService } from '../../src/application/booking/confirm-booking.service.js';
import { CancelBookingService } from '../../src/application/booking/cancel-booking.service.js';
import { RecordHandoverService } from '../../src/application/handover/record-handover.service.js';
import { RunRetentionService } from '../../src/application/retention/run-retention.service.js';
import { AddStaffService } from '../../src/application/staff/add-staff.service.js';
import { SetStaffPasswordService } from '../../src/application/staff/set-staff-password.service.js';
import { DOCUMENT_MAX_BYTES } from '../../src/domain/precheckin/precheckin.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { pngImage } from '../support/png.mjs';
import { validBooking } from './helpers/booking-body.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const PASSWORD = 'a long staff password';
const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** A small well-formed PDF (one empty page). */
function tinyPdf(): Buffer {
  const objects = ['<</Type/Catalog/Pages 2 0 R>>', '<</Type/Pages/Kids[3 0 R]/Count 1>>', '<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj${o}endobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a JPEG (SOI, APP0 JFIF): what the domain reads to tell a JPEG. */
// SOI, APP0 (JFIF), a baseline frame header (SOF0: 600×400, 3 components), some data, EOI: the server reads the size from SOF0.
const jpegHead = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(9, 0),
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x90, 0x02, 0x58, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]),
    Buffer.alloc(200, 7),
    Buffer.from([0xff, 0xd9]),
  ]);

async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('pre-check-in (docs/product.md §13)', () => {
  let t: TestApp;
  let baseUrl: string;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp({ BOOKING_PAGE_RATE_LIMIT: '0' }, { scheduledJobs: false });
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t.http = request(server);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function book(overrides: Record<string, unknown> = {}): Promise<{ reference: string; page: string; token: string }> {
    const res = await t.http.post('/api/bookings').send(validBooking(overrides)).expect(201);
    return { reference: res.body.reference, page: res.body.bookingPage, token: res.body.bookingPage.split('/').pop() };
  }

  const documentsOf = (reference: string) =>
    t.query<{ kind: string; content_type: string; byte_size: number; hex: string }>(
      `SELECT d.kind, d.content_type, d.byte_size, encode(d.data, 'hex') AS hex FROM precheckin_documents d JOIN bookings b ON b.id = d.booking_id WHERE b.reference = $1 ORDER BY d.kind`,
      [reference],
    );
  const formOf = async (reference: string) =>
    (
      await t.query<{ international_permit: boolean; second_driver: string | null }>(
        `SELECT p.international_permit, p.second_driver FROM booking_precheckins p JOIN bookings b ON b.id = p.booking_id WHERE b.reference = $1`,
        [reference],
      )
    )[0] ?? null;

  async function signedIn(): Promise<{ a: ReturnType<typeof request.agent>; csrf: string }> {
    const name = `Tamar ${++counter}`;
    const { link } = await t.app.get(AddStaffService).execute({ name, email: `tamar${counter}@example.ge` });
    await t.app.get(SetStaffPasswordService).execute(link.split('/').pop(), PASSWORD, PASSWORD);
    const a = request.agent(t.app.getHttpServer());
    const form = await a.get('/staff/login').expect(200);
    await a.post('/staff/login').type('form').send({ _csrf: csrfOf(form.text), name, password: PASSWORD }).expect(303);
    return { a, csrf: csrfOf((await a.get('/staff').expect(200)).text) };
  }

  it('takes the form: documents, permit and second driver, 303 back to the page; the page data lists them without content', async () => {
    const b = await book();
    const res = await t.http
      .post(`${b.page}/documents`)
      .attach('licence', pngImage(), { filename: 'licence.png', contentType: 'image/png' })
      .attach('passport', tinyPdf(), { filename: 'passport.pdf', contentType: 'application/pdf' })
      .field('internationalPermit', 'on')
      .field('secondDriver', '  Giorgi   Beridze ')
      .expect(303);
    expect(res.headers.location).toBe(`${b.page}?done=precheckin#precheckin`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(await documentsOf(b.reference)).toEqual([
      { kind: 'licence', content_type: 'image/png', byte_size: pngImage().length, hex: pngImage().toString('hex') },
      { kind: 'passport', content_type: 'application/pdf', byte_size: tinyPdf().length, hex: tinyPdf().toString('hex') },
    ]);
    expect(await formOf(b.reference)).toEqual({ international_permit: true, second_driver: 'Giorgi Beridze' });

    const page = await t.http.get(`/api/bookings/manage/${b.token}`).expect(200);
    expect(page.body.precheckin).toEqual({
      open: true,
      internationalPermit: true,
      secondDriver: 'Giorgi Beridze',
      licenceNumber: null,
      passportNumber: null,
      documents: [
        { kind: 'licence', contentType: 'image/png', bytes: pngImage().length, uploadedAt: expect.any(String) },
        { kind: 'passport', contentType: 'application/pdf', bytes: tinyPdf().length, uploadedAt: expect.any(String) },
      ],
    });
    expect(page.body.agreement).toBe(false);

    // A new licence replaces the old one; the passport stays; the flag and the name follow the form.
    await t.http.post(`${b.page}/documents`).attach('licence', jpegHead(), { filename: 'IMG_0001.HEIC', contentType: 'image/heic' }).expect(303);
    expect((await documentsOf(b.reference)).map((d) => [d.kind, d.content_type])).toEqual([
      ['licence', 'image/jpeg'],
      ['passport', 'application/pdf'],
    ]);
    expect(await formOf(b.reference)).toEqual({ international_permit: false, second_driver: null });
    // An empty file input (no file chosen) changes nothing of the documents.
    await t.http.post(`${b.page}/documents`).attach('passport', Buffer.alloc(0), { filename: '', contentType: 'application/octet-stream' }).field('internationalPermit', 'on').expect(303);
    expect((await documentsOf(b.reference)).map((d) => d.kind)).toEqual(['licence', 'passport']);
  });

  it('the API twin answers JSON: 200 with the pre-check-in, clear 4xx for what it refuses', async () => {
    const b = await book({ locale: 'ar' });
    const ok = await t.http.post(`/api/bookings/manage/${b.token}/precheckin`).attach('passport', jpegHead(), 'p.jpg').field('secondDriver', 'محمد علي').expect(200);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(ok.body).toMatchObject({ open: true, secondDriver: 'محمد علي', documents: [{ kind: 'passport', contentType: 'image/jpeg' }] });
    const html = await t.http.post(`/api/bookings/manage/${b.token}/precheckin`).attach('licence', Buffer.from('<html><script>alert(1)</script></html>'), { filename: 'licence.jpg', contentType: 'image/jpeg' }).expect(400);
    expect(html.body.errors).toEqual([{ field: 'licence', type: 'format', message: 'send a photo (JPEG or PNG) or a PDF' }]);
    const name = await t.http.post(`/api/bookings/manage/${b.token}/precheckin`).field('secondDriver', 'Visit evil.com').expect(400);
    expect(name.body.errors[0]).toMatchObject({ field: 'secondDriver', type: 'format' });
    await t.http.post(`/api/bookings/manage/${b.token}/precheckin`).send({ secondDriver: 'Giorgi Beridze' }).expect(415);
    await t.http.post('/api/bookings/manage/AAAAAAAAAAAAAAAAAAAAAAAA/precheckin').attach('licence', pngImage(), 'l.png').expect(404);
    expect((await documentsOf(b.reference)).map((d) => d.kind)).toEqual(['passport']);
  });

  it('refuses what is not a photo or a PDF by its content, whatever its name, and stores nothing', async () => {
    const b = await book();
    const cases: [Buffer, string, string][] = [
      [Buffer.from('<!doctype html><html><body onload="alert(1)">x</body></html>'), 'licence.jpg', 'image/jpeg'],
      [Buffer.from('just some text that says %PDF-1.4'), 'passport.pdf', 'application/pdf'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'photo.png', 'image/png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'licence.gif', 'image/gif'],
    ];
    for (const [data, filename, contentType] of cases) {
      const res = await t.http.post(`${b.page}/documents`).attach('licence', data, { filename, contentType }).attach('passport', pngImage(), 'p.png').field('secondDriver', 'Giorgi Beridze').expect(303);
      expect(res.headers.location).toBe(`${b.page}?error=document-type#precheckin`);
    }
    // Nothing of those requests was stored, not even the good passport or the name that came with them.
    expect(await documentsOf(b.reference)).toEqual([]);
    expect(await formOf(b.reference)).toBeNull();
    const badName = await t.http.post(`${b.page}/documents`).attach('passport', pngImage(), 'p.png').field('secondDriver', 'Giorgi 2Beridze').expect(303);
    expect(badName.headers.location).toBe(`${b.page}?error=second-driver#precheckin`);
    expect(await documentsOf(b.reference)).toEqual([]);
  });

  it('refuses a file over 10 MB (303 for the form, 413 for the API) and a body over ~21 MB before reading it', async () => {
    const b = await book();
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1024 * 1024, 0x20);
    big.write('%PDF-1.4', 0, 'latin1');
    const form = await t.http.post(`${b.page}/documents`).attach('passport', big, 'passport.pdf').expect(303);
    expect(form.headers.location).toBe(`${b.page}?error=document-size#precheckin`);
    const api = await t.http.post(`/api/bookings/manage/${b.token}/precheckin`).attach('passport', big, 'passport.pdf').expect(413);
    expect(api.body.message).toMatch(/larger than 10 MB/);
    expect(await documentsOf(b.reference)).toEqual([]);

    // A declared 30 MB body: answered 413 at once, the connection closed, nothing read or stored.
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const req = httpRequest(`${baseUrl}${b.page}/documents`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(30 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      });
      req.on('error', reject);
      req.write('--x\r\nContent-Disposition: form-data; name="licence"; filename="a.png"\r\n\r\n');
      // The rest of the 30 MB is never sent: the answer comes without it.
    });
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(answer.body).toMatch(/at most 10 MB per document, 21 MB in all/);
    // No length (chunked), not multipart, parts the form does not have: plain 4xx.
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${baseUrl}${b.page}/documents`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' } });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(chunked).toBe(411);
    await t.http.post(`${b.page}/documents`).type('form').send({ secondDriver: 'Giorgi Beridze' }).expect(415);
    await t.http.post(`${b.page}/documents`).attach('photo', pngImage(), 'a.png').expect(400);
    await t.http.post(`${b.page}/documents`).attach('licence', pngImage(), 'a.png').attach('licence', pngImage(), 'b.png').expect(400);
    expect(await documentsOf(b.reference)).toEqual([]);
  });

  it('an unknown token is the 404 page, before the files are read; a cancelled or returned booking takes no pre-check-in', async () => {
    const res = await t.http.post('/b/AAAAAAAAAAAAAAAAAAAAAAAA/documents').attach('licence', pngImage(), 'l.png').expect(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    await t.http.post('/ru/b/short/documents').attach('licence', pngImage(), 'l.png').expect(404);

    const cancelled = await book();
    await t.http.post(`${cancelled.page}/cancel`).expect(303);
    const closed = await t.http.post(`${cancelled.page}/documents`).attach('licence', pngImage(), 'l.png').expect(303);
    expect(closed.headers.location).toBe(`${cancelled.page}?error=precheckin-closed#precheckin`);
    await t.http.post(`/api/bookings/manage/${cancelled.token}/precheckin`).attach('licence', pngImage(), 'l.png').expect(409);
    expect((await t.http.get(`/api/bookings/manage/${cancelled.token}`).expect(200)).body.precheckin.open).toBe(false);

    const over = await book();
    await t.query(`UPDATE bookings SET pickup_date = $2, return_date = $3 WHERE reference = $1`, [over.reference, addDays(todayInTbilisi(new Date()), -5), addDays(todayInTbilisi(new Date()), -1)]);
    await t.http.post(`/api/bookings/manage/${over.token}/precheckin`).attach('licence', pngImage(), 'l.png').expect(409);
    expect(await documentsOf(cancelled.reference)).toEqual([]);
    expect(await documentsOf(over.reference)).toEqual([]);
  });

  it('staff see the pre-check-in on the booking page and open each document; nobody without a staff session can', async () => {
    const b = await book();
    await t.http
      .post(`${b.page}/documents`)
      .attach('licence', pngImage(), 'licence.png')
      .attach('passport', tinyPdf(), 'passport.pdf')
      .field('internationalPermit', 'on')
      .field('secondDriver', 'Nino Kapanadze')
      .expect(303);
    const { a } = await signedIn();
    const page = await a.get(`/staff/bookings/${b.reference}`).expect(200);
    expect(page.text).toContain('<h2 style="margin-top:0">Pre-check-in</h2>');
    expect(page.text).toContain('data-permit="yes"');
    expect(page.text).toContain('Nino Kapanadze');
    const links = [...page.text.matchAll(/href="(\/staff\/bookings\/[^/]+\/documents\/(\d+))"/g)].map((m) => m[1]);
    const [licence, passport] = [...new Set(links)];
    const img = await a.get(licence).expect(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['content-disposition']).toBe(`inline; filename="${b.reference}-licence.png"`);
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(img.body as Buffer, pngImage())).toBe(0);
    const pdf = await a.get(`${passport}?download=1`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${b.reference}-passport.pdf"`);
    expect(Buffer.compare(pdf.body as Buffer, tinyPdf())).toBe(0);

    // Without a staff session: the sign-in page, whatever the customer's token.
    for (const attempt of [t.http.get(licence), t.http.get(`${licence}?token=${b.token}`), t.http.get(licence).set('Cookie', `staff_session=${b.token}`)]) {
      const res = await attempt.expect(303);
      expect(res.headers.location).toBe('/staff/login');
      expect(res.body?.length ?? 0).not.toBe(pngImage().length);
    }
    // The customer's own paths never serve a document.
    for (const path of [`${b.page}/documents`, `${b.page}/documents/1`, `/api/bookings/manage/${b.token}/precheckin`]) {
      const res = await t.http.get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/image|pdf/);
    }
    expect(JSON.stringify((await t.http.get(`/api/bookings/manage/${b.token}`).expect(200)).body)).not.toContain(pngImage().toString('base64').slice(0, 16));
    // A document id of another booking is not this booking's.
    const other = await book();
    const id = licence.split('/').pop();
    await a.get(`/staff/bookings/${other.reference}/documents/${id}`).expect(404);
    await a.get(`/staff/bookings/${b.reference}/documents/abc`).expect(404);
  });

  it('deletes pre-check-ins 30 days after the return, or 30 days after a cancellation; a dry run only counts', async () => {
    const today = todayInTbilisi(new Date());
    const send = async (b: { page: string }) =>
      t.http.post(`${b.page}/documents`).attach('licence', pngImage(), 'l.png').attach('passport', tinyPdf(), 'p.pdf').field('secondDriver', 'Giorgi Beridze').expect(303);
    const returned31 = await book();
    const returned30 = await book();
    const cancelled31 = await book();
    const cancelled29 = await book();
    const coming = await book();
    for (const b of [returned31, returned30, cancelled31, cancelled29, coming]) await send(b);
    const setDates = (b: { reference: string }, returnDate: string) =>
      t.query(`UPDATE bookings SET pickup_date = $2, return_date = $3 WHERE reference = $1`, [b.reference, addDays(returnDate, -5), returnDate]);
    await setDates(returned31, addDays(today, -31));
    await setDates(returned30, addDays(today, -30));
    for (const b of [cancelled31, cancelled29]) await t.app.get(CancelBookingService).execute(b.reference, 'Manager');
    await t.query(`UPDATE bookings SET cancelled_at = now() - interval '31 days' WHERE reference = $1`, [cancelled31.reference]);
    await t.query(`UPDATE bookings SET cancelled_at = now() - interval '29 days' WHERE reference = $1`, [cancelled29.reference]);
    // Only what this test made counts: earlier tests' bookings are recent.
    const retention = t.app.get(RunRetentionService);
    const dry = await retention.execute({ dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, precheckinsDeleted: 2, documentsDeleted: 4, precheckinRetentionDays: 30 });
    expect(await documentsOf(returned31.reference)).toHaveLength(2);
    const done = await retention.execute();
    expect(done).toMatchObject({ dryRun: false, precheckinsDeleted: 2, documentsDeleted: 4 });
    for (const gone of [returned31, cancelled31]) {
      expect(await documentsOf(gone.reference)).toEqual([]);
      expect(await formOf(gone.reference)).toBeNull();
    }
    for (const kept of [returned30, cancelled29, coming]) {
      expect(await documentsOf(kept.reference)).toHaveLength(2);
      expect(await formOf(kept.reference)).toEqual({ international_permit: false, second_driver: 'Giorgi Beridze' });
    }
    expect(await retention.execute()).toMatchObject({ precheckinsDeleted: 0, documentsDeleted: 0 });
  });

  it('the agreement through the customer token: 404 and no link before the handover, the PDF with the reference after; the car returned early closes the pre-check-in', async () => {
    const tomorrow = addDays(todayInTbilisi(new Date()), 1);
    const b = await book({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 4), locale: 'ru' });
    expect(b.page).toMatch(/^\/ru\/b\//);
    const before = await t.http.get(`${b.page}/agreement.pdf`).expect(404);
    expect(before.headers['content-type']).toMatch(/text\/html/);
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect((await t.http.get(`/api/bookings/manage/${b.token}`).expect(200)).body.agreement).toBe(false);

    await t.app.get(ConfirmBookingService).execute(b.reference, 'Manager');
    await t.app.get(RecordHandoverService).execute({
      reference: b.reference,
      kind: 'check-out',
      odometerKm: '48213',
      fuelEighths: '8',
      by: 'Manager',
      photos: [],
      signaturePng: new Uint8Array(pngImage(40, 20)),
    });
    expect((await t.http.get(`/api/bookings/manage/${b.token}`).expect(200)).body.agreement).toBe(true);
    const binary = (res: request.Test) =>
      res.buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    for (const path of [`${b.page}/agreement.pdf`, `/b/${b.token}/agreement.pdf`]) {
      const res = await binary(t.http.get(path)).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^inline; filename=".*${b.reference}.*\\.pdf"$`));
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain(b.reference);
      expect(text).toContain('48213');
    }
    // Handed over, the pre-check-in stays open; the car back (early), it closes.
    expect((await t.http.get(`/api/bookings/manage/${b.token}`).expect(200)).body.precheckin.open).toBe(true);
    await t.app.get(RecordHandoverService).execute({
      reference: b.reference,
      kind: 'check-in',
      odometerKm: '48400',
      fuelEighths: '8',
      by: 'Manager',
      photos: [],
      signaturePng: new Uint8Array(pngImage(40, 20)),
    });
    expect((await t.http.get(`/api/bookings/manage/${b.token}`).expect(200)).body.precheckin.open).toBe(false);
    await t.http.post(`/api/bookings/manage/${b.token}/precheckin`).attach('licence', pngImage(), 'l.png').expect(409);
    await t.http.get('/b/AAAAAAAAAAAAAAAAAAAAAAAA/agreement.pdf').expect(404);
    // Only GET: a POST to the agreement is no form of the page.
    await t.http.post(`${b.page}/agreement.pdf`).expect(404);
  });

  it('unknown paths under /staff are the back office HTML 404 page', async () => {
    for (const path of ['/staff/nope', '/staff/bookings/GR-AAAAAA/whatever/more', '/staff/assets/missing.css']) {
      const res = await t.http.get(path).set('Accept', 'text/html').expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('<h1>Not found</h1>');
      expect(res.text).toContain('href="/staff/login"');
    }
    const { a } = await signedIn();
    const signed = await a.get('/staff/nope').expect(404);
    expect(signed.text).toContain('Sign out');
    await t.http.post('/staff/nope').type('form').send({}).expect(404);
  });
});

describe('pre-check-in and the booking page rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BOOKING_PAGE_RATE_LIMIT: '3' });
  });
  afterAll(async () => t?.close());

  it('counts each upload against BOOKING_PAGE_RATE_LIMIT and answers 429 before reading the files', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking()).expect(201);
    const page = res.body.bookingPage as string;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.http.post(`${page}/documents`).attach('licence', pngImage(), 'l.png')).status);
    expect(statuses).toEqual([303, 303, 303, 429]);
    const [row] = await t.query<{ n: string }>(`SELECT count(*) AS n FROM precheckin_documents`);
    expect(Number(row.n)).toBe(1);
  });
});
