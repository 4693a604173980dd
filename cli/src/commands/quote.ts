import type { Command } from 'commander';
import { LOCATION_LABELS } from '@rentals/backend/domain/catalogue/locations.js';
import { tierFor } from '@rentals/backend/domain/pricing/daily-rate.js';
import { QuotePriceService } from '@rentals/backend/application/pricing/quote-price.service.js';
import { currentPriceTables } from '../prices-source.js';
import { daysBetweenDates } from '@rentals/backend/domain/shared/dates.js';
import { action, example } from '../action.js';
import { usageError } from '../errors.js';
import { checkDate } from '../parse.js';
import { block, eur, printJson, printLines } from '../output.js';

type QuoteOptions = {
  car: string;
  pickup: string;
  dropoff: string;
  from: string;
  to: string;
  babySeat?: boolean;
  armenia?: boolean;
  json?: boolean;
};

/** The quote of docs/product.md §7 for the rental, from the application's quote service with the current price tables (prices-source.ts). */
export async function quote(opts: QuoteOptions): Promise<void> {
  const from = checkDate(opts.from, '--from');
  const to = checkDate(opts.to, '--to');
  const days = daysBetweenDates(from, to);
  if (days < 1) {
    throw usageError(`--to (${to}) must be at least one day after --from (${from}).`);
  }
  const tables = await currentPriceTables();
  const result = await new QuotePriceService({ get: () => Promise.resolve(tables) }).execute({
    carType: opts.car,
    pickupLocation: opts.pickup,
    dropoffLocation: opts.dropoff,
    days,
    pickupDate: from,
    babySeat: opts.babySeat === true,
    crossBorderArmenia: opts.armenia === true,
  });

  if (opts.json) {
    printJson({ ...result, pickupDate: from, returnDate: to, babySeat: opts.babySeat === true, crossBorderArmenia: opts.armenia === true });
    return;
  }
  const route = `${LOCATION_LABELS[result.pickupLocation]} → ${LOCATION_LABELS[result.dropoffLocation]}`;
  const lines = block([
    ['Car', result.carType],
    ['Route', route],
    ['Dates', `${from} to ${to} (${days} day${days === 1 ? '' : 's'})`],
    ['Daily rate', `${eur(result.dailyRate)} (${tierFor(days).label} tier${result.baseTotal !== result.dailyRate * days ? ', season days differ' : ''})`],
    ['Rental', result.baseTotal === result.dailyRate * days ? `${eur(result.dailyRate)} × ${days} = ${eur(result.baseTotal)}` : eur(result.baseTotal)],
    ['Delivery', result.deliveryFee ? eur(result.deliveryFee) : 'free'],
    ['Baby seat', opts.babySeat ? `${eur(tables.services.babySeat.price)} × ${days} = ${eur(result.babySeatTotal)}` : undefined],
    ['Armenia crossing', opts.armenia ? eur(result.armeniaFee) : undefined],
    ['Total', eur(result.totalPrice)],
  ]);
  printLines(lines);
}

export function registerQuoteCommand(program: Command): void {
  program
    .command('quote')
    .description('price a rental of any of the 14 cars between two dates, with the current prices and seasons')
    .requiredOption('--car <name>', 'car name, any letter case, e.g. "Toyota FJ Cruiser" or "jeep wrangler"')
    .requiredOption('--pickup <city>', 'pickup city: Tbilisi, Batumi or Kutaisi')
    .requiredOption('--dropoff <city>', 'drop-off city: Tbilisi, Batumi or Kutaisi')
    .requiredOption('--from <YYYY-MM-DD>', 'pickup date')
    .requiredOption('--to <YYYY-MM-DD>', 'return date; days = whole days from --from to --to (1 to 365)')
    .option('--baby-seat', 'add a baby seat (per day, at its current price: `rentals prices show`)')
    .option('--armenia', 'add the Armenia border crossing (once, at its current price)')
    .option('--json', 'print the pricing result as JSON')
    .addHelpText(
      'after',
      example(
        'rentals quote --car "Toyota FJ Cruiser" --pickup Tbilisi --dropoff Batumi --from 2026-07-01 --to 2026-07-08',
        'rentals quote --car "cadillac escalade" --pickup kutaisi --dropoff kutaisi --from 2026-08-10 --to 2026-08-13 --baby-seat --armenia',
      ),
    )
    .action(action((opts: QuoteOptions) => quote(opts)));
}
