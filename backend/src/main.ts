import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppConfig } from './config/app-config.js';
import { createApp } from './adapters/http/create-app.js';

/** Production entry point: `node backend/dist/main.js` (npm start). */
async function main(): Promise<void> {
  const app = await createApp();
  const config = app.get(AppConfig);
  const logger = new Logger('Main');
  if (config.adminTokenGenerated) {
    logger.warn(`ADMIN_TOKEN is not set; this run's admin token is ${config.adminToken} (set ADMIN_TOKEN to keep one across restarts)`);
  }
  await app.listen(config.port);
  logger.log(`Serving the site and the API on http://localhost:${config.port} (API docs at /api/docs)`);
}

main().catch((err: unknown) => {
  const e = err as { name?: string; message?: string };
  // Configuration errors are one line naming the variable; anything else gets its message too.
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'fatal', msg: 'server failed to start', error: e?.message ?? String(err), name: e?.name })}\n`);
  process.exit(1);
});
