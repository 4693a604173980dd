// Each API route of the real server beside its floor: a plain Express 5 handler doing the same work
// (bench/floor/handlers.mjs: the same domain function or application class, the same SQL on the
// same database), measured in the same run under the same load, and the ratio of the two
// throughputs (docs/performance.md). `npm run bench -- api-floor`.
//
// Both servers run as their own processes on loopback: the production server (node
// backend/dist/main.js, NODE_ENV=production, a fresh database: DATABASE_URL's server or the
// embedded one) and the floor (bench/floor/server.mjs) on the same database. For each route, after
// a warm-up of each, the load alternates between the two in short slices (server, floor, floor,
// server, ...; 250 ms each, BENCH_SECONDS of load per side in all), so that whatever else the
// machine does falls on both alike; the ratio is the server's requests per second over the
// floor's, over all their slices.
//
// Before the routes, 10,000 bookings with their holds are stored (availability looks through
// them); after them, a query counts units held twice for overlapping periods, and the bench fails
// unless it is 0.
//
// Variables: BENCH_ROUTES=quote,fleet (only those), BENCH_SECONDS (load per side and route,
// default 6), BENCH_SLICE_MS (default 250), BENCH_CONCURRENCY (default 8), BENCH_CPU_PROF=<dir>
// (the real server and the floor write CPU profiles of the measured slices there; read them with
// node bench/floor/profile-summary.mjs <file>).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { EmbeddedDatabase } from '../backend/dist/adapters/persistence/embedded/embedded-database.js';
import { FLEET_CAR_TYPES } from '../backend/dist/domain/availability/units.js';
import { addDays, todayInTbilisi } from '../backend/dist/domain/shared/dates.js';
import { freePort, startServer } from '../e2e/support/index.mjs';

/** Bookings stored before the routes are measured (availability has to look through them). */
const SEEDED_BOOKINGS = 10_000;
const today = todayInTbilisi(new Date());
/** Units in service per fleet car, read from the database before the first route. */
const unitsPerCar = new Map();
/** Bench bookings pick up from here on, after every seeded booking (see seedBookings), so none is refused. */
const BOOKING_FROM = addDays(today, 400);

/**
 * The measured routes. Add one by adding an entry here and a handler of the same name in
 * bench/floor/handlers.mjs. `body(i)`, `query(i)` and `headers(i)` make the i-th request's JSON
 * body, query string and extra headers (i counts the requests of the whole run, both sides, so it is
 * never used twice); `status` is the answer every request must get; `target` is the ratio the
 * route should reach (printed beside it).
 */
export const ROUTES = [
  { name: 'health', method: 'GET', path: '/api/health', status: 200 },
  { name: 'fleet', method: 'GET', path: '/api/fleet', status: 200 },
  {
    name: 'quote',
    method: 'POST',
    path: '/api/pricing/quote',
    status: 200,
    target: 0.75,
    // With a pickup date: the days are priced with the seasons of the tables read from the database.
    body: (i) => ({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: i % 2 ? 'batumi' : 'kutaisi', days: 1 + (i % 30), pickupDate: addDays(today, 1 + (i % 300)), babySeat: i % 3 === 0 }),
  },
  {
    // Periods of 3 to 16 days over the next 300 days, through the 10,000 stored bookings.
    name: 'availability',
    method: 'GET',
    path: '/api/availability',
    status: 200,
    target: 0.5,
    query: (i) => {
      const pickup = addDays(today, 1 + (i % 300));
      return `pickupDate=${pickup}&returnDate=${addDays(pickup, 3 + (i % 14))}${i % 3 ? '' : '&pickupTime=10:30&returnTime=18:00'}`;
    },
  },
  {
    // Each request books a car and dates no other request of the run had: the five fleet cars in
    // turn, and for each car its units one after the other on the same 3-day rental, then the next
    // rental 4 days later (3 days plus the 12-hour turnaround fit). Requests in flight together
    // often ask for the same car and dates, so both sides regularly lose the race for the best
    // unit and take the next one (the realistic case the transaction is built for); a 409 would
    // mean every unit of the car was taken, which the plan never asks for, and counts as a failure.
    name: 'booking',
    method: 'POST',
    path: '/api/bookings',
    status: 201,
    target: 0.5,
    headers: (i) => ({ 'Idempotency-Key': `bench-${process.pid}-${i}` }),
    body: (i) => {
      const carType = FLEET_CAR_TYPES[i % FLEET_CAR_TYPES.length];
      const nth = Math.floor(i / FLEET_CAR_TYPES.length); // this car's nth booking
      const pickupDate = addDays(BOOKING_FROM, 4 * Math.floor(nth / unitsPerCar.get(carType)));
      return {
        customerName: 'Nino Beridze', driverAge: '34', groupSize: '2', customerEmail: 'nino@example.com', customerPhone: '+995 555 123 456',
        pickupLocation: 'tbilisi', dropoffLocation: i % 2 ? 'batumi' : 'tbilisi', pickupDate, pickupTime: '09:00', returnDate: addDays(pickupDate, 3), returnTime: '09:00',
        carType, insuranceType: 'standard', babySeat: i % 3 === 0, roadAssistance: true, totalPrice: '505',
      };
    },
  },
];

const SECONDS = Number(process.env.BENCH_SECONDS) || 6;
const SLICE_MS = Number(process.env.BENCH_SLICE_MS) || 250;
const WARM_UP_MS = 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY) || 8;
const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
const routes = ROUTES.filter((r) => !only || only.includes(r.name));

/** CPU time (user + system) a process has used so far, in ms (Linux /proc). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return NaN;
  }
}

/** What one side (server or floor) did over all its slices of one route; `slices`: requests per second of each slice. */
function tally() {
  return { requests: 0, ms: 0, cpuMs: 0, failures: 0, times: [], slices: [], statuses: {} };
}

/** Requests sent so far in the run (both sides): each request's number, for its body. */
let sequence = 0;

/**
 * One slice: requests on CONCURRENCY keep-alive connections (of `agent`) to `port` for `ms`,
 * added to `acc` with the elapsed time and the CPU time the process `pid` used meanwhile.
 */
async function slice(port, pid, route, ms, agent, acc) {
  const cpuBefore = cpuMs(pid);
  const requestsBefore = acc.requests;
  const started = performance.now();
  const deadline = started + ms;
  const once = () =>
    new Promise((resolve) => {
      const i = sequence++;
      const body = route.body ? JSON.stringify(route.body(i)) : undefined;
      const headers = { Accept: 'application/json', ...route.headers?.(i) };
      if (body) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
      const t0 = performance.now();
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: route.method,
          path: route.query ? `${route.path}?${route.query(i)}` : route.path,
          agent,
          headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === route.status) {
              acc.requests++;
              acc.times.push(performance.now() - t0);
            } else {
              acc.failures++;
              acc.statuses[res.statusCode] = (acc.statuses[res.statusCode] ?? 0) + 1;
            }
            resolve();
          });
        },
      );
      req.on('error', () => {
        acc.failures++;
        resolve();
      });
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsed = performance.now() - started;
  acc.slices.push(((acc.requests - requestsBefore) * 1000) / elapsed);
  acc.ms += elapsed;
  acc.cpuMs += cpuMs(pid) - cpuBefore;
}

async function startFloor(server) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('./floor/server.mjs', import.meta.url))], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      DATABASE_URL: server.databaseUrl ?? '',
      DATA_DIR: server.dataDir ?? '',
      FLOOR_ROUTES: JSON.stringify(routes.map(({ name, method, path }) => ({ name, method, path }))),
      ...(process.env.BENCH_CPU_PROF ? { NODE_OPTIONS: `--import=${fileURLToPath(new URL('./floor/cpu-profile.mjs', import.meta.url))}`, BENCH_CPU_PROF_NAME: 'floor' } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  return {
    port,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function percentile(times, p) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * SEEDED_BOOKINGS bookings with their holds, in two statements: spread over every unit, one after
 * the other (3-day rentals every 4 days, so no two holds of a unit overlap), from about five years
 * ago to 300 days ahead; every tenth is cancelled (its hold released, as a cancellation
 * leaves it), the past ones confirmed, the rest pending.
 */
async function seedBookings(db) {
  const { rows: units } = await db.query(`SELECT id, car_type FROM units WHERE active ORDER BY id`);
  // Rentals every 4 days per unit, the last ones starting at most 300 days from today.
  const first = addDays(today, 300 - 4 * Math.ceil(SEEDED_BOOKINGS / units.length));
  await db.query(
    `WITH u AS (SELECT id, car_type, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS units FROM units WHERE active),
          g AS (SELECT g, u.id AS unit_id, u.car_type, $1::date + (4 * (g / u.units))::int AS pickup
                  FROM generate_series(0, $2::int - 1) g JOIN u ON u.n = g % u.units),
          b AS (INSERT INTO bookings (reference, status, status_reason, customer_name, driver_age, group_size, customer_email, customer_phone,
                                      pickup_location, dropoff_location, pickup_date, pickup_time, return_date, return_time, car_type,
                                      insurance_type, days, daily_rate, total_price, breakdown, created_at, confirmed_at, cancelled_at)
                SELECT 'SEED-' || g, CASE WHEN g % 10 = 9 THEN 'cancelled' WHEN pickup < $3::date THEN 'confirmed' ELSE 'pending' END,
                       CASE WHEN g % 10 = 9 THEN 'staff' END, 'Seed Customer ' || g, 30, 2, 'seed' || g || '@example.com', '+995 555 000 000',
                       'tbilisi', 'batumi', pickup, '09:00', pickup + 3, '09:00', car_type, 'standard', 3, 100, 300, '{}'::jsonb,
                       -- a pending one was made just now (the expiry job would cancel an older one)
                       CASE WHEN g % 10 <> 9 AND pickup >= $3::date THEN now() ELSE pickup - 20 END,
                       CASE WHEN g % 10 <> 9 AND pickup < $3::date THEN pickup - 19 END, CASE WHEN g % 10 = 9 THEN pickup - 19 END
                  FROM g
                RETURNING id, reference, status)
     INSERT INTO holds (unit_id, kind, booking_id, period, active, created_at, released_at)
     SELECT g.unit_id, 'booking', b.id,
            tstzrange((g.pickup + time '05:00') AT TIME ZONE 'UTC', (g.pickup + 3 + time '17:00') AT TIME ZONE 'UTC', '[)'),
            b.status <> 'cancelled', g.pickup - 20, CASE WHEN b.status = 'cancelled' THEN g.pickup - 19 END
       FROM b JOIN g ON b.reference = 'SEED-' || g.g`,
    [first, SEEDED_BOOKINGS, today],
  );
  return units;
}

/** Pairs of active holds of one unit whose periods overlap (the exclusion constraint forbids them: must be 0). */
const DOUBLE_HOLDS = `SELECT count(*)::int AS n FROM holds a JOIN holds b ON b.unit_id = a.unit_id AND b.id > a.id AND b.period && a.period
                       WHERE a.active AND b.active`;

/**
 * Bookings made by the run without all a booking writes (its page token, request hash, history row
 * and 3 messages): must be 0, so neither side (the floor above all) does less than the contract.
 */
const INCOMPLETE = `SELECT count(*)::int AS n FROM bookings b
                     LEFT JOIN (SELECT booking_id, count(*) AS n FROM booking_tokens GROUP BY booking_id) t ON t.booking_id = b.id
                     LEFT JOIN (SELECT booking_id, count(*) AS n FROM booking_history GROUP BY booking_id) h ON h.booking_id = b.id
                     LEFT JOIN (SELECT booking_id, count(*) AS n FROM outbox GROUP BY booking_id) o ON o.booking_id = b.id
                    WHERE b.reference NOT LIKE 'SEED-%' AND (b.idempotency_hash IS NULL OR t.n IS NULL OR h.n IS NULL OR coalesce(o.n, 0) < 3)`;

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const m = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
}

const env = { RATE_LIMIT: '0', PENDING_PER_CONTACT: '0', PENDING_PER_IP: '0' };
if (process.env.BENCH_CPU_PROF) env.NODE_OPTIONS = `--import=${fileURLToPath(new URL('./floor/cpu-profile.mjs', import.meta.url))}`;
const server = await startServer({ env });
const serverPort = Number(new URL(server.baseUrl).port);
let floor;
const db = new pg.Client({ connectionString: server.databaseUrl || (await EmbeddedDatabase.forDataDir(server.dataDir).url()) });
await db.connect();
let doubleHolds = 0;
let incomplete = 0;
const failedRoutes = [];
try {
  const seedStarted = performance.now();
  const units = await seedBookings(db);
  for (const u of units) unitsPerCar.set(u.car_type, (unitsPerCar.get(u.car_type) ?? 0) + 1);
  console.log(`${SEEDED_BOOKINGS} bookings with their holds stored in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${units.length} units)`);
  floor = await startFloor(server);
  console.log(
    `${routes.length} routes, ${CONCURRENCY} connections, ${SECONDS} s of load per side and route in ${SLICE_MS} ms slices, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}`,
  );
  console.log(
    `${'route'.padEnd(24)} ${'server req/s'.padStart(12)} ${'floor req/s'.padStart(12)} ${'ratio'.padStart(6)} ${'median'.padStart(6)}  ${'server p50/p99 ms'.padStart(18)}  ${'floor p50/p99 ms'.padStart(17)}  ${'CPU µs/req server/floor'.padStart(23)}`,
  );
  for (const route of routes) {
    const sides = {
      server: { port: serverPort, pid: server.pid, agent: new Agent({ keepAlive: true, maxSockets: CONCURRENCY }), acc: tally() },
      floor: { port: floor.port, pid: floor.pid, agent: new Agent({ keepAlive: true, maxSockets: CONCURRENCY }), acc: tally() },
    };
    for (const side of Object.values(sides)) await slice(side.port, side.pid, route, WARM_UP_MS, side.agent, tally());
    if (process.env.BENCH_CPU_PROF) for (const pid of [server.pid, floor.pid]) process.kill(pid, 'SIGUSR2'); // start sampling (bench/floor/cpu-profile.mjs)
    const slices = Math.max(2, Math.round((SECONDS * 1000) / SLICE_MS));
    for (let i = 0; i < slices; i++) {
      // server, floor, floor, server, server, floor, ...: neither side always goes first.
      for (const name of i % 2 ? ['floor', 'server'] : ['server', 'floor']) {
        const side = sides[name];
        await slice(side.port, side.pid, route, SLICE_MS, side.agent, side.acc);
      }
    }
    for (const side of Object.values(sides)) side.agent.destroy();
    const { server: s, floor: f } = { server: sides.server.acc, floor: sides.floor.acc };
    const rps = (a) => (a.requests * 1000) / a.ms;
    const ratio = rps(s) / rps(f);
    // Each server slice over the floor slice run right before or after it; their median is the
    // figure least moved by whatever else the machine did meanwhile (the target is checked on it).
    const medianRatio = median(s.slices.map((v, k) => v / f.slices[k]));
    const latency = (a) => `${percentile(a.times, 50).toFixed(2)}/${percentile(a.times, 99).toFixed(2)}`;
    const cpu = `${((s.cpuMs * 1000) / s.requests).toFixed(0)}/${((f.cpuMs * 1000) / f.requests).toFixed(0)}`;
    const failures = s.failures + f.failures;
    if (failures) failedRoutes.push(`${route.method} ${route.path}`);
    const verdict = route.target ? (medianRatio >= route.target ? `  (target ≥ ${route.target}: met)` : `  (target ≥ ${route.target}: NOT met)`) : '';
    const refused = Object.entries({ ...s.statuses }).map(([k, n]) => `${n}×${k}`).join(' ');
    const refusedFloor = Object.entries({ ...f.statuses }).map(([k, n]) => `${n}×${k}`).join(' ');
    console.log(
      `${`${route.method} ${route.path}`.padEnd(24)} ${rps(s).toFixed(0).padStart(12)} ${rps(f).toFixed(0).padStart(12)} ${ratio.toFixed(2).padStart(6)} ${medianRatio.toFixed(2).padStart(6)}  ${latency(s).padStart(18)}  ${latency(f).padStart(17)}  ${cpu.padStart(23)}${verdict}${failures ? `  FAILED REQUESTS: ${failures} (server ${refused || 0}, floor ${refusedFloor || 0})` : ''}`,
    );
  }
  const { rows: [counts] } = await db.query(
    `SELECT count(*)::int AS bookings, count(*) FILTER (WHERE reference NOT LIKE 'SEED-%')::int AS made,
            (SELECT count(*)::int FROM holds WHERE active) AS holds,
            count(*) FILTER (WHERE status IN ('pending', 'confirmed') AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.booking_id = bookings.id AND h.active))::int AS unheld
       FROM bookings`,
  );
  incomplete = (await db.query(INCOMPLETE)).rows[0].n;
  doubleHolds = (await db.query(DOUBLE_HOLDS)).rows[0].n;
  console.log(
    `${counts.bookings} bookings stored (${counts.made} made by this run, ${incomplete} of them without their token, request hash, history row or 3 messages), ${counts.holds} active holds, ${counts.unheld} holding bookings without one; units held twice for overlapping periods: ${doubleHolds}`,
  );
} finally {
  await db.end();
  await floor?.stop();
  await server.stop();
}
if (failedRoutes.length) {
  console.error(`api-floor: requests answered other than expected on ${failedRoutes.join(', ')} (FAILED REQUESTS above): those ratios measure refusals`);
  process.exit(1);
}
if (incomplete !== 0) {
  console.error(`api-floor: ${incomplete} bookings made by the run lack part of what a booking writes (a side does less than the contract)`);
  process.exit(1);
}
if (doubleHolds !== 0) {
  console.error(`api-floor: ${doubleHolds} pairs of overlapping active holds on one unit: double booking`);
  process.exit(1);
}
