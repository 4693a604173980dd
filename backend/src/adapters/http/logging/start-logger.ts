import { ConsoleLogger, type ConsoleLoggerOptions } from '@nestjs/common';

/** Nest's start-up chatter: a line per controller and per route (~80 "Mapped {/api/…, GET} route" lines). */
const ROUTE_CONTEXTS = new Set(['RoutesResolver', 'RouterExplorer']);

/**
 * The server's logger (`npm start`): Nest's route lines go to the debug level (not printed unless
 * debug is among the levels), so the admin token and the address stand out; errors and warnings
 * are printed as before.
 */
export class StartLogger extends ConsoleLogger {
  constructor(options: ConsoleLoggerOptions) {
    super(options);
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest.length ? rest[rest.length - 1] : this.context;
    if (typeof context === 'string' && ROUTE_CONTEXTS.has(context)) this.debug(message, ...rest);
    else super.log(message, ...rest);
  }
}
