import type { Command } from 'commander';
import { action, example } from '../action.js';
import { printJson, printLines } from '../output.js';
import type { BookingView } from '@rentals/backend/application/booking/booking-view.js';
import { withService } from '../service.js';

type HandoverOptions = { km: string; fuel: string; damage?: string; by?: string; json?: boolean };

/**
 * `rentals bookings check-out` and `check-in` (docs/cli.md): the phone's handover and return
 * through the same application service (RecordHandoverService), without photos or signature.
 */
export function registerHandoverCommands(bookings: Command, defaultActor: () => string): void {
  const run = (kind: 'check-out' | 'check-in') =>
    action(async (reference: string, opts: HandoverOptions) => {
      const booking: BookingView = await withService(
        async () => (await import('@rentals/backend/application/handover/record-handover.service.js')).RecordHandoverService,
        (service) =>
          service.execute({
            reference: reference.trim(),
            kind,
            odometerKm: opts.km,
            fuelEighths: opts.fuel,
            damageNotes: opts.damage ?? '',
            photos: [],
            signaturePng: null,
            unsigned: true,
            by: opts.by ?? defaultActor(),
          }),
      );
      if (opts.json) printJson(booking);
      else {
        const what = kind === 'check-out' ? 'Handed over' : 'Returned';
        printLines([
          `${what} booking ${booking.reference} (${booking.carType} ${booking.unit ?? 'no unit'}, ${booking.customerName}): ${opts.km.trim()} km, fuel ${opts.fuel.trim()}/8. Status: ${booking.status}.`,
        ]);
      }
    });

  bookings
    .command('check-out')
    .description('hand the car of a confirmed booking over to the customer (status on_rent); from the day before pickup')
    .argument('<id-or-reference>', 'the booking reference (e.g. GR-7K3Q9P) or its id')
    .requiredOption('--km <n>', 'the odometer reading, whole km')
    .requiredOption('--fuel <0-8>', 'the fuel level in eighths of a tank (8 = full)')
    .option('--damage <text>', 'damage already on the car')
    .option('--by <name>', 'who hands it over, recorded in the booking history (default: your OS user name)')
    .option('--json', 'print the updated booking as JSON')
    .addHelpText('after', example('rentals bookings check-out GR-7K3Q9P --km 42000 --fuel 8 --by anna'))
    .action(run('check-out'));

  bookings
    .command('check-in')
    .description('record the return of a car on rent (status returned); the unit is free again after TURNAROUND_HOURS')
    .argument('<id-or-reference>', 'the booking reference (e.g. GR-7K3Q9P) or its id')
    .requiredOption('--km <n>', 'the odometer reading, whole km (not below the check-out)')
    .requiredOption('--fuel <0-8>', 'the fuel level in eighths of a tank (8 = full)')
    .option('--damage <text>', 'new damage found at the return')
    .option('--by <name>', 'who takes the car back, recorded in the booking history (default: your OS user name)')
    .option('--json', 'print the updated booking as JSON')
    .addHelpText('after', example('rentals bookings check-in GR-7K3Q9P --km 42650 --fuel 6 --damage "scratch on the rear door" --by anna'))
    .action(run('check-in'));
}
