// The agents' MCP server beside the HTTP API: the latency of a `quote` tool call (one stateless
// POST /mcp with JSON-RPC tools/call, as the official client sends it) next to POST
// /api/pricing/quote for the same 7-day rental, on the production server. `npm run bench -- mcp`.
// Every answer must be the expected price: a refused or wrong answer fails the bench.
import { startServer } from '../e2e/support/index.mjs';

const CONCURRENCY = 8;
const REQUESTS = 400;
const SEQUENTIAL = 200;

function inDays(n) {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

function percentiles(times) {
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  return `p50 ${pct(50).padStart(6)} ms  p95 ${pct(95).padStart(6)} ms  p99 ${pct(99).padStart(6)} ms`;
}

let failedRuns = 0;

async function measure(label, makeRequest, check, concurrency, requests) {
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const t0 = performance.now();
        const res = await makeRequest();
        const body = await res.json();
        times.push(performance.now() - t0);
        if (!res.ok || !check(body)) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (failures) failedRuns++;
  console.log(
    `${label.padEnd(40)} c=${concurrency} ${String(requests).padStart(4)} req  ${(requests / seconds).toFixed(0).padStart(5)} req/s  ${percentiles(times)}${failures ? `  FAILED ${failures}` : ''}`,
  );
}

const server = await startServer();
const pickupDate = inDays(30);
const quote = { carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi' };
const http = () =>
  fetch(`${server.baseUrl}/api/pricing/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...quote, days: 7, pickupDate }) });
let id = 0;
const mcp = () =>
  fetch(`${server.baseUrl}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2025-06-18' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'tools/call', params: { name: 'quote', arguments: { ...quote, pickupDate, returnDate: inDays(37) } } }),
  });
const httpOk = (body) => body.totalPrice === 569;
const mcpOk = (body) => body.result?.structuredContent?.totalPrice === 569 && !body.result.isError;
try {
  console.log(`${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}; the same 7-day FJ Cruiser Tbilisi -> Batumi (569 EUR) both ways`);
  // Warm-up (JIT, first schema conversions), not counted; each answer must already be the price.
  for (let i = 0; i < 50; i++) {
    const [h, m] = [await http(), await mcp()];
    const [hb, mb] = [await h.json(), await m.json()];
    if (!h.ok || !httpOk(hb)) throw new Error(`POST /api/pricing/quote answered ${h.status} ${JSON.stringify(hb).slice(0, 300)}: nothing would be measured`);
    if (!m.ok || !mcpOk(mb)) throw new Error(`POST /mcp answered ${m.status} ${JSON.stringify(mb).slice(0, 300)}: nothing would be measured`);
  }
  await measure('POST /api/pricing/quote', http, httpOk, 1, SEQUENTIAL);
  await measure('POST /mcp tools/call quote', mcp, mcpOk, 1, SEQUENTIAL);
  await measure('POST /api/pricing/quote', http, httpOk, CONCURRENCY, REQUESTS);
  await measure('POST /mcp tools/call quote', mcp, mcpOk, CONCURRENCY, REQUESTS);
} finally {
  await server.stop();
}
if (failedRuns) {
  console.error(`mcp: ${failedRuns} run(s) had refused or wrong answers (FAILED above)`);
  process.exit(1);
}
