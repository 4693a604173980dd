// Uploads: pictures are checked for their pixel size from their headers before
// anything decodes them (signature ≤ 2000×1000, photos ≤ 8000×8000, documents ≤ 50 Mpx) and a
// corrupt PNG is a 400; at most UPLOADS_PER_CLIENT uploads at once per client address and
// UPLOADS_TOTAL in all (429 beyond); a body slower than UPLOAD_MIN_BYTES_PER_S after
// UPLOAD_RATE_GRACE_S has its connection ended; files wait on disk, not in memory.
import { connect, type Socket } from 'node:net';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { jest } from '@jest/globals';
import { AgreementRenderer } from '../../src/application/ports/agreement-renderer.js';
import request from 'supertest';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { pngImage } from '../support/png.mjs';
import { validBooking } from './helpers/booking-body.js';
import { signedInStaff } from './helpers/staff-agent.js';
import { UploadGate } from '../../src/adapters/http/uploads/upload-limits.js';
import { eventually, startTestApp, type TestApp } from './helpers/test-app.js';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG whose header says `w`×`h` with a few bytes of pixel data: tiny to send, huge to decode. */
function claimedPng(w: number, h: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}

/** A 2000×1000 header over `mb` MB of zeros (the picture needs 8 MB): pdfkit would inflate it all. */
function inflatingPng(mb: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2000, 0);
  ihdr.writeUInt32BE(1000, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const idat = deflateSync(Buffer.alloc(mb * 1_000_000), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** The inflated size of a PNG's pixel data. */
function pixelDataBytes(png: Buffer): number {
  const parts: Buffer[] = [];
  for (let i = 8; i + 12 <= png.length; i += 12 + png.readUInt32BE(i)) if (png.toString('latin1', i + 4, i + 8) === 'IDAT') parts.push(png.subarray(i + 8, i + 8 + png.readUInt32BE(i)));
  return inflateSync(Buffer.concat(parts)).length;
}

/** A real PNG with one byte of its pixel data changed (its checksum no longer matches). */
function corruptPng(): Buffer {
  const png = Buffer.from(pngImage(20, 10));
  png[png.indexOf('IDAT') + 6] ^= 0xff;
  return png;
}

describe('pictures are measured by their headers before anything decodes them', () => {
  let t: TestApp;
  let a: ReturnType<typeof request.agent>;
  let csrf = '';
  beforeAll(async () => {
    t = await startTestApp({ PENDING_PER_IP: '0', PENDING_PER_CONTACT: '0' });
    ({ agent: a, csrf } = await signedInStaff(t, 'Upload Tester', 'upload@example.ge'));
  });
  afterAll(() => t?.close());

  async function confirmedBooking(): Promise<string> {
    const tomorrow = addDays(todayInTbilisi(new Date()), 1);
    const res = await t.http.post('/api/bookings').send(validBooking({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 3) })).expect(201);
    await a.post(`/staff/bookings/${res.body.reference}/confirm`).type('form').send({ _csrf: csrf }).expect(303);
    return res.body.reference;
  }
  const checkOut = (ref: string, signature: Buffer, photo?: Buffer) => {
    const req = a.post(`/staff/bookings/${ref}/check-out`).field('_csrf', csrf).field('odometerKm', '1000').field('fuelEighths', '8').field('signature', `data:image/png;base64,${signature.toString('base64')}`);
    return photo ? req.attach('photos', photo, { filename: 'p.png', contentType: 'image/png' }) : req;
  };

  it('an 8000×8000 signature is a 400 at once; so are a corrupt PNG and an oversized photo; nothing is stored', async () => {
    const ref = await confirmedBooking();
    const started = Date.now();
    const huge = await checkOut(ref, claimedPng(8000, 8000));
    expect(huge.status).toBe(400);
    expect(huge.text).toContain('2000×1000');
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await checkOut(ref, corruptPng())).status).toBe(400);
    const photo = await checkOut(ref, Buffer.from(pngImage(20, 10)), claimedPng(9000, 100));
    expect(photo.status).toBe(400);
    expect(photo.text).toContain('8000×8000');
    const [n] = await t.query<{ n: string }>(`SELECT count(*) AS n FROM booking_handovers h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1`, [ref]);
    expect(Number(n.n)).toBe(0);
    // A signature of 2000×1000 within the rules is taken (one whose data does not fill it is not a picture).
    expect((await checkOut(ref, claimedPng(2000, 1000))).status).toBe(400);
    expect((await checkOut(ref, Buffer.from(pngImage(2000, 1000)))).status).toBe(303);
  });

  it('a signature whose data inflates far beyond its 2000×1000 header is a 400; a good one is stored re-encoded', async () => {
    const ref = await confirmedBooking();
    const bomb = await checkOut(ref, inflatingPng(60));
    expect(bomb.status).toBe(400);
    expect(bomb.text).toContain('the signature is not a drawing from this page');
    const [n] = await t.query<{ n: string }>(`SELECT count(*) AS n FROM booking_handovers h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1`, [ref]);
    expect(Number(n.n)).toBe(0);
    // A real drawing is stored re-encoded: a PNG of its own size whose data is no more than it needs.
    const sent = Buffer.from(pngImage(200, 100));
    expect((await checkOut(ref, sent)).status).toBe(303);
    const [row] = await t.query<{ signature_png: Buffer }>(
      `SELECT h.signature_png FROM booking_handovers h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1`,
      [ref],
    );
    expect(row.signature_png.readUInt32BE(16)).toBe(200);
    expect(pixelDataBytes(row.signature_png)).toBeLessThanOrEqual(100 * (1 + 200 * 4));
  });

  it('four parallel check-outs of one booking draw the agreement once: after the conditional update is won', async () => {
    const ref = await confirmedBooking();
    const renderer = t.app.get(AgreementRenderer);
    const render = jest.spyOn(renderer, 'render');
    try {
      const answers = await Promise.all(Array.from({ length: 4 }, () => checkOut(ref, Buffer.from(pngImage(200, 100)))));
      expect(answers.map((r) => r.status).sort()).toEqual([303, 409, 409, 409]);
      expect(render).toHaveBeenCalledTimes(1);
    } finally {
      render.mockRestore();
    }
  });

  it('a document over 50 megapixels, or a corrupt one, is a 400', async () => {
    const res = await t.http.post('/api/bookings').send(validBooking()).expect(201);
    const token = res.body.bookingPage.split('/b/')[1];
    const big = await t.http.post(`/api/bookings/manage/${token}/precheckin`).attach('licence', claimedPng(8000, 7000), 'l.png');
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain('50 megapixels');
    expect((await t.http.post(`/api/bookings/manage/${token}/precheckin`).attach('licence', corruptPng(), 'l.png')).status).toBe(400);
    expect((await t.http.post(`/api/bookings/manage/${token}/precheckin`).attach('licence', claimedPng(7000, 7000), 'l.png')).status).toBe(200);
  });
});

/** A multipart upload sent by hand: headers and the first bytes of a large body, then nothing more (a slow client). */
function slowUpload(port: number, path: string, ip: string, length = 5_000_000): { socket: Socket; answer: Promise<string>; closed: Promise<void> } {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  let gotAnswer: (s: string) => void = () => undefined;
  const answer = new Promise<string>((resolve) => (gotAnswer = resolve));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('data', (d) => {
    text += d.toString('latin1');
    gotAnswer(text);
  });
  socket.on('close', () => gotAnswer(text));
  socket.on('error', () => undefined);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${ip}\r\nContent-Type: multipart/form-data; boundary=XXslowXX\r\nContent-Length: ${length}\r\n\r\n` +
      `--XXslowXX\r\nContent-Disposition: form-data; name="licence"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n` +
      'x'.repeat(100),
  );
  return { socket, answer, closed };
}
const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<'pending'>((r) => setTimeout(() => r('pending'), ms))]);

describe('upload limits: at most 4 at once per client and 16 in all, and a minimum transfer rate', () => {
  let t: TestApp;
  let port = 0;
  let token = '';
  const open: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback', BOOKING_PAGE_RATE_LIMIT: '0', UPLOAD_RATE_GRACE_S: '2', UPLOAD_MIN_BYTES_PER_S: '50000' });
    const server = t.app.getHttpServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as { port: number }).port;
    const res = await t.http.post('/api/bookings').send(validBooking()).expect(201);
    token = res.body.bookingPage.split('/b/')[1];
  });
  afterAll(async () => {
    for (const s of open) s.destroy();
    await t?.close();
  });

  it('the fifth upload at once from one client (one IPv6 /64) is a 429, private; the seventeenth in all is a 429', async () => {
    const path = `/api/bookings/manage/${token}/precheckin`;
    const held = Array.from({ length: 4 }, (_, i) => slowUpload(port, path, `2001:db8:5:1::${i + 1}`));
    open.push(...held.map((h) => h.socket));
    const gate = t.app.get(UploadGate);
    await eventually(async () => gate.active === 4);
    for (const h of held) expect(await within(h.answer, 10)).toBe('pending');
    const fifth = slowUpload(port, path, '2001:db8:5:1::99');
    open.push(fifth.socket);
    const refused = await within(fifth.answer, 3000);
    expect(refused).toMatch(/^HTTP\/1\.1 429/);
    expect(refused).toMatch(/cache-control: private, no-store/i);
    // Others may still upload, up to 16 at once in all.
    const others = Array.from({ length: 12 }, (_, i) => slowUpload(port, path, `198.51.100.${i + 1}`));
    open.push(...others.map((h) => h.socket));
    await eventually(async () => gate.active === 16);
    for (const h of others) expect(await within(h.answer, 10)).toBe('pending');
    const seventeenth = slowUpload(port, path, '192.0.2.200');
    open.push(seventeenth.socket);
    expect(await within(seventeenth.answer, 3000)).toMatch(/^HTTP\/1\.1 429/);
  }, 30_000);

  it('ends the connection of a body slower than the minimum rate after the grace seconds, and frees its place', async () => {
    // The slow ones of the test above are ended by now or soon: wait for every place to be free.
    const gate = t.app.get(UploadGate);
    const deadline = Date.now() + 10_000;
    while (gate.active > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(gate.active).toBe(0);
    const slow = slowUpload(port, `/api/bookings/manage/${token}/precheckin`, '203.0.113.9');
    open.push(slow.socket);
    const started = Date.now();
    expect(await within(slow.closed, 8000)).not.toBe('pending');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  }, 30_000);
});
