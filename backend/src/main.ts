import 'reflect-metadata';
import { ConsoleLogger, Logger } from '@nestjs/common';
import { AppConfig } from './config/app-config.js';
import { createApp, type CreateAppOptions } from './adapters/http/create-app.js';
import { DatabaseUnavailableError } from './adapters/persistence/database-unavailable.error.js';

const RETRY_START_MS = 1000;
const RETRY_MAX_MS = 15000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Production entry point: `node backend/dist/main.js` (npm start). In production (NODE_ENV=production,
 * or LOG_FORMAT=json) every log line is one JSON object, like the per-request lines.
 */
async function main(): Promise<void> {
  const json = process.env.NODE_ENV === 'production' || process.env.LOG_FORMAT === 'json';
  const logger = new Logger('Main');
  const options: CreateAppOptions = {
    logger: json ? new ConsoleLogger({ json: true, logLevels: ['log', 'warn', 'error', 'fatal'] }) : ['log', 'warn', 'error', 'fatal'],
  };
  // A database that is not up yet (a PostgreSQL container still starting, a network blip) does not
  // end the process: the start is retried with a growing pause until it answers. A bad
  // configuration value still stops the start at once with its one-line reason.
  let app: Awaited<ReturnType<typeof createApp>>;
  for (let pause = RETRY_START_MS; ; pause = Math.min(pause * 2, RETRY_MAX_MS)) {
    try {
      app = await createApp(options);
      break;
    } catch (err) {
      if (!(err instanceof DatabaseUnavailableError)) throw err;
      logger.warn(`the database is unreachable (${err.message}); trying again in ${pause / 1000} s`);
      await sleep(pause);
    }
  }
  const config = app.get(AppConfig);
  if (config.adminTokenGenerated) {
    logger.warn(`ADMIN_TOKEN is not set; the admin token of this run is ${config.adminToken} (set ADMIN_TOKEN to keep one across restarts)`);
  }
  await app.listen(config.port);
  logger.log(`Serving the site and the API on http://localhost:${config.port} (API docs at /api/docs)`);
}

main().catch((err: unknown) => {
  const e = err as { name?: string; message?: string };
  // Configuration and database errors carry a one-line message naming the cause; no stack here.
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'fatal', msg: 'server failed to start', error: e?.message ?? String(err), name: e?.name })}\n`,
  );
  process.exit(1);
});
