#!/usr/bin/env node
// Test helper: runs one SQL statement on the database of DATABASE_URL / DATA_DIR through the
// backend's own connection (on the embedded database: as host or socket client, like the CLI) and
// prints the rows as JSON.  node run-sql.mjs '{"text":"SELECT 1","params":[]}'
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createCoreContext } from '@rentals/backend/core.module.js';

const { text, params } = JSON.parse(process.argv[2] ?? '{}');
Logger.overrideLogger(false);
const app = await createCoreContext({ logger: false });
let rows;
try {
  rows = await app.get(DataSource).query(text, params ?? []);
} finally {
  await app.close();
}
process.stdout.write(`${JSON.stringify(rows)}\n`);
process.exit(0);
