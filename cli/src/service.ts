/**
 * The one way a command calls an application service: boots the backend's CoreModule (core.ts,
 * imported only now, so `rentals --help`, `quote` and `fleet` never load Nest or the database
 * layer), loads the service class with `load` (a dynamic import, after the configuration and the
 * database address have been checked), runs `work` with its instance and closes the context.
 */
import type { CoreOptions } from './core.js';

export async function withService<S, R>(
  load: () => Promise<abstract new (...args: never[]) => S>,
  work: (service: S) => Promise<R>,
  options: CoreOptions = {},
): Promise<R> {
  const { withCore } = await import('./core.js');
  return withCore(async (app) => work(app.get(await load())), options);
}
