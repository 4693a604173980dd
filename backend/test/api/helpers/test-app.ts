import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MaintenanceJobs } from '../../../src/adapters/scheduler/maintenance.jobs.js';
import { createApp } from '../../../src/app.module.js';
import { createTestDatabase, useTestEnv, type TestDatabase } from '../../support/database.js';
import { createFakeDist } from './fake-dist.js';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

/** Whether the tests run on a real PostgreSQL server (DATABASE_URL) rather than the embedded database. */
export const REAL_POSTGRES = Boolean(process.env.DATABASE_URL);

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  distDir: string;
  /** Runs SQL through the app's own pool (works on PostgreSQL and on the embedded database). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Boots the real server (createApp, as main.ts does) on a fresh test database (test/support) with
 * a fake frontend build. `env` overrides the environment for this app only; the previous values
 * are restored right after start (the configuration is read once, at start). Pass DATABASE_URL in
 * `env` to use a database of your own instead.
 */
export async function startTestApp(
  env: Record<string, string | undefined> = {},
  options: {
    requestLog?: (line: string) => void;
    /**
     * false: the app's scheduled maintenance (expiry, purges, retention; first run 10 s after start)
     * never runs, for tests that run those services themselves and count what they did: otherwise,
     * on a busy machine, the first scheduled run can land between a test's set-up and its own run
     * and do the work first.
     */
    scheduledJobs?: boolean;
  } = {},
): Promise<TestApp> {
  const distDir = env.FRONTEND_DIST ?? createFakeDist();
  const database: TestDatabase | null = env.DATABASE_URL ? null : await createTestDatabase();
  const dbEnv: TestDatabase = database ?? { env: { DATABASE_URL: env.DATABASE_URL! }, drop: async () => undefined };
  const restore = useTestEnv(dbEnv, {
    ADMIN_TOKEN,
    RATE_LIMIT: '0',
    RECAPTCHA_SITE_KEY: undefined,
    RECAPTCHA_SECRET_KEY: undefined,
    TRUST_PROXY: undefined,
    ...env,
    FRONTEND_DIST: distDir,
  });
  let app: NestExpressApplication;
  try {
    app = await createApp({ logger: false, requestLog: options.requestLog ?? false });
  } catch (err) {
    restore();
    await database?.drop();
    throw err;
  }
  restore();
  if (options.scheduledJobs === false) await app.get(MaintenanceJobs).stop();
  return {
    app,
    http: request(app.getHttpServer()),
    distDir,
    query: (text, params = []) => app.get(DataSource).query(text, params),
    close: async () => {
      await app.close();
      await database?.drop();
    },
  };
}

/**
 * Polls `check` until it returns true (visits are recorded without holding up the page; the
 * request log is written after the answer). The limit is generous: a busy machine only makes it
 * wait longer, a quiet one returns at once.
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}
