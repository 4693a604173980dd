import { Logger, type OnModuleDestroy } from '@nestjs/common';

/**
 * The shutdown hook of everything that works in the background of a server process: the scheduled
 * jobs, and any other worker (an outbox sender, for one) — extend this class and implement `stop()`.
 *
 * Order on SIGTERM/SIGINT (main.ts, docs/operations.md): the HTTP server stops accepting and lets
 * the requests in flight finish (SHUTDOWN_GRACE_S); then `app.close()` runs every module's
 * `onModuleDestroy`, which here calls `stop()` (take no new work, wait for the current item);
 * only after all of them the database closes (`onApplicationShutdown` of DatabaseConnection).
 * `stop()` must not throw and should finish within a few seconds.
 */
export abstract class BackgroundWorker implements OnModuleDestroy {
  protected abstract readonly workerName: string;

  /** Stops taking new work and resolves when the work already started has finished. */
  abstract stop(): Promise<void>;

  async onModuleDestroy(): Promise<void> {
    const started = Date.now();
    try {
      await this.stop();
    } catch (e) {
      new Logger('Shutdown').warn(`${this.workerName} did not stop cleanly: ${(e as Error)?.message ?? String(e)}`);
      return;
    }
    const ms = Date.now() - started;
    if (ms > 100) new Logger('Shutdown').log(`${this.workerName} stopped after ${ms} ms`);
  }
}
