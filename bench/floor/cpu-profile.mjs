// Preloaded into the real server and the floor by bench/api-floor.mjs when BENCH_CPU_PROF=<dir> is set
// (NODE_OPTIONS=--import=...; Node refuses --cpu-prof there): samples the CPU from the first
// SIGUSR2 (sent once the server is warm, so start-up is left out) to exit, and writes
// <dir>/server-<pid>.cpuprofile, which Chrome DevTools and bench/floor/profile-summary.mjs read.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_CPU_PROF;
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
let started = false;
process.on('SIGUSR2', () => {
  if (!started) session.post('Profiler.start');
  started = true;
});
process.on('exit', () => {
  if (!started) return;
  // The in-process inspector session answers synchronously, so this works inside 'exit'.
  session.post('Profiler.stop', (err, result) => {
    if (!err) writeFileSync(join(dir, `${process.env.BENCH_CPU_PROF_NAME ?? 'server'}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
});
