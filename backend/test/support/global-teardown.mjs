// Jest globalTeardown (backend and cli): drops the run's migrated templates (see database.ts): the
// PostgreSQL template database on DATABASE_URL's server (template-database.mjs) and the embedded
// data directory (database.ts).
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropTemplate, testRunId } from './template-database.mjs';

export default async function globalTeardown() {
  const id = testRunId();
  if (!id) return;
  await rm(join(tmpdir(), `rentals-pglite-migrated-${id}`), { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) return;
  await dropTemplate(serverUrl, id);
}
