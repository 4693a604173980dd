import type { Command } from 'commander';
import type { Availability } from '@rentals/backend/domain/availability/availability.js';
import { FEW_LEFT } from '@rentals/backend/domain/availability/availability.js';
import { action, example } from '../action.js';
import { checkDate, checkTime } from '../parse.js';
import { printJson, printLines, table, type Column } from '../output.js';
import { withService } from '../service.js';

type Car = Availability['cars'][number];

function note(c: Car): string {
  if (c.total === 0) return 'no units';
  if (c.available === 0) return 'sold out';
  return c.available <= FEW_LEFT ? `only ${c.available} left` : '';
}

export function renderAvailability(a: Availability): string[] {
  const columns: Column<Car>[] = [
    { header: 'Car', value: (c) => c.carType },
    { header: 'Free', value: (c) => c.available, align: 'right' },
    { header: 'Units', value: (c) => c.total, align: 'right' },
    { header: 'Note', value: note },
  ];
  return [
    `Free from ${a.pickupDate} ${a.pickupTime} to ${a.returnDate} ${a.returnTime} (Tbilisi time, turnaround after the return included):`,
    '',
    ...table(columns, a.cars),
  ];
}

export function registerAvailabilityCommand(program: Command): void {
  program
    .command('availability')
    .description('how many cars of each of the five fleet cars are free for a rental (as the site sees it)')
    .requiredOption('--from <YYYY-MM-DD>', 'pickup date (today or later, Tbilisi date)')
    .requiredOption('--to <YYYY-MM-DD>', 'return date')
    .option('--pickup-time <HH:MM>', 'pickup time', '09:00')
    .option('--return-time <HH:MM>', 'return time', '09:00')
    .option('--json', 'print the answer of GET /api/availability: {pickupDate, pickupTime, returnDate, returnTime, cars: [{carType, available, total}]}')
    .addHelpText('after', example('rentals availability --from 2026-07-01 --to 2026-07-08', 'rentals availability --from 2026-07-01 --to 2026-07-08 --return-time 18:00 --json'))
    .action(
      action(async (opts: { from: string; to: string; pickupTime: string; returnTime: string; json?: boolean }) => {
        const query = {
          pickupDate: checkDate(opts.from, '--from'),
          returnDate: checkDate(opts.to, '--to'),
          pickupTime: checkTime(opts.pickupTime, '--pickup-time'),
          returnTime: checkTime(opts.returnTime, '--return-time'),
        };
        const answer = await withService(
          async () => (await import('@rentals/backend/application/availability/check-availability.service.js')).CheckAvailabilityService,
          (s) => s.execute(query),
          { readOnly: true },
        );
        if (opts.json) printJson(answer);
        else printLines(renderAvailability(answer));
      }),
    );
}
