import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT, childEnv } from './run.js';

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export type BuiltServer = { child: ChildProcess; baseUrl: string; output: string[]; stop(): Promise<void> };

/**
 * Starts the built server (backend/dist/main.js, NODE_ENV=production) with `env` and waits until
 * /api/health answers. The server picks its port (PORT=0) and names it in its start line: a port
 * chosen here would be free only until another test's server took it.
 */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const main = join(ROOT, 'backend/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  let baseUrl = '';
  const output: string[] = [];
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: childEnv({ PORT: '0', ADMIN_TOKEN: 'cli-test-admin-token', RATE_LIMIT: '0', PENDING_PER_CONTACT: '0', PENDING_PER_IP: '0', SHUTDOWN_DELAY_S: '0', NODE_ENV: 'production', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.join('')}`);
    const port = /The site is at http:\/\/localhost:(\d+)\//.exec(output.join(''))?.[1];
    if (port) baseUrl = `http://127.0.0.1:${port}`;
    const ok = baseUrl !== '' && (await fetch(`${baseUrl}/api/health`).then((res) => res.ok, () => false));
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    baseUrl,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
