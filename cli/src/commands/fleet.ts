import type { Command } from 'commander';
import { ListFleetService, type FleetVehicleView } from '@rentals/backend/application/fleet/list-fleet.service.js';
import { PRICE_TIERS } from '@rentals/backend/domain/pricing/daily-rate.js';
import { action, example } from '../action.js';
import { currentPriceTables } from '../prices-source.js';
import { printJson, printLines, table, type Column } from '../output.js';

type FleetRow = FleetVehicleView;

/** The cars of the site with the price per day of each rental-length tier (the application's fleet service; no database, no Nest). */
export async function fleet(opts: { json?: boolean }): Promise<void> {
  const { loadEnvFiles } = await import('@rentals/backend/config/load-env.js');
  const { AppConfig } = await import('@rentals/backend/config/app-config.js');
  loadEnvFiles();
  const tables = await currentPriceTables();
  const rows = await new ListFleetService(AppConfig.fromEnv(process.env).site.videoIds, () => Promise.resolve(tables)).execute();
  if (opts.json) {
    printJson(rows);
    return;
  }
  const columns: Column<FleetRow>[] = [
    { header: 'Vehicle', value: (v) => v.carType },
    { header: 'Seats', value: (v) => v.passengers, align: 'right' },
    { header: 'Drive', value: (v) => v.driveWheels },
    { header: 'l/100km', value: (v) => v.fuelConsumption?.toFixed(1) ?? '—', align: 'right' },
    ...PRICE_TIERS.map((tier, i): Column<FleetRow> => ({ header: tier.label, value: (v) => v.tiers[i].dailyRate, align: 'right' })),
  ];
  printLines([
    ...table(columns, rows),
    '',
    'Prices in EUR per day by rental length; all cars automatic, petrol, unlimited mileage, no deposit.',
    'Other cars can be priced too: rentals quote --help.',
  ]);
}

export function registerFleetCommand(program: Command): void {
  program
    .command('fleet')
    .description('list the five vehicles on the site with their price per day for each rental length')
    .option('--json', 'print the vehicles as JSON (with tiers and fromPrice)')
    .addHelpText('after', example('rentals fleet', 'rentals fleet --json'))
    .action(action((opts: { json?: boolean }) => fleet(opts)));
}
