import type { Command } from 'commander';
import { action, example } from '../action.js';
import { usageError } from '../errors.js';
import { limitParser } from '../parse.js';
import { instant, printJson, printLines, table, type Column } from '../output.js';

import type { VisitView } from '@rentals/backend/application/visits/visit-view.js';
import { withService } from '../service.js';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 5000;

export function registerVisitCommands(program: Command): void {
  const visits = program
    .command('visits')
    .description('list or delete the recorded site visits (IP address, time, paid-ads traffic)')
    .addHelpText('after', example('rentals visits list --limit 20', 'rentals visits clear --yes'));

  visits
    .command('list')
    .description('list the recorded visits, newest first')
    .option('--limit <n>', `how many visits to show (1 to ${MAX_LIMIT})`, limitParser(MAX_LIMIT), DEFAULT_LIMIT)
    .option('--json', 'print the visits as a JSON array')
    .addHelpText('after', example('rentals visits list --limit 20'))
    .action(
      action(async (opts: { limit: number; json?: boolean }) => {
        const rows = await withService(
          async () => (await import('@rentals/backend/application/visits/list-visits.service.js')).ListVisitsService,
          (service) => service.execute({ limit: opts.limit }),
          { readOnly: true },
        );
        if (opts.json) {
          printJson(rows);
          return;
        }
        if (rows.length === 0) {
          printLines(['No visitors yet']);
          return;
        }
        const columns: Column<VisitView>[] = [
          { header: 'Visited (UTC+4)', value: (v) => instant(v.visitedAt).replace(' UTC+4', '') },
          { header: 'IP address', value: (v) => v.ipAddress },
          { header: 'Paid ads', value: (v) => (v.isGoogleAdsTraffic ? 'yes' : 'no') },
          { header: 'Id', value: (v) => v.id },
        ];
        const more = rows.length === opts.limit ? ` (the ${opts.limit} newest; --limit shows more)` : '';
        printLines([...table(columns, rows), '', `${rows.length} visit${rows.length === 1 ? '' : 's'}, newest first${more}.`]);
      }),
    );

  visits
    .command('clear')
    .description('delete every visit record (asks for --yes)')
    .option('--yes', 'confirm that every visit record is to be deleted; this cannot be undone')
    .option('--json', 'print {"deleted": n}')
    .addHelpText('after', example('rentals visits clear --yes'))
    .action(
      action(async (opts: { yes?: boolean; json?: boolean }) => {
        if (!opts.yes) {
          throw usageError('visits clear deletes every visit record and cannot be undone; run it again with --yes to confirm.');
        }
        const result = await withService(
          async () => (await import('@rentals/backend/application/visits/clear-visits.service.js')).ClearVisitsService,
          (service) => service.execute(),
        );
        if (opts.json) printJson(result);
        else printLines([`Deleted ${result.deleted} visit record${result.deleted === 1 ? '' : 's'}.`]);
      }),
    );
}
