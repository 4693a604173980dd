import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BIN = join(ROOT, 'cli/bin/rentals.js');

export type RunResult = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; ms: number };

/** Variables the tests control; everything else is inherited. */
const CONTROLLED = ['DATABASE_URL', 'DATA_DIR', 'BOOKING_CONFIRM_HOURS', 'RENTALS_DEBUG', 'NODE_OPTIONS'];

/** The environment for a child: the test's own variables, with the controlled ones only as given. */
export function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONTROLLED) delete base[name];
  // An empty DATABASE_URL means "embedded" and keeps a developer's .env from choosing another database.
  // The caps on pending bookings are off (0): the tests book many times with one e-mail address.
  return { ...base, DATABASE_URL: '', PENDING_PER_CONTACT: '0', PENDING_PER_IP: '0', ...env };
}

/** Runs `node <file> ...args` and collects its output. */
export function runNode(file: string, args: string[], env: Record<string, string | undefined> = {}, timeoutMs = 45_000): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [file, ...args], { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** Runs the built `rentals` command. */
export function rentals(args: string[], env: Record<string, string | undefined> = {}, timeoutMs?: number): Promise<RunResult> {
  return runNode(BIN, args, env, timeoutMs);
}

/** Parses stdout as exactly one JSON document (fails the test otherwise). */
export function json<T = any>(result: RunResult): T {
  if (result.code !== 0) throw new Error(`exit ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

/** A command whose --json output must be exactly one JSON document, with nothing on stderr. */
export function onlyJson<T = any>(r: RunResult): T {
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return json<T>(r);
}

/** A command that failed with `code` and one `rentals: ...` line on stderr matching `pattern`, nothing on stdout. */
export function oneLineError(r: RunResult, code: number, pattern: RegExp): void {
  expect(r.code).toBe(code);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(/^rentals: /);
  expect(r.stderr).toMatch(pattern);
}
