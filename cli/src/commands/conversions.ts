import type { Command } from 'commander';
import { action, example } from '../action.js';
import { checkDate } from '../parse.js';
import { printJson, printText } from '../output.js';
import { withService } from '../service.js';

export function registerConversionsCommand(program: Command): void {
  const conversions = program
    .command('conversions')
    .description('Google Ads offline conversions: confirmed bookings that came from an ad click')
    .addHelpText('after', example('rentals conversions export --since 2026-11-01 > conversions.csv'));

  conversions
    .command('export')
    .description(
      'print the CSV to upload to Google Ads (Conversions > Uploads): a row per confirmed booking with a click id, time of confirmation in Tbilisi, value = total in EUR',
    )
    .option('--since <YYYY-MM-DD>', 'only bookings confirmed on or after this day (Tbilisi)')
    .option('--name <conversion name>', 'the conversion action\'s name in Google Ads', 'Booking confirmed')
    .option('--json', 'print the rows as a JSON array instead')
    .addHelpText('after', example('rentals conversions export --since 2026-11-01 > conversions.csv', 'rentals conversions export --name "Rental confirmed" --json'))
    .action(
      action(async (opts: { since?: string; name: string; json?: boolean }) => {
        const since = opts.since === undefined ? undefined : checkDate(opts.since, '--since');
        const rows = await withService(
          async () => (await import('@rentals/backend/application/tracking/export-conversions.service.js')).ExportConversionsService,
          (service) => service.rows({ since, name: opts.name }),
          { readOnly: true },
        );
        if (opts.json) {
          printJson(rows);
          return;
        }
        const { conversionsCsv } = await import('@rentals/backend/domain/tracking/conversions.js');
        printText(conversionsCsv(rows));
      }),
    );
}
