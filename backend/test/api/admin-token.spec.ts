/**
 * The admin token (docs/operations.md): a generated token is stored only as its SHA-256, shown once by the
 * start that created it (exactly one of two instances starting together), accepted by every
 * instance, replaced by a rotation; a set ADMIN_TOKEN has at least 16 characters; ten wrong tokens
 * from one client within ten minutes get it 429 for ten minutes, counted across instances.
 */
import { spawn } from 'node:child_process';
import { AdminTokenService } from '../../src/application/admin/admin-token.service.js';
import { Test, type TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { CoreModule } from '../../src/core.module.js';
import { createTestDatabase, useTestEnv, type TestDatabase } from '../support/database.js';
import { createFakeDist } from './helpers/fake-dist.js';
import { MAIN, MAIN_BUILT, startBuiltServer, type BuiltServer } from './helpers/built-server.js';
import { ADMIN_TOKEN, REAL_POSTGRES, startTestApp, type TestApp } from './helpers/test-app.js';

const visits = (baseUrl: string, token: string) => fetch(`${baseUrl}/api/ip/visits`, { headers: { Authorization: `Bearer ${token}` } });

describe('ten wrong admin tokens from one client within ten minutes: 429 for ten minutes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t?.close());

  it('a guesser is stopped after ten tries, even with the right token then; other clients are not', async () => {
    const guesser = { 'X-Forwarded-For': '198.51.100.7' };
    for (let i = 0; i < 10; i++) {
      await t.http.get('/api/ip/visits').set(guesser).set('Authorization', `Bearer guess-${i}-0123456789abcdef`).expect(401);
    }
    const blocked = await t.http.get('/api/ip/visits').set(guesser).set('Authorization', `Bearer ${ADMIN_TOKEN}`).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, message: 'Too many wrong admin tokens: 10 within 10 minutes. Try again in 10 minutes.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    await t.http.delete('/api/ip/visits').set(guesser).set('Authorization', `Bearer ${ADMIN_TOKEN}`).expect(429);
    // Another client with the right token, and the site for the guesser, still work.
    await t.http.get('/api/ip/visits').set({ 'X-Forwarded-For': '198.51.100.8' }).set('Authorization', `Bearer ${ADMIN_TOKEN}`).expect(200);
    await t.http.get('/api/fleet').set(guesser).expect(200);
  });

  it('nine wrong tokens leave the right one working; requests without a token do not count', async () => {
    const client = { 'X-Forwarded-For': '198.51.100.9' };
    for (let i = 0; i < 9; i++) await t.http.get('/api/ip/visits').set(client).set('Authorization', `Bearer wrong-${i}`).expect(401);
    for (let i = 0; i < 5; i++) await t.http.get('/api/ip/visits').set(client).expect(401);
    await t.http.get('/api/ip/visits').set(client).set('Authorization', `Bearer ${ADMIN_TOKEN}`).expect(200);
  });
});

(REAL_POSTGRES ? describe : describe.skip)('wrong admin tokens are counted in PostgreSQL, across instances', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    a = await startTestApp({ DATABASE_URL: db.url, TRUST_PROXY: 'loopback' });
    b = await startTestApp({ DATABASE_URL: db.url, TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('five wrong tokens on each of two instances block the client on both', async () => {
    const guesser = { 'X-Forwarded-For': '198.51.100.20' };
    for (let i = 0; i < 5; i++) {
      await a.http.get('/api/ip/visits').set(guesser).set('Authorization', `Bearer a-${i}`).expect(401);
      await b.http.get('/api/ip/visits').set(guesser).set('Authorization', `Bearer b-${i}`).expect(401);
    }
    await a.http.get('/api/ip/visits').set(guesser).set('Authorization', `Bearer ${ADMIN_TOKEN}`).expect(429);
    await b.http.get('/api/ip/visits').set(guesser).set('Authorization', `Bearer ${ADMIN_TOKEN}`).expect(429);
  });
});

const withBuild = MAIN_BUILT ? describe : describe.skip;

withBuild('ADMIN_TOKEN unset: one generated token, stored hashed, shown once, accepted by every instance', () => {
  let db: TestDatabase;
  const servers: BuiltServer[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await db?.drop();
  });

  const start = async () => {
    const s = await startBuiltServer({ ...db.env, ADMIN_TOKEN: '' });
    servers.push(s);
    return s;
  };
  const generated = (log: string) => /generated the admin token (\S+) /.exec(log)?.[1];

  it('two instances starting together: exactly one creates and prints it; both accept it; a restart only says one exists', async () => {
    const [one, two] = await Promise.all([start(), start()]);
    const tokens = [generated(one.output()), generated(two.output())].filter(Boolean) as string[];
    expect(tokens).toHaveLength(1);
    const [token] = tokens;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const other = generated(one.output()) ? two : one;
    expect(other.output()).toContain('the admin token stored (hashed) in the database is in use');
    expect(other.output()).not.toContain(token);
    // Printed once, in one line of the log.
    expect((one.output() + two.output()).split(token).length - 1).toBe(1);

    for (const s of [one, two]) {
      expect((await visits(s.baseUrl, token)).status).toBe(200);
      expect((await visits(s.baseUrl, `${token}x`)).status).toBe(401);
    }
    // Only the SHA-256 is in the database.
    const core = await createCoreTestContextOn(db);
    try {
      const rows = await core.query<{ token_sha256: string }>(`SELECT token_sha256 FROM admin_token`);
      expect(rows).toHaveLength(1);
      expect(rows[0].token_sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(token);

      // A later start says that one exists and prints no token.
      await one.stop();
      const again = await start();
      expect(generated(again.output())).toBeUndefined();
      expect(again.output()).toContain('the admin token stored (hashed) in the database is in use');
      expect((await visits(again.baseUrl, token)).status).toBe(200);

      // Rotation: a new token, accepted by every running instance at once; the old one stops working.
      const rotated = await core.rotate();
      expect(rotated).not.toBe(token);
      for (const s of [two, again]) {
        expect((await visits(s.baseUrl, rotated)).status).toBe(200);
        expect((await visits(s.baseUrl, token)).status).toBe(401);
      }
    } finally {
      await core.close();
    }
  }, 120_000);
});

/** The core (as the CLI boots it) on the servers' database: SQL and AdminTokenService.rotate. */
async function createCoreTestContextOn(db: TestDatabase) {
  const restore = useTestEnv(db, { ADMIN_TOKEN: undefined });
  let module: TestingModule;
  try {
    module = await Test.createTestingModule({ imports: [CoreModule] }).compile();
    module.useLogger(['error']);
    await module.init();
  } finally {
    restore();
  }
  return {
    query: <T,>(text: string): Promise<T[]> => module.get(DataSource).query(text),
    rotate: async () => (await module.get(AdminTokenService).rotate()).token,
    close: () => module.close(),
  };
}

withBuild('a set ADMIN_TOKEN shorter than 16 characters', () => {
  it('stops the server at start with a one-line configuration error', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', FRONTEND_DIST: createFakeDist(), ADMIN_TOKEN: 'fifteen-chars-x', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'fatal', error: expect.stringMatching(/^Invalid ADMIN_TOKEN: use at least 16 characters/) });
  });
});
