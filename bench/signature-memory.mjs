// Server memory under inflating signatures (issue #42, docs/operations.md "Uploads"): starts the
// production server (fresh database: DATABASE_URL's server, or the embedded one), signs a staff
// member in, confirms a booking, then sends TEN check-outs of it at once, each signed with a crafted
// PNG: a 2000×1000 header over ~500 MB of zeros that deflate to ~0.5 MB. Prints the server's RSS at
// rest and its peak, and checks every answer: each submit must be refused because of its signature
// (400 naming it), or, on code that takes such a file, answered as a check-out (303 for the one that
// won, 409 "meanwhile" for the others). Any other answer fails the bench: a figure measured on the
// wrong refusals measures nothing. `npm run bench -- signature-memory`.
// SIGNATURE_BENCH_SERVER_DIR: a checkout (with backend/dist and cli/dist) to measure instead of this one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const here = new URL('.', import.meta.url).pathname;
const root = process.env.SIGNATURE_BENCH_SERVER_DIR ?? join(here, '..');
const { startServer } = await import(join(root, 'e2e/support/index.mjs'));
const { rentals, cliEnvOf, bookingBody } = await import(join(root, 'e2e/support/back-office.mjs'));

const SUBMITS = 10;
const PASSWORD = 'a long bench password';

function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** 2000×1000 RGBA in the header; 500 MB of zeros in IDAT (a 2000×1000 picture needs 8 MB). */
function inflatingPng() {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2000, 0);
  ihdr.writeUInt32BE(1000, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const idat = deflateSync(Buffer.alloc(500_000_000), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A cookie-keeping client of the staff pages. */
function staffClient(baseUrl) {
  const cookies = new Map();
  return async (path, init = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
}
const csrfOf = (html) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
const form = (fields) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

const png = inflatingPng();
const server = await startServer({ env: { PENDING_PER_IP: '0', PENDING_PER_CONTACT: '0', UPLOADS_PER_CLIENT: '0', UPLOADS_TOTAL: '0' }, own: true });
try {
  const cli = cliEnvOf(server);
  const added = await rentals(['staff', 'add', 'Bench Clerk', '--email', 'bench.clerk@example.ge'], cli);
  if (added.code !== 0) throw new Error(`staff add: ${added.stderr}`);
  const token = added.stdout.split('\n').find((l) => l.startsWith('http')).split('/').pop();
  const staff = staffClient(server.baseUrl);
  const setForm = await (await staff(`/staff/set-password/${token}`)).text();
  await staff(`/staff/set-password/${token}`, form({ _csrf: csrfOf(setForm), password: PASSWORD, repeat: PASSWORD }));
  const login = await (await staff('/staff/login')).text();
  const signedIn = await staff('/staff/login', form({ _csrf: csrfOf(login), name: 'Bench Clerk', password: PASSWORD }));
  if (signedIn.status !== 303) throw new Error(`sign-in: ${signedIn.status}`);
  const csrf = csrfOf(await (await staff('/staff')).text());

  const booked = await fetch(`${server.baseUrl}/api/bookings`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(bookingBody()) });
  if (booked.status !== 201) throw new Error(`booking: ${booked.status} ${await booked.text()}`);
  const { reference } = await booked.json();
  const confirmed = await staff(`/staff/bookings/${reference}/confirm`, form({ _csrf: csrf }));
  if (confirmed.status !== 303) throw new Error(`confirm: ${confirmed.status}`);

  const signature = `data:image/png;base64,${png.toString('base64')}`;
  const checkOut = async () => {
    const body = new FormData();
    body.set('_csrf', csrf);
    body.set('odometerKm', '1000');
    body.set('fuelEighths', '8');
    body.set('signature', signature);
    const res = await staff(`/staff/bookings/${reference}/check-out`, { method: 'POST', body });
    return { status: res.status, text: await res.text() };
  };

  await new Promise((r) => setTimeout(r, 1000));
  const atRest = rssMb(server.pid);
  let peak = atRest;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: SUBMITS }, checkOut));
  await new Promise((r) => setTimeout(r, 500));
  clearInterval(sampler);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  const refusedForSignature = answers.filter((a) => a.status === 400 && /signature/i.test(a.text)).length;
  const won = answers.filter((a) => a.status === 303).length;
  const lostRace = answers.filter((a) => a.status === 409 && /meanwhile/.test(a.text)).length;
  // Code that takes such a file can stall so long drawing it that the database pool gives up (503).
  const stalled = answers.filter((a) => a.status === 503 && /database/.test(a.text)).length;
  const tally = answers.map((a) => a.status).join(' ');
  console.log(`PNG of ${(png.length / 1024).toFixed(0)} kB (2000×1000 header, 500 MB of pixel data); ${SUBMITS} check-outs at once, ${seconds} s; answers: ${tally}`);
  console.log(`refused for the signature: ${refusedForSignature}; handed over: ${won}; refused as handed over meanwhile: ${lostRace}; 503 (database unreachable while the server drew): ${stalled}`);
  console.log(`server RSS at rest ${atRest.toFixed(0)} MB; peak ${peak.toFixed(0)} MB (+${(peak - atRest).toFixed(0)} MB)`);
  if (refusedForSignature !== SUBMITS && !(won === 1 && lostRace + stalled === SUBMITS - 1)) {
    for (const a of answers) console.error(`${a.status}: ${a.text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 300)}`);
    throw new Error('the check-outs were not answered as expected (all refused for the signature, or one handed over and the rest refused as meanwhile or stalled)');
  }
} finally {
  await server.stop();
}
