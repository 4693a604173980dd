import type { Command } from 'commander';
import type { OutboxMessageView } from '@rentals/backend/application/notifications/outbox-view.js';
import { action, example } from '../action.js';
import { usageError } from '../errors.js';
import { limitParser } from '../parse.js';
import { clip, instant, printJson, printLines, table, type Column } from '../output.js';
import { withService } from '../service.js';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 10_000;

function state(m: OutboxMessageView): string {
  if (m.status === 'sent') return `sent ${instant(m.sentAt).replace(' UTC+4', '')}`;
  if (m.status === 'failed') return 'FAILED (given up)';
  if (m.status === 'skipped') return 'skipped (not sendable)';
  return m.attempts === 0 ? 'waiting' : `retry ${instant(m.nextAttemptAt).replace(' UTC+4', '')}`;
}

export function registerOutboxCommands(program: Command): void {
  const outbox = program
    .command('outbox')
    .description('the e-mails and webhook events waiting to be sent, sent, or given up; retry or send them now')
    .addHelpText('after', example('rentals outbox list --failed', 'rentals outbox retry 42', 'rentals outbox retry --all-failed'));

  outbox
    .command('list')
    .description('list outbox messages, newest first (the server sends them; failed = given up after 24 hours of retries; skipped = no instance could send it, docs/operations.md)')
    .option('--failed', 'only the messages given up')
    .option('--limit <n>', `how many to show (1 to ${MAX_LIMIT})`, limitParser(MAX_LIMIT), DEFAULT_LIMIT)
    .option('--json', 'print {"messages": [...], "counts": {pending, sent, failed, skipped}}')
    .addHelpText('after', example('rentals outbox list', 'rentals outbox list --failed --json'))
    .action(
      action(async (opts: { failed?: boolean; limit: number; json?: boolean }) => {
        const result = await withService(
          async () => (await import('@rentals/backend/application/notifications/list-outbox.service.js')).ListOutboxService,
          (service) => service.execute({ status: opts.failed ? 'failed' : undefined, limit: opts.limit }),
          { readOnly: true },
        );
        if (opts.json) {
          printJson(result);
          return;
        }
        const { counts, messages } = result;
        const totals = `${counts.pending} waiting, ${counts.sent} sent, ${counts.failed} failed, ${counts.skipped} skipped.`;
        if (messages.length === 0) {
          printLines([opts.failed ? `No failed messages. (${totals})` : `The outbox is empty: nothing has happened yet, or retention deleted what was sent.`]);
          return;
        }
        const columns: Column<OutboxMessageView>[] = [
          { header: 'Id', value: (m) => m.id, align: 'right' },
          { header: 'Created (UTC+4)', value: (m) => instant(m.createdAt).replace(' UTC+4', '') },
          { header: 'Channel', value: (m) => m.channel },
          { header: 'What', value: (m) => m.topic },
          { header: 'Booking', value: (m) => m.reference ?? '-' },
          { header: 'Tries', value: (m) => m.attempts, align: 'right' },
          { header: 'State', value: state },
          { header: 'Last error', value: (m) => clip(m.lastError ?? '', 50) },
        ];
        printLines([...table(columns, messages), '', `${messages.length} shown, newest first. In all: ${totals}`]);
      }),
    );

  outbox
    .command('retry')
    .description('send a failed (or waiting) message again now, with a new 24-hour retry window; the server sends it within a second')
    .argument('[id]', 'the message number (rentals outbox list)')
    .option('--all-failed', 'retry every failed message')
    .option('--json', 'print {"retried": n}')
    .addHelpText('after', example('rentals outbox retry 42', 'rentals outbox retry --all-failed'))
    .action(
      action(async (id: string | undefined, opts: { allFailed?: boolean; json?: boolean }) => {
        if (id !== undefined && opts.allFailed) throw usageError('give either a message number or --all-failed, not both.');
        if (id === undefined && !opts.allFailed) throw usageError('give the message number to retry (rentals outbox list shows them), or --all-failed.');
        const result = await withService(
          async () => (await import('@rentals/backend/application/notifications/retry-outbox.service.js')).RetryOutboxService,
          (service) => (opts.allFailed ? service.retryAllFailed() : service.retry(id)),
        );
        if (opts.json) printJson({ retried: result.retried });
        else if (opts.allFailed) printLines([result.retried === 0 ? 'No failed messages; nothing to retry.' : `Retrying ${result.retried} failed message${result.retried === 1 ? '' : 's'} now.`]);
        else printLines([`Message ${id!.trim().replace(/^#/, '')} is due now; the server sends it within a second (or run rentals outbox send).`]);
      }),
    );

  outbox
    .command('send')
    .description('send the due messages now from this machine (the server does this by itself every second; safe while it runs)')
    .option('--json', 'print {"claimed": n, "sent": n, "retrying": n, "failed": n, "skipped": n}')
    .addHelpText('after', example('rentals outbox send'))
    .action(
      action(async (opts: { json?: boolean }) => {
        const { randomBytes } = await import('node:crypto');
        const { hostname } = await import('node:os');
        const holder = `${hostname()}:${process.pid}:cli-${randomBytes(4).toString('hex')}`;
        const total = { claimed: 0, sent: 0, retrying: 0, failed: 0, skipped: 0 };
        await withService(
          async () => (await import('@rentals/backend/application/notifications/deliver-outbox.service.js')).DeliverOutboxService,
          async (service) => {
            for (let round = 0; round < 500; round++) {
              const r = await service.deliverDue(holder);
              for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
              if (r.claimed === 0) break;
            }
          },
        );
        if (opts.json) printJson(total);
        else if (total.claimed === 0) printLines(['Nothing is due; nothing sent.']);
        else printLines([`Sent ${total.sent} of ${total.claimed} due message${total.claimed === 1 ? '' : 's'}${total.retrying ? `; ${total.retrying} failed and will be retried` : ''}${total.failed ? `; ${total.failed} given up` : ''}${total.skipped ? `; ${total.skipped} skipped` : ''}.`]);
      }),
    );
}
