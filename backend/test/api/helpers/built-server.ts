import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createFakeDist } from './fake-dist.js';
import { listeningPort } from './listening-port.js';

/** The compiled server (npm run build). Tests of the built server skip with a line when it is missing. */
export const MAIN = fileURLToPath(new URL('../../../dist/main.js', import.meta.url));
export const MAIN_BUILT = existsSync(MAIN);

export type BuiltServer = {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: string | null; at: number }>;
  /** Kills the process (SIGKILL when it does not stop in 5 s) and waits for it. */
  stop: () => Promise<void>;
};

/**
 * Starts `node backend/dist/main.js` as production runs it, on the port it picks (PORT=0), and waits for
 * /api/health. `env` goes over the test defaults (a fake frontend build, a fixed admin token, no
 * rate limit); pass the database in it (createTestDatabase().env).
 */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', FRONTEND_DIST: createFakeDist(), ADMIN_TOKEN: 'built-server-token', RATE_LIMIT: '0', PENDING_PER_CONTACT: '0', PENDING_PER_IP: '0', SHUTDOWN_DELAY_S: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + 60_000;
  let port: number | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    port = listeningPort(output);
    const ok = port !== undefined && await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (port === undefined) throw new Error(`the server named no port:\n${output}`);
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited, stop };
}
