import type { Command } from 'commander';
import type { CatalogueCar } from '@rentals/backend/application/ports/catalogue.repository.js';
import type { PriceChangeView } from '@rentals/backend/application/pricing/price-list.service.js';
import { action, example } from '../action.js';
import { printJson, printLines, table, type Column } from '../output.js';

const LANGS = ['en', 'ru', 'he', 'ar'] as const;
type CarOptions = { class?: string; seats?: string; daily?: string; tiers?: string; by?: string; json?: boolean; show?: boolean } & Record<string, unknown>;

async function run<S, R>(load: () => Promise<abstract new (...args: never[]) => S>, work: (service: S, by: string) => Promise<R>, readOnly = false, by?: { by: string | undefined }): Promise<R> {
  const { withService } = await import('../service.js');
  return withService(load, work, { readOnly, actor: by });
}
const carsService = async () => (await import('@rentals/backend/application/fleet/catalogue-cars.service.js')).CatalogueCarsService;

/** The texts given as --description-<lang> and --features-<lang> (commander: descriptionEn, featuresEn, …). */
function texts(opts: CarOptions): Record<string, { description?: unknown; features?: unknown }> {
  const out: Record<string, { description?: unknown; features?: unknown }> = {};
  for (const lang of LANGS) {
    const suffix = lang[0].toUpperCase() + lang.slice(1);
    const description = opts[`description${suffix}`];
    const features = opts[`features${suffix}`];
    if (description !== undefined || features !== undefined) out[lang] = { description, features };
  }
  return out;
}

function withCarOptions(cmd: Command): Command {
  cmd
    .option('--class <class>', 'drive: 4x4 or 2x2')
    .option('--seats <n>', 'seats, 1 to 20')
    .option('--daily <eur>', 'daily rate for 1-3 days; the longer bands get 3 %, 5 % and 10 % off, rounded')
    .option('--tiers <a,b,c,d>', 'or the four band rates (1-3, 4-6, 7-13, 14+ days)');
  for (const lang of LANGS) {
    cmd.option(`--description-${lang} <text>`, `description in ${lang}`).option(`--features-${lang} <a,b>`, `features in ${lang}, comma-separated`);
  }
  return cmd.option('--by <name>', 'who makes the change (default: your OS user name)').option('--json', 'print the recorded change');
}

const printChange = (opts: CarOptions, c: PriceChangeView) =>
  opts.json ? printJson(c) : printLines([`Changed ${c.subject} (by ${c.by}). Every instance uses it within seconds.`]);

export function registerCarCommands(program: Command): void {
  const cars = program
    .command('cars')
    .description('the cars of the catalogue: rates, class, seats, texts in en, ru, he, ar; hide a car (bookings kept)')
    .addHelpText('after', example('rentals cars list', 'rentals cars add "Toyota Land Cruiser" --class 4x4 --seats 7 --daily 95 --description-en "Big and calm"', 'rentals cars hide "Toyota Land Cruiser"'));

  cars
    .command('list')
    .description('every car, hidden ones too')
    .option('--json', 'print [{name, tiers, fleet, hidden, carClass, seats, texts}]')
    .action(action(async (opts: { json?: boolean }) => {
      const list = await run(carsService, (s) => s.list(), true);
      if (opts.json) return printJson(list);
      const columns: Column<CatalogueCar>[] = [
        { header: 'Car', value: (c) => c.name },
        { header: 'Class', value: (c) => c.carClass ?? '—' },
        { header: 'Seats', value: (c) => c.seats ?? '—', align: 'right' },
        { header: '1-3 / 4-6 / 7-13 / 14+', value: (c) => c.tiers.join(' / ') },
        { header: 'On the site', value: (c) => (c.hidden ? 'hidden' : c.fleet ? 'yes' : 'priced only') },
      ];
      printLines(table(columns, list));
    }));

  withCarOptions(cars.command('add <name>').description('add a car (quoted at once; --class, --seats and --daily or --tiers are required)')).action(
    action(async (name: string, opts: CarOptions) => {
      const c = await run(carsService, (s, by) => s.add({ name, carClass: opts.class, seats: opts.seats, daily: opts.daily, tiers: opts.tiers, texts: texts(opts) }, by), false, { by: opts.by });
      printChange(opts, c);
    }),
  );

  withCarOptions(cars.command('edit <name>').description('change the fields given; --show offers a hidden car again'))
    .option('--show', 'offer a hidden car again')
    .action(
      action(async (name: string, opts: CarOptions) => {
        const c = await run(carsService, (s, by) =>
          s.edit(name, { carClass: opts.class, seats: opts.seats, daily: opts.daily, tiers: opts.tiers, texts: texts(opts), show: opts.show ? true : undefined }, by),
          false,
          { by: opts.by },
        );
        printChange(opts, c);
      }),
    );

  cars
    .command('hide <name>')
    .description('stop offering a car (not quoted, not bookable, off the site); its bookings are kept')
    .option('--by <name>', 'who makes the change (default: your OS user name)')
    .option('--json', 'print the recorded change')
    .action(action(async (name: string, opts: CarOptions) => printChange(opts, await run(carsService, (s, by) => s.hide(name, by), false, { by: opts.by }))));
}
