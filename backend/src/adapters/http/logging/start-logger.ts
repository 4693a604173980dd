import { ConsoleLogger, type ConsoleLoggerOptions, type LogLevel } from '@nestjs/common';
import type { BatchedSink } from './request-logger.js';

/** Nest's start-up chatter: a line per controller and per route (~80 "Mapped {/api/…, GET} route" lines). */
const ROUTE_CONTEXTS = new Set(['RoutesResolver', 'RouterExplorer']);

/** What Nest hands `printAsJson` besides the message. */
type JsonLineOptions = { context: string; logLevel: LogLevel; writeStreamType?: 'stdout' | 'stderr'; errorStack?: unknown; params?: Record<string, unknown>; error?: Error };

/**
 * The server's logger (`npm start`): Nest's route lines go to the debug level (not printed unless
 * debug is among the levels), so the admin token and the address stand out; errors and warnings
 * are printed as before. With `stdout` (JSON lines, production) the lines Nest writes to stdout go
 * out through it, batched with the request lines: a write per line was 2.5 % of a booking's CPU
 * (its "booking ... created" line; bench/results/2026-11-29-bookings-floor.md). A line for stderr
 * writes the waiting ones first, then itself at once.
 */
export class StartLogger extends ConsoleLogger {
  constructor(
    options: ConsoleLoggerOptions,
    private readonly stdout: BatchedSink | null = null,
  ) {
    super(options);
  }

  protected override printAsJson(message: unknown, options: JsonLineOptions): void {
    const plainJson = options.writeStreamType !== 'stderr' && !this.options.forceConsole && !this.options.colors && this.inspectOptions.compact === true;
    if (this.stdout && plainJson) {
      this.stdout(this.stringifyJsonLogObject(this.getJsonLogObject(message, options)));
      return;
    }
    this.stdout?.flush();
    super.printAsJson(message, options);
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest.length ? rest[rest.length - 1] : this.context;
    if (typeof context === 'string' && ROUTE_CONTEXTS.has(context)) this.debug(message, ...rest);
    else super.log(message, ...rest);
  }
}
