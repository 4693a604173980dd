import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../../src/adapters/http/create-app.js';
import { createFakeDist } from './fake-dist.js';
import { createDatabase } from './databases.js';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  distDir: string;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Boots the real server (createApp, as main.ts does) on a test database with a fake frontend
 * build. `env` overrides the environment for this app only; the previous values are restored
 * right after start (the configuration is read once, at start).
 */
export async function startTestApp(
  env: Record<string, string | undefined> = {},
  options: { requestLog?: (line: string) => void } = {},
): Promise<TestApp> {
  const distDir = env.FRONTEND_DIST ?? createFakeDist();
  const database = env.DATABASE_URL ? null : await createDatabase();
  const databaseUrl = env.DATABASE_URL ?? database!.url;
  const settings: Record<string, string | undefined> = {
    ADMIN_TOKEN,
    RATE_LIMIT: '0',
    RECAPTCHA_SITE_KEY: undefined,
    RECAPTCHA_SECRET_KEY: undefined,
    TRUST_PROXY: undefined,
    ...env,
    FRONTEND_DIST: distDir,
    DATABASE_URL: databaseUrl,
  };
  const saved: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(settings)) {
    saved[name] = process.env[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  let app: NestExpressApplication;
  try {
    app = await createApp({ logger: false, requestLog: options.requestLog ?? false });
  } catch (err) {
    await database?.drop();
    throw err;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return {
    app,
    http: request(app.getHttpServer()),
    distDir,
    databaseUrl,
    close: async () => {
      await app.close();
      await database?.drop();
    },
  };
}

/** Polls `check` until it returns true (visits are recorded without holding up the page). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}
