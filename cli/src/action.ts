import { reportError, EXIT } from './errors.js';
import { io } from './io.js';

/**
 * Wraps a command's work: on success the command (io.ts: the process) ends with status 0 (even if a database pool or
 * timer would keep it alive), on failure with the error's one line on stderr and its status.
 * Either way it ends only once stdout and stderr have reached their reader (a pipe holds 64 KB:
 * `rentals bookings list --json | jq` would otherwise get a cut-off document).
 */
export function action<A extends unknown[]>(work: (...args: A) => Promise<void> | void): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      await work(...args);
    } catch (err) {
      await io().exit(reportError(err));
    }
    await io().exit(EXIT.ok);
  };
}

/** Adds the example shown at the end of a command's --help. */
export function example(...lines: string[]): string {
  return `\nExample${lines.length > 1 ? 's' : ''}:\n${lines.map((l) => `  $ ${l}`).join('\n')}`;
}
