import type { Command } from 'commander';
import { action, example } from '../action.js';
import { usageError } from '../errors.js';
import { printJson, printLines } from '../output.js';
import type { BookingView } from '@rentals/backend/application/booking/booking-view.js';
import { withService } from '../service.js';

type HandoverOptions = { km: string; fuel: string; damage?: string; by?: string; json?: boolean; pay?: string; currency?: string; method?: string };

/**
 * `rentals bookings check-out` and `check-in` (docs/cli.md): the phone's handover and return
 * through the same application service (RecordHandoverService), without photos or signature. The
 * check-out may take a payment (`--pay`, with `--currency` and `--method`), stored with it and
 * stated in the agreement.
 */
export function registerHandoverCommands(bookings: Command): void {
  const run = (kind: 'check-out' | 'check-in') =>
    action(async (reference: string, opts: HandoverOptions) => {
      if (opts.pay === undefined && (opts.currency !== undefined || opts.method !== undefined)) throw usageError('--currency and --method go with --pay <amount>.');
      if (opts.pay !== undefined && (opts.currency === undefined || opts.method === undefined)) throw usageError('--pay needs --currency EUR|GEL|USD and --method cash|card|transfer.');
      const payments = opts.pay === undefined ? [] : [{ amount: opts.pay, currency: opts.currency, method: opts.method, field: 'pay' }];
      const booking: BookingView = await withService(
        async () => (await import('@rentals/backend/application/handover/record-handover.service.js')).RecordHandoverService,
        (service, by) =>
          service.execute({
            reference: reference.trim(),
            kind,
            odometerKm: opts.km,
            fuelEighths: opts.fuel,
            damageNotes: opts.damage ?? '',
            photos: [],
            signaturePng: null,
            unsigned: true,
            by,
            payments,
          }),
        { actor: { by: opts.by, money: payments.length > 0 } },
      );
      if (opts.json) printJson(booking);
      else {
        const what = kind === 'check-out' ? 'Handed over' : 'Returned';
        const paid = opts.pay === undefined ? '' : ` Paid ${opts.pay.trim()} ${opts.currency!.trim().toUpperCase()} ${opts.method!.trim().toLowerCase()}.`;
        printLines([
          `${what} booking ${booking.reference} (${booking.carType} ${booking.unit ?? 'no unit'}, ${booking.customerName}): ${opts.km.trim()} km, fuel ${opts.fuel.trim()}/8. Status: ${booking.status}.${paid}`,
        ]);
      }
    });

  const BY = 'who hands it over, recorded in the booking history: a staff account, any case (default RENTALS_STAFF, else your OS user name; with --pay one of them is needed)';
  bookings
    .command('check-out')
    .description('hand the car of a confirmed booking over to the customer (status on_rent); from the day before pickup')
    .argument('<id-or-reference>', 'the booking reference (e.g. GR-7K3Q9P) or its id')
    .requiredOption('--km <n>', 'the odometer reading, whole km')
    .requiredOption('--fuel <0-8>', 'the fuel level in eighths of a tank (8 = full)')
    .option('--damage <text>', 'damage already on the car')
    .option('--pay <amount>', 'a payment taken at the handover (e.g. 300 or 1 234,50), stated in the agreement')
    .option('--currency <EUR|GEL|USD>', 'the currency of --pay')
    .option('--method <cash|card|transfer>', 'how --pay was paid')
    .option('--by <name>', BY)
    .option('--json', 'print the updated booking as JSON')
    .addHelpText('after', example('rentals bookings check-out GR-7K3Q9P --km 42000 --fuel 8 --by anna', 'rentals bookings check-out GR-7K3Q9P --km 42000 --fuel 8 --pay 300 --currency EUR --method card --by anna'))
    .action(run('check-out'));

  bookings
    .command('check-in')
    .description('record the return of a car on rent (status returned); the unit is free again after TURNAROUND_HOURS')
    .argument('<id-or-reference>', 'the booking reference (e.g. GR-7K3Q9P) or its id')
    .requiredOption('--km <n>', 'the odometer reading, whole km (not below the check-out)')
    .requiredOption('--fuel <0-8>', 'the fuel level in eighths of a tank (8 = full)')
    .option('--damage <text>', 'new damage found at the return')
    .option('--by <name>', 'who takes the car back, recorded in the booking history: a staff account, any case (default RENTALS_STAFF, else your OS user name)')
    .option('--json', 'print the updated booking as JSON')
    .addHelpText('after', example('rentals bookings check-in GR-7K3Q9P --km 42650 --fuel 6 --damage "scratch on the rear door" --by anna'))
    .action(run('check-in'));
}
