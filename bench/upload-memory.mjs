// Server memory under slow uploads (docs/operations.md, "Uploads"): starts the production server
// (fresh database: DATABASE_URL's server, or the embedded one), makes a booking, then sends 10
// pre-check-in uploads of 20 MB at once from 10 client addresses, each at about 1 MB/s, and prints
// the server's RSS at rest and its peak while they arrive. `npm run bench -- upload`.
// Every upload must be accepted (200, the pre-check-in stored): otherwise the bench fails and reports
// no figure (a refusal would measure a body the server never read, as it once did: its files were
// bytes of 0x01, which no document check accepts, so each upload got a 400).
// UPLOAD_BENCH_SERVER_DIR: a checkout (with backend/dist) to measure instead of this one.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const here = new URL('.', import.meta.url).pathname;
const root = process.env.UPLOAD_BENCH_SERVER_DIR ?? join(here, '..');
const { startServer } = await import(join(root, 'e2e/support/index.mjs'));

const UPLOADS = 10;
const BODY_BYTES = 20_000_000;
const CHUNK = 64 * 1024;
const CHUNKS_PER_SECOND = 16; // about 1 MB/s per upload, well above UPLOAD_MIN_BYTES_PER_S

function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

const inDays = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A document the server accepts (docs/product.md, pre-check-in: JPEG, PNG or PDF by content, at most
 * 10 MB): a PDF header, then `bytes` in all.
 */
function pdfDocument(bytes, fill) {
  const head = Buffer.from('%PDF-1.4\n%');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, fill)]);
}

/** One slow upload: two 10 MB documents (licence, passport) sent in 64 KB pieces; resolves with the status line and body of the answer. */
let sent = 0;
function slowUpload(port, path, ip) {
  return new Promise((resolve) => {
    const boundary = 'XXbenchXX';
    const part = (name) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const fileBytes = (BODY_BYTES - 400) / 2;
    const pieces = [part('licence'), pdfDocument(fileBytes, 0x20), Buffer.from('\r\n'), part('passport'), pdfDocument(fileBytes, 0x0a), Buffer.from(`\r\n--${boundary}--\r\n`)];
    const body = Buffer.concat(pieces);
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ status: answer.split('\r\n')[0] || 'connection closed', body: answer.split('\r\n\r\n').slice(1).join('').slice(0, 300) }));
    socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${ip}\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`);
    let offset = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || offset >= body.length) {
        if (offset >= body.length) sent++;
        return clearInterval(timer);
      }
      socket.write(body.subarray(offset, offset + CHUNK));
      offset += CHUNK;
    }, 1000 / CHUNKS_PER_SECOND);
  });
}

const server = await startServer({ env: { TRUST_PROXY: 'loopback' } });
try {
  const booked = await fetch(`${server.baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customerName: 'Bench Mark', driverAge: '30', groupSize: '2', customerEmail: 'bench@example.com', customerPhone: '+995 555 12 34 56',
      pickupLocation: 'tbilisi', dropoffLocation: 'kutaisi', pickupDate: inDays(20), pickupTime: '09:00', returnDate: inDays(25), returnTime: '09:00',
      carType: 'Toyota FJ Cruiser', insuranceType: 'standard', prepaidFuel: false, roadAssistance: true, babySeat: false, crossBorderArmenia: false,
      carRoofTent: false, campingEquipment: false, prepaidCarWash: false, totalPrice: '0', gclid: '',
    }),
  });
  if (booked.status !== 201) throw new Error(`booking: ${booked.status} ${await booked.text()}`);
  const token = (await booked.json()).bookingPage.split('/b/')[1];
  const port = Number(new URL(server.baseUrl).port);
  await new Promise((r) => setTimeout(r, 1000));
  const atRest = rssMb(server.pid);
  let peak = atRest;
  let peakArriving = atRest;
  const sampler = setInterval(() => {
    const rss = rssMb(server.pid);
    peak = Math.max(peak, rss);
    if (sent < UPLOADS) peakArriving = Math.max(peakArriving, rss);
  }, 200);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => slowUpload(port, `/api/bookings/manage/${token}/precheckin`, `198.51.100.${i + 1}`)));
  clearInterval(sampler);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const refused = answers.filter((a) => a.status !== 'HTTP/1.1 200 OK');
  if (refused.length) {
    process.exitCode = 1;
    throw new Error(`${refused.length} of ${UPLOADS} uploads not accepted, so nothing was measured: ${refused[0].status} ${refused[0].body}`);
  }
  const stored = await (await fetch(`${server.baseUrl}/api/bookings/manage/${token}`)).json();
  const documents = stored.precheckin?.documents?.length ?? 0;
  if (documents !== 2) {
    process.exitCode = 1;
    throw new Error(`the uploads were answered 200 but the booking holds ${documents} document(s), not 2: ${JSON.stringify(stored.precheckin)}`);
  }
  console.log(`${UPLOADS} uploads of ${BODY_BYTES / 1e6} MB at ~1 MB/s each, ${seconds} s; all ${UPLOADS} answered 200 and stored (2 documents on the booking)`);
  console.log(`server RSS at rest ${atRest.toFixed(0)} MB; peak while the bodies arrive ${peakArriving.toFixed(0)} MB (+${(peakArriving - atRest).toFixed(0)} MB); peak overall ${peak.toFixed(0)} MB (+${(peak - atRest).toFixed(0)} MB)`);
} finally {
  await server.stop();
}
