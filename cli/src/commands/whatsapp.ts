import type { Command } from 'commander';
import type { WhatsAppStatus } from '@rentals/backend/application/whatsapp/whatsapp-overview.service.js';
import { action, example } from '../action.js';
import { CliError, EXIT } from '../errors.js';
import { limitParser } from '../parse.js';
import { clip, instant, printJson, printLines, table, type Column } from '../output.js';
import { withService } from '../service.js';

const overview = async () => (await import('@rentals/backend/application/whatsapp/whatsapp-overview.service.js')).WhatsAppOverviewService;

function outboundState(m: WhatsAppStatus['messages'][number]): string {
  if (m.outboxStatus === 'failed') return 'FAILED (given up)';
  if (m.outboxStatus === 'skipped') return 'skipped';
  if (m.outboxStatus === 'pending') return m.attempts === 0 ? 'waiting' : `retrying (${m.attempts} tries)`;
  return m.status;
}

export function registerWhatsAppCommands(program: Command): void {
  const whatsapp = program
    .command('whatsapp')
    .description('WhatsApp: the inbox of messages naming no booking, the templates, and the state of the connection (docs/operations.md)')
    .addHelpText('after', example('rentals whatsapp status', 'rentals whatsapp inbox', 'rentals whatsapp templates --create'));

  whatsapp
    .command('inbox')
    .description('WhatsApp messages that name no known booking, newest first (messages with a reference are in that booking\'s history)')
    .option('--limit <n>', 'how many to show (1 to 500)', limitParser(500), 50)
    .option('--json', 'print {"messages": [{messageId, from, profileName, text, sentAt}]}')
    .action(
      action(async (opts: { limit: number; json?: boolean }) => {
        const messages = await withService(overview, (s) => s.inbox(opts.limit), { readOnly: true });
        if (opts.json) {
          printJson({ messages });
          return;
        }
        if (messages.length === 0) {
          printLines(['No WhatsApp messages without a booking.']);
          return;
        }
        type Row = (typeof messages)[number];
        const columns: Column<Row>[] = [
          { header: 'Sent (UTC+4)', value: (m) => instant(m.sentAt).replace(' UTC+4', '') },
          { header: 'From', value: (m) => `+${m.from}` },
          { header: 'Name', value: (m) => clip(m.profileName ?? '', 20) },
          { header: 'Text', value: (m) => clip(m.text.replace(/\s+/g, ' '), 60) },
        ];
        printLines([...table(columns, messages), '', `${messages.length} shown, newest first.`]);
      }),
    );

  whatsapp
    .command('templates')
    .description('the four utility templates in en, ru, he and ar in the Graph API\'s create format; --create submits them to Meta for review')
    .option('--json', 'print the create requests as JSON')
    .option('--create', 'POST each to {WHATSAPP_API_URL}/{WHATSAPP_BUSINESS_ACCOUNT_ID}/message_templates')
    .action(
      action(async (opts: { json?: boolean; create?: boolean }) => {
        if (opts.create) {
          const results = await withService(
            async () => (await import('@rentals/backend/application/whatsapp/whatsapp-templates.service.js')).WhatsAppTemplatesService,
            (s) => s.create(),
          );
          if (opts.json) printJson({ results });
          else printLines(results.map((r) => `${r.name} ${r.language}: ${r.error ? `FAILED ${r.error}` : `${r.status ?? 'created'} (id ${r.id ?? '?'})`}`));
          const failed = results.filter((r) => r.error).length;
          if (failed > 0) throw new CliError(`${failed} of ${results.length} templates were not created`, EXIT.failure);
          return;
        }
        const { templateCreateRequests } = await import('@rentals/backend/domain/whatsapp/templates.js');
        const { LOCALES } = await import('@rentals/backend/domain/site/locales.js');
        const requests = templateCreateRequests(LOCALES);
        if (opts.json) {
          printJson(requests);
          return;
        }
        printLines(
          requests.flatMap((r) => [
            `${r.name} (${r.language}, ${r.category}, parameters: ${r.components[0].example.body_text_named_params.map((p) => p.param_name).join(', ')})`,
            `  ${r.components[0].text}`,
          ]),
        );
      }),
    );

  whatsapp
    .command('status')
    .description('the WhatsApp configuration (never its secrets), the last webhook delivery, today\'s messages and their failures')
    .option('--json', 'print the status as JSON')
    .action(
      action(async (opts: { json?: boolean }) => {
        const status = await withService(overview, (s) => s.status(), { readOnly: true });
        if (opts.json) {
          printJson(status);
          return;
        }
        const s = status.setup;
        const set = Object.entries(s.set).map(([name, on]) => `${name} ${on ? 'set' : 'not set'}`);
        const lines = [
          `Sending: ${s.sending ? `on (phone number id ${s.phoneNumberId}, ${s.apiUrl})` : 'off (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID)'}`,
          `Webhook: ${s.receiving ? 'on (/api/whatsapp/webhook)' : 'off, answers 404 (WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN)'}`,
          `Settings: ${set.join(', ')}`,
          `Last webhook delivery: ${status.lastWebhook ? instant(status.lastWebhook) : 'none'}${status.unprocessedDeliveries ? ` (${status.unprocessedDeliveries} waiting to be processed)` : ''}`,
          '',
        ];
        type Row = WhatsAppStatus['messages'][number];
        const columns: Column<Row>[] = [
          { header: 'Queued (UTC+4)', value: (m) => instant(m.createdAt).replace(' UTC+4', '') },
          { header: 'Template', value: (m) => m.template },
          { header: 'Booking', value: (m) => m.reference ?? '-' },
          { header: 'To', value: (m) => `+${m.recipient}` },
          { header: 'State', value: outboundState },
          { header: 'Error', value: (m) => clip(m.error ?? m.outboxError ?? '', 50) },
        ];
        if (status.messages.length === 0) lines.push(`No WhatsApp messages today (${status.today}).`);
        else lines.push(`Today (${status.today}): ${status.messages.length} message(s), ${status.failures.length} failure(s).`, ...table(columns, status.messages));
        printLines(lines);
      }),
    );
}
