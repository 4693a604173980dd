/**
 * The one way a command calls an application service: boots the backend's CoreModule (core.ts,
 * imported only now, so `rentals --help`, `quote` and `fleet` never load Nest or the database
 * layer), loads the service class with `load` (a dynamic import, after the configuration and the
 * database address have been checked), runs `work` with its instance and closes the context.
 */
import type { CoreOptions } from './core.js';
import { usageError } from './errors.js';
import { osUser } from './os-user.js';

/**
 * Who a change is recorded as (docs/cli.md, "Who did it"): `--by`, else RENTALS_STAFF, names a
 * staff account (any case; an unknown name is refused, exit 2, listing the accounts). Without
 * either, the money commands (payments, charges, refunds, a check-out with --pay) are refused;
 * the others are recorded as the operating-system user.
 */
type ActorOption = { by: string | undefined; money?: boolean };

type ServiceOptions = CoreOptions & { actor?: ActorOption };

/** The staff name to look up, or null for the OS user; a money command without a name is refused before anything starts. */
function namedActor(a: ActorOption): string | null {
  const named = a.by ?? (process.env.RENTALS_STAFF?.trim() || undefined);
  if (named !== undefined) return named;
  if (a.money) throw usageError('say who handles the money: --by <staff account> or RENTALS_STAFF (rentals staff list shows the accounts).');
  return null;
}

export async function withService<S, R>(
  load: () => Promise<abstract new (...args: never[]) => S>,
  work: (service: S, actor: string) => Promise<R>,
  options: ServiceOptions = {},
): Promise<R> {
  const { actor, ...core } = options;
  const named = actor ? namedActor(actor) : null;
  const { withCore } = await import('./core.js');
  return withCore(async (app) => {
    let by = '';
    if (actor) {
      by = named === null ? osUser() : await app.get((await import('@rentals/backend/application/staff/list-staff.service.js')).ListStaffService).actor(named);
    }
    return work(app.get(await load()), by);
  }, core);
}
