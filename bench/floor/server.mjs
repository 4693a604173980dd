#!/usr/bin/env node
// The plain Express 5 floor server of bench/api-floor.mjs (see handlers.mjs). Listens on PORT,
// connects to DATABASE_URL, or to the embedded database of DATA_DIR through the socket of the
// process that hosts it (the real server, started first).
import express from 'express';
import pg from 'pg';
import { EmbeddedDatabase } from '../../backend/dist/adapters/persistence/embedded/embedded-database.js';
import { FLOOR_HANDLERS } from './handlers.mjs';

const url = process.env.DATABASE_URL || (await EmbeddedDatabase.forDataDir(process.env.DATA_DIR).url());
// The real server's pool: 10 connections.
const pool = new pg.Pool({ connectionString: url, max: 10 });
const routes = JSON.parse(process.env.FLOOR_ROUTES);

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '32kb' }));
for (const route of routes) {
  const make = FLOOR_HANDLERS[route.name];
  if (!make) throw new Error(`bench/floor/handlers.mjs has no handler for the route "${route.name}"`);
  app[route.method.toLowerCase()](route.path, make({ pool }));
}
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  pool.end().finally(() => process.exit(0));
});
