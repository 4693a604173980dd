#!/usr/bin/env node
// `npm test`: every test, in order. A failed build stops the run; a failed suite does not stop the
// next ones (so one run shows every failure), but the run then exits non-zero.
//   1. build what is missing or stale (scripts/build-if-needed.mjs)
//   2. lint: `npm run lint` (ESLint with the layer rules, knip), and scripts/lint.test.mjs which
//      checks that a rule broken on purpose fails it
//   3. backend: domain unit tests, application and API tests (jest)
//   4. frontend: the language catalogue and content checks (node --test frontend/test/)
//   5. cli: the rentals command tests (when cli/test exists)
//   6. browser tests (node --test e2e/) against one production server started for the run
//      (skipped with a line saying so when no Chromium is found, except under CI=true)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = [];

function run(label, command, args, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      results.push({ label, status: ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`, seconds });
      resolve(ok);
    });
  });
}

function summary() {
  console.log('\n=== summary');
  for (const r of results) console.log(`${r.status.padEnd(20)} ${r.label} (${r.seconds} s)`);
}

// Every process of the run (jest, the CLI, the servers, Chromium) gets a temporary directory of its
// own run: two runs on one machine (CI beside a developer's run) then never see each other's
// uploads in progress or caches. Removed when the run ends.
const runTmp = mkdtempSync(join(tmpdir(), 'rentals-test-run-'));
process.env.TMPDIR = runTmp;

async function main() {
  if (!(await run('build', process.execPath, ['scripts/build-if-needed.mjs']))) return false;
  let ok = await run('lint', 'npm', ['run', 'lint']);
  ok = (await run('lint tests', process.execPath, ['--test', 'scripts/lint.test.mjs'])) && ok;
  ok = (await run('backend tests', 'npm', ['test', '-w', 'backend'])) && ok;
  // The site's own checks that need no browser: the language catalogues and content (frontend/test).
  if (existsSync(join(root, 'frontend/test'))) {
    const files = readdirSync(join(root, 'frontend/test')).filter((f) => f.endsWith('.test.mjs')).map((f) => join('frontend/test', f));
    ok = (await run('frontend tests', process.execPath, ['--test', ...files])) && ok;
  }
  if (existsSync(join(root, 'cli/test'))) {
    ok = (await run('cli tests', 'npm', ['test', '-w', 'cli'])) && ok;
  } else {
    results.push({ label: 'cli tests', status: 'skipped (no cli/test)', seconds: '0.0' });
  }

  const e2eFiles = existsSync(join(root, 'e2e'))
    ? readdirSync(join(root, 'e2e')).filter((f) => f.endsWith('.test.mjs')).map((f) => join('e2e', f))
    : [];
  if (e2eFiles.length === 0) {
    results.push({ label: 'browser tests', status: 'skipped (no e2e tests)', seconds: '0.0' });
    return ok;
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
    return ok;
  }
  // One production server for the whole browser run; each test file reuses it via E2E_BASE_URL.
  const { startServer } = await import('../e2e/support/server.mjs');
  let server;
  try {
    server = await startServer();
  } catch (err) {
    console.error(`could not start the server for the browser tests: ${err.message ?? err}`);
    results.push({ label: 'browser tests', status: 'FAILED (server did not start)', seconds: '0.0' });
    return false;
  }
  try {
    const browserOk = await run('browser tests', process.execPath, ['--test', '--test-concurrency=2', ...e2eFiles], {
      E2E_BASE_URL: server.baseUrl,
      E2E_ADMIN_TOKEN: server.adminToken,
    });
    return browserOk && ok;
  } finally {
    await server.stop();
  }
}

const ok = await main().catch((err) => {
  console.error(err);
  return false;
});
rmSync(runTmp, { recursive: true, force: true });
summary();
console.log(ok ? '\nall tests passed' : '\ntests failed');
process.exit(ok ? 0 : 1);
