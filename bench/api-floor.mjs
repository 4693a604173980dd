// Each API route of the real server beside its floor: a plain Express 5 handler doing the same work
// (bench/floor/handlers.mjs: the same domain function or application class, the same SQL on the
// same database), measured in the same run under the same load, and the ratio of the two
// throughputs (DESIGN §6.5, docs/performance.md). `npm run bench -- api-floor`.
//
// Both servers run as their own processes on loopback: the production server (node
// backend/dist/main.js, NODE_ENV=production, a fresh database: DATABASE_URL's server or the
// embedded one) and the floor (bench/floor/server.mjs) on the same database. For each route, after
// a warm-up of each, the load alternates between the two in short slices (server, floor, floor,
// server, ...; 250 ms each, BENCH_SECONDS of load per side in all), so that whatever else the
// machine does falls on both alike; the ratio is the server's requests per second over the
// floor's, over all their slices.
//
// Variables: BENCH_ROUTES=quote,fleet (only those), BENCH_SECONDS (load per side and route,
// default 6), BENCH_SLICE_MS (default 250), BENCH_CONCURRENCY (default 8), BENCH_CPU_PROF=<dir>
// (the real server and the floor write CPU profiles of the measured slices there; read them with
// node bench/floor/profile-summary.mjs <file>).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort, startServer } from '../e2e/support/index.mjs';

/**
 * The measured routes. Add one by adding an entry here and a handler of the same name in
 * bench/floor/handlers.mjs. `body(i)` makes the i-th request's JSON body; `status` is the answer
 * every request must get; `target` is the ratio the route should reach (printed beside it).
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
    body: (i) => ({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: i % 2 ? 'batumi' : 'kutaisi', days: 1 + (i % 30), babySeat: i % 3 === 0 }),
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

/** What one side (server or floor) did over all its slices of one route. */
function tally() {
  return { requests: 0, ms: 0, cpuMs: 0, failures: 0, times: [] };
}

/**
 * One slice: requests on CONCURRENCY keep-alive connections (of `agent`) to `port` for `ms`,
 * added to `acc` with the elapsed time and the CPU time the process `pid` used meanwhile.
 */
async function slice(port, pid, route, ms, agent, acc) {
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const deadline = started + ms;
  const once = () =>
    new Promise((resolve) => {
      const body = route.body ? JSON.stringify(route.body(acc.requests + acc.failures)) : undefined;
      const t0 = performance.now();
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: route.method,
          path: route.path,
          agent,
          headers: body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Accept: 'application/json' } : { Accept: 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === route.status) {
              acc.requests++;
              acc.times.push(performance.now() - t0);
            } else acc.failures++;
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
  acc.ms += performance.now() - started;
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

const env = { RATE_LIMIT: '0' };
if (process.env.BENCH_CPU_PROF) env.NODE_OPTIONS = `--import=${fileURLToPath(new URL('./floor/cpu-profile.mjs', import.meta.url))}`;
const server = await startServer({ env });
const serverPort = Number(new URL(server.baseUrl).port);
let floor;
try {
  floor = await startFloor(server);
  console.log(
    `${routes.length} routes, ${CONCURRENCY} connections, ${SECONDS} s of load per side and route in ${SLICE_MS} ms slices, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}`,
  );
  console.log(
    `${'route'.padEnd(24)} ${'server req/s'.padStart(12)} ${'floor req/s'.padStart(12)} ${'ratio'.padStart(6)}  ${'server p50/p99 ms'.padStart(18)}  ${'floor p50/p99 ms'.padStart(17)}  ${'CPU µs/req server/floor'.padStart(23)}`,
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
    const latency = (a) => `${percentile(a.times, 50).toFixed(2)}/${percentile(a.times, 99).toFixed(2)}`;
    const cpu = `${((s.cpuMs * 1000) / s.requests).toFixed(0)}/${((f.cpuMs * 1000) / f.requests).toFixed(0)}`;
    const failures = s.failures + f.failures;
    const verdict = route.target ? (ratio >= route.target ? `  (target ≥ ${route.target}: met)` : `  (target ≥ ${route.target}: NOT met)`) : '';
    console.log(
      `${`${route.method} ${route.path}`.padEnd(24)} ${rps(s).toFixed(0).padStart(12)} ${rps(f).toFixed(0).padStart(12)} ${ratio.toFixed(2).padStart(6)}  ${latency(s).padStart(18)}  ${latency(f).padStart(17)}  ${cpu.padStart(23)}${verdict}${failures ? `  FAILED REQUESTS: ${failures}` : ''}`,
    );
  }
} finally {
  await floor?.stop();
  await server.stop();
}
