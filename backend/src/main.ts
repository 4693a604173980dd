import 'reflect-metadata';
import { ConsoleLogger, Logger } from '@nestjs/common';
import { AppConfig } from './config/app-config.js';
import { createApp } from './adapters/http/create-app.js';

/**
 * Production entry point: `node backend/dist/main.js` (npm start). In production (NODE_ENV=production,
 * or LOG_FORMAT=json) every log line is one JSON object, like the per-request lines.
 */
async function main(): Promise<void> {
  const json = process.env.NODE_ENV === 'production' || process.env.LOG_FORMAT === 'json';
  const app = await createApp({
    logger: json ? new ConsoleLogger({ json: true, logLevels: ['log', 'warn', 'error', 'fatal'] }) : ['log', 'warn', 'error', 'fatal'],
  });
  const config = app.get(AppConfig);
  const logger = new Logger('Main');
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
