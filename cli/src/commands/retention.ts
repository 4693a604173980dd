import type { Command } from 'commander';
import { action, example } from '../action.js';
import { printJson, printLines } from '../output.js';
import { withService } from '../service.js';

export function registerRetentionCommands(program: Command): void {
  const retention = program
    .command('retention')
    .description('delete old sent messages, pre-check-ins of rentals that ended, and the personal data of bookings that ended long ago (the server does it daily)')
    .addHelpText('after', example('rentals retention run --dry-run', 'rentals retention run --json'));

  retention
    .command('run')
    .description('run retention now: sent outbox messages older than OUTBOX_RETENTION_DAYS (30) are deleted; name, e-mail, phone and click id of bookings cancelled or expired more than PII_RETENTION_DAYS (180) ago become [removed], and their messages are deleted; pre-check-ins (documents, permit flag, second driver) are deleted 30 days after the return date or after a cancellation; visitors\' speed figures after 90 days')
    .option('--dry-run', 'only count what would be deleted or removed')
    .option('--json', 'print {"dryRun", "messagesDeleted", "bookingsRedacted", "bookingMessagesDeleted", "precheckinsDeleted", "documentsDeleted", "vitalsDeleted", "outboxRetentionDays", "piiRetentionDays", "precheckinRetentionDays", "vitalsRetentionDays"}')
    .addHelpText('after', example('rentals retention run --dry-run', 'PII_RETENTION_DAYS=365 rentals retention run'))
    .action(
      action(async (opts: { dryRun?: boolean; json?: boolean }) => {
        const result = await withService(
          async () => (await import('@rentals/backend/application/retention/run-retention.service.js')).RunRetentionService,
          (service) => service.execute({ dryRun: opts.dryRun }),
        );
        if (opts.json) {
          printJson(result);
          return;
        }
        const would = result.dryRun ? 'would be ' : '';
        const days = (n: number) => (n > 0 ? `after ${n} days` : 'off');
        printLines([
          `Sent outbox messages ${would}deleted: ${result.messagesDeleted} (OUTBOX_RETENTION_DAYS: ${days(result.outboxRetentionDays)}).`,
          `Bookings whose personal data ${result.dryRun ? 'would be' : 'was'} removed: ${result.bookingsRedacted}, with ${result.bookingMessagesDeleted} of their messages (PII_RETENTION_DAYS: ${days(result.piiRetentionDays)}).`,
          `Pre-check-ins ${would}deleted: ${result.precheckinsDeleted}, with ${result.documentsDeleted} documents (${result.precheckinRetentionDays} days after the return or a cancellation).`,
          `Speed figures ${would}deleted: ${result.vitalsDeleted} (older than ${result.vitalsRetentionDays} days).`,
          ...(result.dryRun ? ['Dry run: nothing was changed.'] : []),
        ]);
      }),
    );
}
