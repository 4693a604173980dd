/**
 * The `rentals` program: a fresh commander program per command line (createProgram), run by
 * runCommandLine. main.ts runs it in the process; the tests run it in theirs (cli/test/support/run.ts)
 * with an io of their own (io.ts). Each command loads what it needs when it runs (the database
 * commands load Nest and the persistence layer, `quote`, `fleet` and `--help` do not), so the quick
 * commands start fast.
 */
import { Command, CommanderError } from 'commander';
import { registerBookingCommands } from './commands/bookings.js';
import { registerFleetCommand } from './commands/fleet.js';
import { registerQuoteCommand } from './commands/quote.js';
import { registerVisitCommands } from './commands/visits.js';
import { registerVitalsCommand } from './commands/vitals.js';
import { registerAvailabilityCommand } from './commands/availability.js';
import { registerCalendarCommand } from './commands/calendar.js';
import { registerUnitCommands } from './commands/units.js';
import { registerOutboxCommands } from './commands/outbox.js';
import { registerConversionsCommand } from './commands/conversions.js';
import { registerBackupCommands } from './commands/backup.js';
import { registerAdminTokenCommands } from './commands/admin-token.js';
import { registerRetentionCommands } from './commands/retention.js';
import { registerStaffCommands } from './commands/staff.js';
import { registerPriceCommands } from './commands/prices.js';
import { registerCarCommands } from './commands/cars.js';
import { registerMoneyCommands } from './commands/money.js';
import { registerCarPhotoCommands } from './commands/car-photos.js';
import { EXIT, reportError } from './errors.js';
import { commandList } from './help.js';
import { CliExit, io } from './io.js';

/** The program with every command, writing through io(). */
export function createProgram(): Command {
  const program: Command = new Command('rentals')
    .description('Staff and operations command line for the Georgia car rental: prices, fleet, bookings and their history, units and their calendar, visit records, outbox, conversions, backups.')
    .usage('<command> [options]')
    .exitOverride()
    .showHelpAfterError('(run the command with --help to see its options and an example)')
    .configureOutput({
      writeOut: (text) => io().stdout(text),
      writeErr: (text) => io().stderr(text),
      getOutHelpWidth: () => io().helpWidth('out'),
      getErrHelpWidth: () => io().helpWidth('err'),
      outputError: (text, write) => write(text.startsWith('error: ') ? `rentals: ${text.slice(7)}` : text),
    })
    .helpCommand('help [command]', 'show the help of a command')
    .addHelpText('after', (): string => `
All commands (each has --help with an example; each takes --json for one JSON document):
${commandList(program)}

Examples:
  $ rentals quote --car "Toyota FJ Cruiser" --pickup Tbilisi --dropoff Batumi --from 2026-07-01 --to 2026-07-08
  $ rentals bookings show GR-7K3Q9P
  $ rentals bookings confirm GR-7K3Q9P
  $ rentals availability --from 2026-07-01 --to 2026-07-08
  $ rentals calendar --days 21
  $ rentals visits clear --yes
  $ rentals outbox list --failed
  $ rentals conversions export --since 2026-11-01 > conversions.csv
  $ rentals backup backups/rentals-2026-11-23.sql

Configuration (environment variables or a .env file, the same as the server):
  DATABASE_URL           postgres://... of a PostgreSQL server; unset: the embedded database
  DATA_DIR               where the embedded database lives (default .data)
  BOOKING_CONFIRM_HOURS  unconfirmed bookings expire after this many hours (default 24)
  TURNAROUND_HOURS       a unit stays held this many hours after a return (default 12)
  SMTP_URL, MAIL_FROM, STAFF_EMAIL, WEBHOOK_URL, WEBHOOK_SECRET
                         e-mail and webhook channels; a change made here is queued for the server to send

Exit status: 0 done, 1 unexpected error, 2 bad usage or input, 3 booking, unit, block, message or photo not found,
4 change not allowed now (status change, overlapping move or block, busy unit, label taken, message
sent already, restore into a database that is not empty),
5 database unreachable. Details: docs/cli.md`,
    );

  registerQuoteCommand(program);
  registerPriceCommands(program);
  registerCarCommands(program);
  registerFleetCommand(program);
  registerBookingCommands(program);
  registerVisitCommands(program);
  registerVitalsCommand(program);
  registerUnitCommands(program);
  registerAvailabilityCommand(program);
  registerCalendarCommand(program);
  registerOutboxCommands(program);
  registerConversionsCommand(program);
  registerBackupCommands(program);
  registerAdminTokenCommands(program);
  registerRetentionCommands(program);
  registerStaffCommands(program);
  registerMoneyCommands(program);
  // After any other `cars` commands: it adds `photo` to their group (or makes the group).
  registerCarPhotoCommands(program);
  return program;
}

/** Runs one command line (`argv` as process.argv: node, script, arguments) and ends through io().exit. */
export async function runCommandLine(argv: string[]): Promise<never> {
  try {
    await createProgram().parseAsync(argv);
  } catch (err) {
    if (err instanceof CliExit) throw err;
    if (err instanceof CommanderError) {
      // Commander has already printed the help or the usage error.
      const ok = err.code === 'commander.helpDisplayed' || err.code === 'commander.version';
      return io().exit(ok ? EXIT.ok : EXIT.usage);
    }
    return io().exit(reportError(err));
  }
  return io().exit(EXIT.ok);
}
