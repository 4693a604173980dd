#!/usr/bin/env node
// `npm test`: every test. A failed build stops the run; a failed suite does not stop the others (so
// one run shows every failure), but the run then exits non-zero.
//   1. build what is missing or stale (scripts/build-if-needed.mjs)
//   then two lanes at once (one after another, the suites kept 2 cores busy a third of the time:
//   most of it is spent waiting on servers, browsers and PostgreSQL; see
//   bench/results/2026-11-29-suite-time.md):
//   a. the browser tests (node --test e2e/) against one production server started for the run
//      (skipped with a line saying so when no Chromium is found, except under CI=true)
//   b. one after another: lint (`npm run lint`: ESLint with the layer rules, knip) and
//      scripts/lint.test.mjs, which checks that a rule broken on purpose fails it (with the test of the
//      failure digest printed at the end of a failed run, scripts/failure-digest.mjs); the frontend's
//      checks that need no browser (frontend/test); backend (jest); the rentals command (cli/test)
// While the lanes run at once, each suite's output is kept and printed whole when it ends.
//
//   node scripts/test.mjs                 everything
//   node scripts/test.mjs browser cli     only these suites (lint, lint-tests, frontend, backend, cli, browser)
//   node scripts/test.mjs browser e2e/staff.test.mjs   the browser suite with only these files
//   node scripts/test.mjs --serial        one suite after another, output as it comes (so does a
//                                         choice of suites that leaves one lane empty)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureDigest } from './failure-digest.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SUITES = ['lint', 'lint-tests', 'frontend', 'backend', 'cli', 'browser'];
const args = process.argv.slice(2);
const serial = args.includes('--serial');
const e2eChosen = args.filter((a) => a.endsWith('.test.mjs'));
const named = args.filter((a) => !a.startsWith('--') && !a.endsWith('.test.mjs'));
// Browser test files alone mean the browser suite.
const chosen = named.length === 0 && e2eChosen.length > 0 ? ['browser'] : named;
const unknown = chosen.filter((s) => !SUITES.includes(s));
if (unknown.length) {
  console.error(`unknown suite ${unknown.join(', ')}; the suites: ${SUITES.join(', ')}`);
  process.exit(2);
}
const wanted = (suite) => chosen.length === 0 || chosen.includes(suite);
// Output is kept only while the two lanes run at once (the browser tests beside the others).
const beside = !serial && wanted('browser') && SUITES.some((s) => s !== 'browser' && wanted(s));
const results = [];

/** Runs one suite; `buffered` (beside another suite) keeps its output until it has ended. */
function run(label, command, args, env = {}, buffered = beside) {
  return new Promise((resolve) => {
    const started = Date.now();
    const heading = `\n=== ${label}: ${command} ${args.join(' ')}`;
    if (buffered) console.log(`--- ${label} started`);
    else console.log(heading);
    const child = spawn(command, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (d) => output.push(d));
      child.stderr.on('data', (d) => output.push(d));
    }
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      if (buffered) {
        console.log(heading);
        process.stdout.write(Buffer.concat(output));
        console.log(`--- ${label} ${ok ? 'passed' : 'FAILED'} (${seconds} s)`);
      }
      const why = ok || !buffered ? [] : failureDigest(Buffer.concat(output).toString('utf8'));
      results.push({ label, status: ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`, seconds, why });
      resolve(ok);
    });
  });
}

function summary() {
  console.log('\n=== summary');
  const order = ['build', 'lint', 'lint tests', 'frontend tests', 'backend tests', 'cli tests', 'browser tests'];
  results.sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label));
  for (const r of results) console.log(`${r.status.padEnd(20)} ${r.label} (${r.seconds} s)`);
  // Why, in a few lines, at the very end: the end of the output is often all a CI page shows.
  const failed = results.filter((r) => r.why?.length);
  if (failed.length === 0) return;
  console.log('\n=== why (scripts/failure-digest.mjs; each suite\'s whole output is above)');
  for (const r of failed) for (const line of r.why) console.log(`${r.label}: ${line}`);
}

// Every process of the run (jest, the CLI, the servers, Chromium) gets a temporary directory of its
// own run: two runs on one machine (CI beside a developer's run) then never see each other's
// uploads in progress or caches. Removed when the run ends.
const runTmp = mkdtempSync(join(tmpdir(), 'rentals-test-run-'));
process.env.TMPDIR = runTmp;
// The run's id: the browser tests' servers start on copies of the run's own migrated template
// database (e2e/support/server.mjs); jest gives its runs ids of their own.
process.env.RENTALS_TEST_RUN_ID = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

/** Lint, the lint's own test, the frontend's checks, backend, CLI: one after another. */
async function checks() {
  let ok = true;
  if (wanted('lint')) ok = (await run('lint', 'npm', ['run', 'lint'])) && ok;
  if (wanted('lint-tests')) ok = (await run('lint tests', process.execPath, ['--test', '--test-reporter=spec', 'scripts/lint.test.mjs', 'scripts/failure-digest.test.mjs'])) && ok;
  // The site's own checks that need no browser: the language catalogues and content (frontend/test).
  if (wanted('frontend') && existsSync(join(root, 'frontend/test'))) {
    const files = readdirSync(join(root, 'frontend/test')).filter((f) => f.endsWith('.test.mjs')).map((f) => join('frontend/test', f));
    ok = (await run('frontend tests', process.execPath, ['--test', '--test-reporter=spec', ...files])) && ok;
  }
  if (wanted('backend')) ok = (await run('backend tests', 'npm', ['test', '-w', 'backend'])) && ok;
  if (!wanted('cli')) return ok;
  if (existsSync(join(root, 'cli/test'))) {
    ok = (await run('cli tests', 'npm', ['test', '-w', 'cli'])) && ok;
  } else {
    results.push({ label: 'cli tests', status: 'skipped (no cli/test)', seconds: '0.0' });
  }
  return ok;
}

async function browserTests() {
  if (!wanted('browser')) return true;
  const e2eFiles = existsSync(join(root, 'e2e'))
    ? readdirSync(join(root, 'e2e')).filter((f) => f.endsWith('.test.mjs')).map((f) => join('e2e', f)).filter((f) => e2eChosen.length === 0 || e2eChosen.includes(f))
    : [];
  if (e2eFiles.length === 0) {
    results.push({ label: 'browser tests', status: 'skipped (no e2e tests)', seconds: '0.0' });
    return true;
  }
  const { browserSkip } = await import('../e2e/support/browser.mjs');
  let skip;
  try {
    skip = browserSkip();
  } catch (err) {
    console.error(String(err.message ?? err));
    results.push({ label: 'browser tests', status: 'FAILED (no Chromium)', seconds: '0.0' });
    return false;
  }
  if (skip) {
    results.push({ label: 'browser tests', status: 'skipped (no Chromium)', seconds: '0.0' });
    return true;
  }
  // One production server for the whole browser run; each test file reuses it via E2E_BASE_URL.
  const { startServer, dropRunTemplate } = await import('../e2e/support/server.mjs');
  let server;
  try {
    server = await startServer();
  } catch (err) {
    console.error(`could not start the server for the browser tests: ${err.message ?? err}`);
    results.push({ label: 'browser tests', status: 'FAILED (server did not start)', seconds: '0.0' });
    await dropRunTemplate();
    return false;
  }
  try {
    return await run('browser tests', process.execPath, ['--test', '--test-reporter=spec', '--test-concurrency=2', ...e2eFiles], {
      E2E_BASE_URL: server.baseUrl,
      E2E_ADMIN_TOKEN: server.adminToken,
    });
  } finally {
    await server.stop();
    await dropRunTemplate();
  }
}

async function main() {
  if (!(await run('build', process.execPath, ['scripts/build-if-needed.mjs'], {}, false))) return false;
  if (serial) {
    const checksOk = await checks();
    return (await browserTests()) && checksOk;
  }
  // The browser lane first: it is the longest.
  const [browserOk, checksOk] = await Promise.all([browserTests(), checks()]);
  return browserOk && checksOk;
}

const ok = await main().catch((err) => {
  console.error(err);
  return false;
});
rmSync(runTmp, { recursive: true, force: true });
summary();
console.log(ok ? '\nall tests passed' : '\ntests failed');
process.exit(ok ? 0 : 1);
