import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { createFakeDist } from './helpers/fake-dist.js';
import { listeningPort } from './helpers/listening-port.js';
import { TcpProxy } from './helpers/tcp-proxy.js';
import { REAL_POSTGRES } from './helpers/test-app.js';

// The production entry point (backend/dist/main.js, built by `npm test` before the tests run) keeps
// trying when its database is not up yet, and serves as soon as it is.
const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const run = REAL_POSTGRES && existsSync(MAIN) ? describe : describe.skip;
if (!REAL_POSTGRES) console.log('start-up retry test skipped: it needs DATABASE_URL (a real PostgreSQL server)');

run('starting the server before its database is up', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await proxy?.shut();
    await db?.drop();
  });

  it('waits and retries instead of exiting, then serves once the database answers', async () => {
    const target = new URL(db.url!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.open();
    await proxy.shut(); // the port is known but nothing listens: the database is "down"
    let output = '';
    child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, DATABASE_URL: proxy.urlFor(db.url!), PORT: '0', FRONTEND_DIST: createFakeDist(), ADMIN_TOKEN: 'startup-test-token', SHUTDOWN_DELAY_S: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let exited = false;
    child.on('exit', () => (exited = true));
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));

    const deadline = Date.now() + 20_000;
    while (!/trying again/.test(output) && Date.now() < deadline && !exited) await new Promise((r) => setTimeout(r, 100));
    expect(output).toMatch(/the database is unreachable .*trying again in/);
    expect(exited).toBe(false);

    await proxy.open(); // the database comes up
    let status = 0;
    while (status !== 200 && Date.now() < deadline + 20_000 && !exited) {
      const port = listeningPort(output);
      status = port === undefined ? 0 : await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0);
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
  });
});

run('npm start for a newcomer', () => {
  let db: TestDatabase;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await db?.drop();
  });

  it('prints the generated admin token and the address as plain lines, without Nest\'s route lines', async () => {
    let output = '';
    // PORT=0: the system picks the port, and the address line names the one picked.
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATABASE_URL: db.url!, PORT: '0', FRONTEND_DIST: createFakeDist(), SHUTDOWN_DELAY_S: '0' };
    delete env.ADMIN_TOKEN;
    delete env.PUBLIC_URL;
    child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    let exited = false;
    child.on('exit', () => (exited = true));
    const deadline = Date.now() + 60_000;
    while (!/The site is at/.test(output) && Date.now() < deadline && !exited) await new Promise((r) => setTimeout(r, 100));
    const lines = output.split('\n');
    const port = listeningPort(output);
    expect(port).toBeGreaterThan(0);
    expect(lines).toContain(`The site is at http://localhost:${port}/ (the back office at /staff, the API docs at /api/docs)`);
    expect(await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status)).toBe(200);
    expect(lines.some((l) => /^ADMIN_TOKEN is not set: generated the admin token [A-Za-z0-9_-]{20,} \. It is shown this once/.test(l))).toBe(true);
    expect(output).not.toMatch(/Mapped \{|RoutesResolver|RouterExplorer/);
    // The rest is still logged (one JSON object a line in production).
    expect(lines.some((l) => l.startsWith('{') && /NestApplication|InstanceLoader/.test(l))).toBe(true);
  }, 90_000);
});

