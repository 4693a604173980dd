import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { INestApplicationContext } from '@nestjs/common';

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

/** Launches the built `rentals` command as a process of its own (pipes, exit codes, start-up, several at once). */
export function rentalsProcess(args: string[], env: Record<string, string | undefined> = {}, timeoutMs?: number): Promise<RunResult> {
  return runNode(BIN, args, env, timeoutMs);
}

type CliIo = {
  stdout(text: string): void;
  stderr(text: string): void;
  helpWidth(stream: 'out' | 'err'): number;
  exit(code: number): Promise<never>;
  contexts?: Map<string, Promise<INestApplicationContext>>;
};
type BuiltCli = {
  runCommandLine(argv: string[]): Promise<never>;
  runWithIo<T>(io: CliIo, work: () => Promise<T>): Promise<T>;
  CliExit: new (code: number) => Error & { code: number };
};

let built: Promise<BuiltCli> | undefined;
/** The built CLI's program (cli/dist, what `rentals` runs), loaded once per test file. */
function builtCli(): Promise<BuiltCli> {
  built ??= Promise.all([import(join(ROOT, 'cli/dist/program.js')), import(join(ROOT, 'cli/dist/io.js'))]).then(([program, io]) => ({ ...program, ...io }) as BuiltCli);
  return built;
}

/** The booted PostgreSQL contexts of this test file's commands (by environment), closed at its end. */
const contexts = new Map<string, Promise<INestApplicationContext>>();

/** Closes the contexts the commands of this file kept (before their database is dropped). */
export async function closeCliContexts(): Promise<void> {
  const open = [...contexts.values()];
  contexts.clear();
  await Promise.all(open.map((c) => c.then((app) => app.close()).catch(() => undefined)));
}

afterAll(closeCliContexts);

/** One command at a time: each runs with the process's environment set to its own. */
let queue: Promise<unknown> = Promise.resolve();

async function runInProcess(args: string[], env: Record<string, string | undefined>, timeoutMs: number): Promise<RunResult> {
  const cli = await builtCli();
  const started = Date.now();
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    helpWidth: () => 80, // as through a pipe
    exit: (code) => Promise.reject(new cli.CliExit(code)),
    contexts,
  };
  const saved = { ...process.env };
  const wanted = childEnv(env);
  for (const name of Object.keys(process.env)) if (!(name in wanted)) delete process.env[name];
  for (const [name, value] of Object.entries(wanted)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const cwd = process.cwd();
  process.chdir(ROOT);
  let timer: NodeJS.Timeout | undefined;
  try {
    const ended = cli.runWithIo(io, () => cli.runCommandLine([process.execPath, BIN, ...args])).then(
      () => ({ code: 0 as number | null, signal: null as NodeJS.Signals | null }),
      (err: unknown) => {
        if (err instanceof cli.CliExit) return { code: err.code as number | null, signal: null as NodeJS.Signals | null };
        throw err;
      },
    );
    const timedOut = new Promise<{ code: null; signal: NodeJS.Signals }>((resolve) => {
      timer = setTimeout(() => resolve({ code: null, signal: 'SIGKILL' }), timeoutMs);
    });
    const { code, signal } = await Promise.race([ended, timedOut]);
    return { code, signal, stdout, stderr, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
    process.chdir(cwd);
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
}

/**
 * Runs a `rentals` command line of the built CLI in this process (as `rentals` would in its own:
 * the same program, environment and working directory, its stdout, stderr and exit status
 * collected), one command at a time. The database commands of a test file share a booted
 * context per environment (on PostgreSQL). On the embedded database (a DATA_DIR) it launches a
 * real process, as rentalsProcess does: there a command hosts the data directory only while it
 * runs, and hands it over to the next process.
 */
export function rentals(args: string[], env: Record<string, string | undefined> = {}, timeoutMs = 45_000): Promise<RunResult> {
  if (env.DATA_DIR) return rentalsProcess(args, env, timeoutMs);
  const run = queue.then(() => runInProcess(args, env, timeoutMs));
  queue = run.catch(() => undefined);
  return run;
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
