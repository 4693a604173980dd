import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { StartLogger } from './adapters/http/logging/start-logger.js';
import { sharedStdout } from './adapters/http/logging/request-logger.js';
import { AppConfig } from './config/app-config.js';
import { loadEnvFiles } from './config/load-env.js';
import { type CreateAppOptions } from './adapters/http/create-app.js';
import { createApp } from './app.module.js';
import { HttpDrain } from './adapters/http/graceful-shutdown.js';
import { ShutdownState } from './adapters/http/shutdown-state.js';
import { AdminTokenService } from './application/admin/admin-token.service.js';
import { DatabaseUnavailableError } from './adapters/persistence/database-unavailable.error.js';
import { exitWhenFlushed, flushPendingOutput } from './adapters/lifecycle/exit-when-flushed.js';

const RETRY_START_MS = 1000;
const RETRY_MAX_MS = 15000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * After the delay and the grace period, how long closing the workers and the database may take
 * before the process ends anyway: it has exited within delay + grace + 2 s (docs/operations.md).
 */
const CLOSE_DEADLINE_MS = 1500;

/**
 * Production entry point: `node backend/dist/main.js` (npm start). In production (NODE_ENV=production,
 * or LOG_FORMAT=json) every log line is one JSON object, like the per-request lines.
 */
async function main(): Promise<void> {
  const json = process.env.NODE_ENV === 'production' || process.env.LOG_FORMAT === 'json';
  const logger = new Logger('Main');
  const options: CreateAppOptions = {
    // Nest's ~80 route lines are at the debug level (StartLogger): the lines below stand out.
    logger: new StartLogger({ json, logLevels: ['log', 'warn', 'error', 'fatal'] }, json ? sharedStdout() : null),
  };
  // A database that is not up yet (a PostgreSQL container still starting, a network blip) does not
  // end the process: the start is retried with a growing pause until it answers. A bad
  // configuration value still stops the start at once with its one-line reason.
  // A bad configuration value (ADMIN_TOKEN shorter than 16 characters, ...) stops the start here,
  // before Nest logs anything: one line naming the variable (main().catch below).
  loadEnvFiles();
  AppConfig.fromEnv(process.env);
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
  // The admin token (docs/operations.md): a generated one is shown once, by the start that created it.
  const adminToken = await app.get(AdminTokenService).atStart();
  // The generated token and the address are plain lines on stdout (not log records) for the person
  // who ran `npm start`, after the log lines logged before them (which wait in the batch).
  const plain = (line: string) => {
    sharedStdout().flush();
    process.stdout.write(`${line}\n`);
  };
  if (adminToken.source === 'database' && adminToken.created) {
    plain(
      `ADMIN_TOKEN is not set: generated the admin token ${adminToken.token} . It is shown this once; only its SHA-256 is stored, and every instance on this database accepts it. Keep it now; \`rentals admin-token rotate\` makes a new one.`,
    );
  } else if (adminToken.source === 'database') {
    logger.log('ADMIN_TOKEN is not set: the admin token stored (hashed) in the database is in use; `rentals admin-token rotate` makes a new one and prints it');
  }
  const shutdownState = app.get(ShutdownState);
  const drain = new HttpDrain(app.getHttpServer());
  await app.listen(config.port);
  // PORT=0: the system picked a free port (how the tests start servers, with no race for a port
  // between choosing and listening); links in e-mails and the line below name the one it picked.
  const address = app.getHttpServer().address();
  if (config.port === 0 && address !== null && typeof address === 'object') config.port = address.port;
  plain(`The site is at http://localhost:${config.port}/ (the back office at /staff, the API docs at /api/docs)`);

  // Graceful stop (docs/operations.md): for SHUTDOWN_DELAY_S keep accepting and answering while
  // /api/health answers 503 "stopping" (a load balancer moves traffic away; every connection the
  // kernel had accepted gets read and answered), then stop accepting, let the requests in flight
  // finish within SHUTDOWN_GRACE_S, then app.close() stops the background workers (scheduler; see
  // BackgroundWorker) and closes the database (and the embedded database if this process hosts
  // it). A second signal ends the process at once.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      logger.warn(`${signal} received again: exiting now`);
      await exitWhenFlushed(1, 1000);
    }
    stopping = true;
    shutdownState.stopping = true;
    const started = Date.now();
    const graceMs = config.shutdownGraceS * 1000;
    const delayMs = config.shutdownDelayS * 1000;
    setTimeout(() => {
      logger.error(`stopping took longer than ${(delayMs + graceMs + CLOSE_DEADLINE_MS) / 1000} s: exiting anyway`);
      void exitWhenFlushed(1, 300);
    }, delayMs + graceMs + CLOSE_DEADLINE_MS).unref();
    if (delayMs > 0) {
      logger.log(`${signal} received: stopping in ${config.shutdownDelayS} s (SHUTDOWN_DELAY_S; /api/health answers 503 "stopping", everything else is still answered)`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    logger.log(`${signal} received: stopping (no new connections; ${drain.requestsInFlight} request(s) in flight get up to ${config.shutdownGraceS} s)`);
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
