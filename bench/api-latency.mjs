// API and page latency, throughput and server memory: starts the production server (fresh database:
// DATABASE_URL's server, or the embedded one), sends a bounded number of requests on loopback with
// a fixed concurrency, and prints percentiles. `npm run bench -- api`. Each kind of request is tried
// once first and must get its expected status, and any refused request during a run fails the bench
// (a figure of refusals measures nothing).
import { readFileSync } from 'node:fs';
import { startServer } from '../e2e/support/index.mjs';

const CONCURRENCY = 8;
const REQUESTS = 400;

function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? (Number(line.replace(/\D+/g, '')) / 1024).toFixed(0) : '?';
  } catch {
    return '?';
  }
}

function inDays(n) {
  const d = new Date(Date.now() + n * 86_400_000);
  return d.toISOString().slice(0, 10);
}

// Each booking holds a unit (a physical car) of its car: spread the bookings over the 21 units of
// the default fleet and over the weeks, so that every request finds a free car (5 days + the
// 12-hour turnaround fit in 6 days).
const UNITS = [
  ...Array(4).fill('Hyundai Elantra'),
  ...Array(4).fill('Subaru Forester'),
  ...Array(3).fill('Chevrolet Suburban'),
  ...Array(5).fill('Toyota FJ Cruiser'),
  ...Array(5).fill('Toyota 4Runner'),
];
const slot = (i) => ({ carType: UNITS[i % UNITS.length], start: 10 + 6 * Math.floor(i / UNITS.length) });

let failedRuns = 0;

/** One request before the run: it must be answered `expected`, or the bench stops here. */
async function accepted(label, makeRequest, expected) {
  const res = await makeRequest(REQUESTS);
  const body = await res.text();
  if (res.status !== expected) throw new Error(`${label}: answered ${res.status} (expected ${expected}), so nothing would be measured: ${body.slice(0, 300)}`);
}

async function measure(label, makeRequest, expected = 200) {
  await accepted(label, makeRequest, expected);
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t0 = performance.now();
        const res = await makeRequest(i);
        await res.arrayBuffer();
        if (res.status !== expected) failures++;
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (failures) failedRuns++;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(
    `${label.padEnd(34)} ${String(REQUESTS).padStart(4)} req  ${(REQUESTS / seconds).toFixed(0).padStart(5)} req/s  p50 ${pct(50).padStart(6)} ms  p95 ${pct(95).padStart(6)} ms  p99 ${pct(99).padStart(6)} ms${failures ? `  FAILED ${failures}` : ''}`,
  );
}

const server = await startServer();
const json = { 'Content-Type': 'application/json' };
try {
  console.log(`concurrency ${CONCURRENCY}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}; server RSS at start ${rssMb(server.pid)} MB`);
  await measure('GET / (page shell + visit record)', () => fetch(`${server.baseUrl}/`, { headers: { Accept: 'text/html' } }));
  await measure('GET /api/fleet', () => fetch(`${server.baseUrl}/api/fleet`));
  await measure('POST /api/pricing/quote', () =>
    fetch(`${server.baseUrl}/api/pricing/quote`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', days: 7 }),
    }),
  );
  await measure('POST /api/bookings', (i) => {
    const { carType, start } = slot(i);
    return fetch(`${server.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { ...json, 'Idempotency-Key': `bench-${Date.now()}-${i}` },
      body: JSON.stringify({
        customerName: 'Bench Mark', driverAge: '30', groupSize: '2', customerEmail: 'bench@example.com', customerPhone: '+995 555 12 34 56',
        pickupLocation: 'tbilisi', dropoffLocation: 'kutaisi', pickupDate: inDays(start), pickupTime: '09:00', returnDate: inDays(start + 5), returnTime: '09:00',
        carType, insuranceType: 'standard', prepaidFuel: false, roadAssistance: true, babySeat: false, crossBorderArmenia: false,
        carRoofTent: false, campingEquipment: false, prepaidCarWash: false, totalPrice: '0', gclid: '',
      }),
    });
  }, 201);
  await measure('GET /api/ip/visits (admin)', () =>
    fetch(`${server.baseUrl}/api/ip/visits`, { headers: { Authorization: `Bearer ${server.adminToken}` } }),
  );
  console.log(`server RSS after the run ${rssMb(server.pid)} MB`);
} finally {
  await server.stop();
}
if (failedRuns) {
  console.error(`api-latency: ${failedRuns} run(s) had refused requests (FAILED above): their figures measure refusals`);
  process.exit(1);
}
