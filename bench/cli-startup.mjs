#!/usr/bin/env node
// Wall-clock time of `rentals` commands, started as a staff member would (a new node process each
// time): --help, quote and fleet must not load Nest or the database layer (target: quote < 250 ms).
// The database commands are measured on a fresh embedded database in a temporary directory (or on
// DATABASE_URL when it is set, read-only: `bookings list`).
//
//   node bench/cli-startup.mjs [runs]      (default 15 runs per command; figures in milliseconds)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'cli/bin/rentals.js');
const runs = Number(process.argv[2]) || 15;
const QUOTE_TARGET_MS = 250;

if (!existsSync(join(root, 'cli/dist/main.js'))) {
  console.error('cli-startup: the CLI is not built; run npm run build');
  process.exit(1);
}

function time(args, env) {
  const started = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, env, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (r.status !== 0) throw new Error(`rentals ${args.join(' ')} exited ${r.status}: ${r.stderr.trim()}`);
  return ms;
}

function measure(label, args, env, n = runs) {
  time(args, env); // warm the file cache
  const samples = Array.from({ length: n }, () => time(args, env)).sort((a, b) => a - b);
  const pick = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  const row = { label, runs: n, min: samples[0], median: pick(0.5), p90: pick(0.9), max: samples[samples.length - 1] };
  console.log(
    `${label.padEnd(42)} runs ${String(n).padStart(3)}  min ${row.min.toFixed(0).padStart(5)}  median ${row.median.toFixed(0).padStart(5)}  p90 ${row.p90.toFixed(0).padStart(5)}  max ${row.max.toFixed(0).padStart(5)}`,
  );
  return row;
}

const dataDir = mkdtempSync(join(tmpdir(), 'rentals-bench-'));
const env = { ...process.env, DATA_DIR: process.env.DATABASE_URL ? process.env.DATA_DIR ?? '' : dataDir };
let quote;
try {
  console.log(`node ${process.version}, ${runs} runs per command, wall-clock milliseconds per process`);
  measure('rentals --help', ['--help'], env);
  quote = measure('rentals quote', ['quote', '--car', 'Toyota FJ Cruiser', '--pickup', 'Tbilisi', '--dropoff', 'Batumi', '--from', '2026-07-01', '--to', '2026-07-08'], env);
  measure('rentals quote --json', ['quote', '--car', 'jeep wrangler', '--pickup', 'kutaisi', '--dropoff', 'batumi', '--from', '2026-07-01', '--to', '2026-07-20', '--baby-seat', '--armenia', '--json'], env);
  measure('rentals fleet', ['fleet'], env);
  const where = process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded, no server';
  measure(`rentals bookings list (${where})`, ['bookings', 'list', '--json'], env, Math.min(runs, 5));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const verdict = quote.median < QUOTE_TARGET_MS ? 'within' : 'OVER';
console.log(`quote median ${quote.median.toFixed(0)} ms: ${verdict} the ${QUOTE_TARGET_MS} ms target`);
