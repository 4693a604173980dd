import 'reflect-metadata';
import { ConsoleLogger, Logger } from '@nestjs/common';
import { AppConfig } from './config/app-config.js';
import { createApp, type CreateAppOptions } from './adapters/http/create-app.js';
import { HttpDrain } from './adapters/http/graceful-shutdown.js';
import { DatabaseUnavailableError } from './adapters/persistence/database-unavailable.error.js';
import { exitWhenFlushed, flushPendingOutput } from './exit-when-flushed.js';

const RETRY_START_MS = 1000;
const RETRY_MAX_MS = 15000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** After the grace period, how long closing the workers and the database may take before the process ends anyway. */
const CLOSE_DEADLINE_MS = 20_000;

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
  const drain = new HttpDrain(app.getHttpServer());
  await app.listen(config.port);
  logger.log(`Serving the site and the API on http://localhost:${config.port} (API docs at /api/docs)`);

  // Graceful stop (DESIGN §6.5): stop accepting, let the requests in flight finish within
  // SHUTDOWN_GRACE_S, then app.close() stops the background workers (scheduler; see
  // BackgroundWorker) and closes the database (and the embedded database if this process hosts
  // it). A second signal ends the process at once.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      logger.warn(`${signal} received again: exiting now`);
      await exitWhenFlushed(1, 1000);
    }
    stopping = true;
    const started = Date.now();
    const graceMs = config.shutdownGraceS * 1000;
    logger.log(`${signal} received: stopping (no new connections; ${drain.requestsInFlight} request(s) in flight get up to ${config.shutdownGraceS} s)`);
    setTimeout(() => {
      logger.error(`closing took longer than ${(graceMs + CLOSE_DEADLINE_MS) / 1000} s: exiting anyway`);
      void exitWhenFlushed(1, 1000);
    }, graceMs + CLOSE_DEADLINE_MS).unref();
    const result = await drain.drain(graceMs);
    if (result.cut > 0) logger.warn(`${result.cut} request(s) were still unanswered after ${config.shutdownGraceS} s and were cut off`);
    await app.close();
    flushPendingOutput(); // the last request lines before the last line
    logger.log(`stopped after ${Date.now() - started} ms (${result.inFlightAtStart} request(s) were in flight at the signal)`);
    await exitWhenFlushed(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stop(signal).catch((err: unknown) => {
        logger.error(`stopping failed: ${(err as Error)?.message ?? String(err)}`);
        void exitWhenFlushed(1, 1000);
      });
    });
  }
}

main().catch((err: unknown) => {
  const e = err as { name?: string; message?: string };
  // Configuration and database errors carry a one-line message naming the cause; no stack here.
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'fatal', msg: 'server failed to start', error: e?.message ?? String(err), name: e?.name })}\n`,
  );
  void exitWhenFlushed(1, 2000);
});
