#!/usr/bin/env node
// What a test database costs the suite (backend/test/support/database.ts): an empty database that
// the application migrates at its start (every migration replayed), against a copy of a migrated
// template (CREATE DATABASE ... TEMPLATE on PostgreSQL, a copied data directory on the embedded
// database). Wall time and this process's CPU time (the PostgreSQL server's own work is not in it).
//
//   node bench/test-databases.mjs [runs]     (default 3; PostgreSQL part only with DATABASE_URL)
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'backend/dist/adapters/persistence/database-connection.js');
if (!existsSync(built)) {
  console.error('test-databases: the backend is not built; run npm run build');
  process.exit(1);
}
const { DatabaseConnection } = await import(built);
const runs = Number(process.argv[2]) || 3;
const server = process.env.DATABASE_URL?.trim();

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
async function timed(label, work) {
  const wall = Date.now();
  const cpu = cpuMs();
  await work();
  console.log(`${label.padEnd(44)} wall ${String(Date.now() - wall).padStart(6)} ms   CPU ${String(Math.round(cpuMs() - cpu)).padStart(6)} ms`);
}
async function open(config) {
  await (await DatabaseConnection.open(config)).close();
}

console.log(`load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`);
if (server) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const url = (name) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const id = `bench_db_${Date.now().toString(36)}`;
  const made = [];
  try {
    for (let i = 0; i < runs; i++) {
      await timed(`PostgreSQL: empty, migrated at start #${i + 1}`, async () => {
        await admin.query(`CREATE DATABASE ${id}_m${i}`);
        made.push(`${id}_m${i}`);
        await open({ databaseUrl: url(`${id}_m${i}`), dataDir: '' });
      });
      await timed(`PostgreSQL: copy of a migrated template #${i + 1}`, async () => {
        await admin.query(`CREATE DATABASE ${id}_t${i} TEMPLATE ${id}_m0`);
        made.push(`${id}_t${i}`);
        await open({ databaseUrl: url(`${id}_t${i}`), dataDir: '' });
      });
    }
  } finally {
    for (const name of made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const work = mkdtempSync(join(tmpdir(), 'bench-test-databases-'));
try {
  // The backend's PGlite, by path (a dependency of the backend, not of the root).
  const pglite = join(root, 'node_modules/@electric-sql/pglite/dist');
  const { PGlite } = await import(join(pglite, 'index.js'));
  const { btree_gist } = await import(join(pglite, 'contrib/btree_gist.js'));
  const initdb = join(work, 'initdb');
  mkdirSync(initdb);
  await (await PGlite.create({ dataDir: join(initdb, 'pgdata'), extensions: { btree_gist } })).close();
  const migrated = join(work, 'migrated');
  cpSync(join(initdb, 'pgdata'), join(migrated, 'pgdata'), { recursive: true });
  await open({ databaseUrl: undefined, dataDir: migrated });
  for (let i = 0; i < runs; i++) {
    const a = join(work, `a${i}`);
    await timed(`embedded: initdb copy, migrated at start #${i + 1}`, async () => {
      cpSync(join(initdb, 'pgdata'), join(a, 'pgdata'), { recursive: true });
      await open({ databaseUrl: undefined, dataDir: a });
    });
    const b = join(work, `b${i}`);
    await timed(`embedded: copy of a migrated directory #${i + 1}`, async () => {
      cpSync(join(migrated, 'pgdata'), join(b, 'pgdata'), { recursive: true });
      await open({ databaseUrl: undefined, dataDir: b });
    });
    rmSync(a, { recursive: true, force: true });
    rmSync(b, { recursive: true, force: true });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
