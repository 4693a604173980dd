import type { Command } from 'commander';
import type { PriceChangeView, PriceListView } from '@rentals/backend/application/pricing/price-list.service.js';
import type { Season } from '@rentals/backend/domain/pricing/price-tables.js';
import { INSURANCE_TYPES } from '@rentals/backend/domain/booking/insurance-prices.js';
import { action, example } from '../action.js';
import { instant, printJson, printLines, table, type Column } from '../output.js';

type JsonOption = { json?: boolean };
type ByOption = JsonOption & { by?: string };

// The services load Nest and the database layer: imported when a command runs.
async function run<S, R>(load: () => Promise<abstract new (...args: never[]) => S>, work: (service: S, by: string) => Promise<R>, readOnly = false, by?: { by: string | undefined }): Promise<R> {
  const { withService } = await import('../service.js');
  return withService(load, work, { readOnly, actor: by });
}
const priceList = async () => (await import('@rentals/backend/application/pricing/price-list.service.js')).PriceListService;
const changePrices = async () => (await import('@rentals/backend/application/pricing/change-prices.service.js')).ChangePricesService;

const BY = ['--by <name>', 'who makes the change, recorded in the price history (default: your OS user name)'] as const;

function value(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'object') {
    const s = v as Partial<Season>;
    if (s.from && s.to) return seasonText(s as Season);
    return JSON.stringify(v);
  }
  return String(v);
}

function seasonText(s: Season): string {
  const percent = `${s.percent > 0 ? '+' : ''}${s.percent}%`;
  return `${s.from} to ${s.to} ${percent}${s.minDays ? `, min ${s.minDays} days` : ''}${s.cars ? ` (${s.cars.join(', ')})` : ''}`;
}

function renderPrices(p: PriceListView): string[] {
  const carColumns: Column<PriceListView['cars'][number]>[] = [
    { header: 'Car', value: (c) => c.name },
    ...p.bands.map((band, i): Column<PriceListView['cars'][number]> => ({ header: band, value: (c) => c.tiers[i], align: 'right' })),
  ];
  return [
    'Daily rates (EUR per day by rental length):',
    ...table(carColumns, p.cars),
    '',
    'Delivery fees (EUR, either direction):',
    ...table([{ header: 'Route', value: (f: PriceListView['deliveryFees'][number]) => `${f.from} ↔ ${f.to}` }, { header: 'Fee', value: (f) => f.fee, align: 'right' }], p.deliveryFees),
    '',
    'Services (EUR):',
    ...table([{ header: 'Service', value: (s: PriceListView['services'][number]) => s.key }, { header: 'Price', value: (s) => s.price, align: 'right' }, { header: 'Unit', value: (s) => s.unit }], p.services),
    '',
    'Insurance (EUR per day):',
    ...table([{ header: 'Option', value: (i: PriceListView['insurance'][number]) => i.type }, { header: 'Per day', value: (i) => i.perDay, align: 'right' }], p.insurance),
    '',
    p.seasons.length ? `Seasons: ${p.seasons.map((s) => `${s.name} ${seasonText(s)}`).join('; ')}` : 'No seasons: `rentals seasons add` makes one.',
  ];
}

function renderChange(c: PriceChangeView): string[] {
  return [`Changed ${c.subject}: ${value(c.before)} → ${value(c.after)} (by ${c.by}, ${instant(c.at)}). Every instance uses it within seconds.`];
}

function renderHistory(list: PriceChangeView[]): string[] {
  if (list.length === 0) return ['No price changes yet: every price is the specification’s.'];
  const columns: Column<PriceChangeView>[] = [
    { header: 'When', value: (c) => instant(c.at) },
    { header: 'Who', value: (c) => c.by },
    { header: 'What', value: (c) => c.subject },
    { header: 'Before', value: (c) => value(c.before) },
    { header: 'After', value: (c) => value(c.after) },
  ];
  return table(columns, list);
}

function renderSeasons(list: Season[]): string[] {
  if (list.length === 0) return ['No seasons.'];
  const columns: Column<Season>[] = [
    { header: 'Season', value: (s) => s.name },
    { header: 'From', value: (s) => s.from },
    { header: 'To (incl.)', value: (s) => s.to },
    { header: 'Percent', value: (s) => `${s.percent > 0 ? '+' : ''}${s.percent}%`, align: 'right' },
    { header: 'Min days', value: (s) => s.minDays ?? '—', align: 'right' },
    { header: 'Cars', value: (s) => (s.cars ? s.cars.join(', ') : 'all') },
  ];
  return table(columns, list);
}

const print = (json: boolean | undefined, data: unknown, lines: () => string[]) => (json ? printJson(data) : printLines(lines()));

export function registerPriceCommands(program: Command): void {
  const prices = program
    .command('prices')
    .description('the price tables in the database: daily rates per band, delivery fees, services, insurance, and their history')
    .addHelpText('after', example('rentals prices show', 'rentals prices set "Toyota FJ Cruiser" --tiers 70,68,67,63', 'rentals prices history --json'));

  prices
    .command('show')
    .description('every car’s daily rate for 1-3, 4-6, 7-13 and 14+ days, delivery fees, services, insurance and seasons')
    .option('--json', 'print {version, bands, cars, deliveryFees, services, insurance, seasons}')
    .action(action(async (opts: JsonOption) => {
      const p = await run(priceList, (s) => s.show(), true);
      print(opts.json, p, () => renderPrices(p));
    }));

  prices
    .command('set <car>')
    .description('set a car’s daily rates for 1-3, 4-6, 7-13 and 14+ days (whole euros)')
    .requiredOption('--tiers <a,b,c,d>', 'four daily rates, e.g. 70,68,67,63')
    .option(...BY)
    .option('--json', 'print the recorded change')
    .addHelpText('after', example('rentals prices set "Toyota FJ Cruiser" --tiers 75,73,71,68'))
    .action(action(async (car: string, opts: ByOption & { tiers: string }) => {
      const c = await run(changePrices, (s, by) => s.setRates(car, opts.tiers, by), false, { by: opts.by });
      print(opts.json, c, () => renderChange(c));
    }));

  prices
    .command('history')
    .description('every change of prices, fees, services, insurance, seasons and cars: who, when, before → after (newest first)')
    .option('--json', 'print [{id, at, by, subject, before, after}]')
    .action(action(async (opts: JsonOption) => {
      const list = await run(priceList, (s) => s.history(), true);
      print(opts.json, list, () => renderHistory(list));
    }));

  program
    .command('fees')
    .description('delivery fees between cities')
    .command('set <city> <city2> <eur>')
    .description('set the delivery fee between two cities (either direction; the same city twice: within it)')
    .option(...BY)
    .option('--json', 'print the recorded change')
    .addHelpText('after', example('rentals fees set Tbilisi Batumi 110'))
    .action(action(async (a: string, b: string, eur: string, opts: ByOption) => {
      const c = await run(changePrices, (s, by) => s.setFee(a, b, eur, by), false, { by: opts.by });
      print(opts.json, c, () => renderChange(c));
    }));

  program
    .command('services')
    .description('prices of the optional services')
    .command('set <key> <eur>')
    .description('set a service’s price in whole euros (per day or once, as the service is charged)')
    .option(...BY)
    .option('--json', 'print the recorded change')
    .addHelpText('after', example('rentals services set babySeat 4', 'rentals services set crossBorderArmenia 95'))
    .action(action(async (key: string, eur: string, opts: ByOption) => {
      const c = await run(changePrices, (s, by) => s.setService(key, eur, by), false, { by: opts.by });
      print(opts.json, c, () => renderChange(c));
    }));

  program
    .command('insurance')
    .description('daily prices of the insurance choices')
    .command('set <type> <eur>')
    .description(`set an insurance choice’s price in whole euros per rental day (types: ${INSURANCE_TYPES.join(', ')})`)
    .option(...BY)
    .option('--json', 'print the recorded change')
    .addHelpText('after', example('rentals insurance set standard 12', 'rentals insurance set enhanced 35'))
    .action(action(async (type: string, eur: string, opts: ByOption) => {
      const c = await run(changePrices, (s, by) => s.setInsurance(type, eur, by), false, { by: opts.by });
      print(opts.json, c, () => renderChange(c));
    }));

  const seasons = program
    .command('seasons')
    .description('seasons: a percent on each rental day in them, and a minimum stay for rentals starting in them')
    .addHelpText('after', example('rentals seasons add "Summer 2027" --from 2027-07-01 --to 2027-08-31 --percent 20 --min-days 5', 'rentals seasons list'));

  seasons
    .command('add <name>')
    .description('add a season (it may not overlap another season for the same car)')
    .requiredOption('--from <YYYY-MM-DD>', 'first day of the season')
    .requiredOption('--to <YYYY-MM-DD>', 'last day of the season (included)')
    .requiredOption('--percent <n>', 'change of each day’s rate, -90 to +500 (whole number)')
    .option('--cars <a,b>', 'only these cars (default: every car)')
    .option('--min-days <n>', 'the shortest rental that starts in the season')
    .option(...BY)
    .option('--json', 'print the recorded change')
    .action(action(async (name: string, opts: ByOption & { from: string; to: string; percent: string; cars?: string; minDays?: string }) => {
      const c = await run(changePrices, (s, by) =>
        s.addSeason({ name, from: opts.from, to: opts.to, percent: opts.percent, cars: opts.cars, minDays: opts.minDays }, by),
        false,
        { by: opts.by },
      );
      print(opts.json, c, () => renderChange(c));
    }));

  seasons
    .command('list')
    .description('the seasons, by first day')
    .option('--json', 'print [{name, from, to, percent, cars, minDays}]')
    .action(action(async (opts: JsonOption) => {
      const list = await run(priceList, (s) => s.seasons(), true);
      print(opts.json, list, () => renderSeasons(list));
    }));

  seasons
    .command('remove <name>')
    .description('remove a season (bookings made keep their prices)')
    .option(...BY)
    .option('--json', 'print the recorded change')
    .action(action(async (name: string, opts: ByOption) => {
      const c = await run(changePrices, (s, by) => s.removeSeason(name, by), false, { by: opts.by });
      print(opts.json, c, () => renderChange(c));
    }));
}
