// Each API route of the real server beside its floor: a plain Express 5 handler doing the same work
// (bench/floor/handlers.mjs: the same domain function or application class, the same SQL on the
// same database), measured in the same run under the same load, and the ratio of the two
// throughputs (DESIGN §6.5, docs/performance.md). `npm run bench -- api-floor`.
//
// Both servers run as their own processes on loopback: the production server (node
// backend/dist/main.js, NODE_ENV=production, a fresh database: DATABASE_URL's server or the
// embedded one) and the floor (bench/floor/server.mjs) on the same database. For each route: a
// warm-up of each, then ROUNDS timed runs of each in A-B-B-A order (the machine's noise falls on
// both); the ratio is median(server) / median(floor).
//
// Variables: BENCH_ROUTES=quote,fleet (only those), BENCH_SECONDS (per timed run, default 3), BENCH_ROUNDS (default 3),
// BENCH_CONCURRENCY (default 8), BENCH_CPU_PROF=<dir> (the real server writes a CPU profile of the timed runs there;
// read it with node bench/floor/profile-summary.mjs <file>).
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

const SECONDS = Number(process.env.BENCH_SECONDS) || 3;
const WARM_UP_SECONDS = 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
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

/**
 * Sends requests on CONCURRENCY keep-alive connections for `seconds`: throughput, latencies and
 * the server process's CPU time per request (steadier than throughput on a shared machine).
 */
async function load(port, pid, route, seconds) {
  const cpuBefore = cpuMs(pid);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const times = [];
  let failures = 0;
  let sent = 0;
  const deadline = performance.now() + seconds * 1000;
  const once = (i) =>
    new Promise((resolve) => {
      const body = route.body ? JSON.stringify(route.body(i)) : undefined;
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
            if (res.statusCode !== route.status) failures++;
            times.push(performance.now() - t0);
            resolve();
          });
        },
      );
      req.on('error', () => {
        failures++;
        resolve();
      });
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) await once(sent++);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuPerRequest = ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, times.length);
  agent.destroy();
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { rps: times.length / elapsed, p50: pct(50), p99: pct(99), cpuUs: cpuPerRequest, failures };
}

async function startFloor(server) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('./floor/server.mjs', import.meta.url))], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DATABASE_URL: server.databaseUrl ?? '', DATA_DIR: server.dataDir ?? '', FLOOR_ROUTES: JSON.stringify(routes.map(({ name, method, path }) => ({ name, method, path }))) },
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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const env = { RATE_LIMIT: '0' };
if (process.env.BENCH_CPU_PROF) env.NODE_OPTIONS = `--import=${fileURLToPath(new URL('./floor/cpu-profile.mjs', import.meta.url))}`;
const server = await startServer({ env });
const serverPort = Number(new URL(server.baseUrl).port);
let floor;
try {
  floor = await startFloor(server);
  console.log(
    `${routes.length} routes, ${CONCURRENCY} connections, ${ROUNDS} × ${SECONDS} s per side and route, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}`,
  );
  console.log(
    `${'route'.padEnd(24)} ${'server req/s'.padStart(12)} ${'floor req/s'.padStart(12)} ${'ratio'.padStart(6)}  ${'server p50/p99 ms'.padStart(18)}  ${'floor p50/p99 ms'.padStart(17)}  ${'CPU µs/req server/floor'.padStart(23)}`,
  );
  for (const route of routes) {
    await load(serverPort, server.pid, route, WARM_UP_SECONDS);
    await load(floor.port, floor.pid, route, WARM_UP_SECONDS);
    if (process.env.BENCH_CPU_PROF) process.kill(server.pid, 'SIGUSR2'); // start sampling (bench/floor/cpu-profile.mjs)
    const runs = { server: [], floor: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? ['floor', 'server'] : ['server', 'floor'];
      for (const side of order) {
        runs[side].push(side === 'server' ? await load(serverPort, server.pid, route, SECONDS) : await load(floor.port, floor.pid, route, SECONDS));
      }
    }
    const failures = [...runs.server, ...runs.floor].reduce((n, r) => n + r.failures, 0);
    const s = median(runs.server.map((r) => r.rps));
    const f = median(runs.floor.map((r) => r.rps));
    const latency = (rs) => `${median(rs.map((r) => r.p50)).toFixed(2)}/${median(rs.map((r) => r.p99)).toFixed(2)}`;
    const ratio = s / f;
    const cpu = `${median(runs.server.map((r) => r.cpuUs)).toFixed(0)}/${median(runs.floor.map((r) => r.cpuUs)).toFixed(0)}`;
    const verdict = route.target ? (ratio >= route.target ? `  (target ≥ ${route.target}: met)` : `  (target ≥ ${route.target}: NOT met)`) : '';
    console.log(
      `${`${route.method} ${route.path}`.padEnd(24)} ${s.toFixed(0).padStart(12)} ${f.toFixed(0).padStart(12)} ${ratio.toFixed(2).padStart(6)}  ${latency(runs.server).padStart(18)}  ${latency(runs.floor).padStart(17)}  ${cpu.padStart(23)}${verdict}${failures ? `  FAILED REQUESTS: ${failures}` : ''}`,
    );
  }
} finally {
  await floor?.stop();
  await server.stop();
}
