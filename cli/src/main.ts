/**
 * `rentals`: the staff and operations command line. This file only declares the commands; each
 * command loads what it needs when it runs (the database commands load Nest and the persistence
 * layer, `quote`, `fleet` and `--help` do not), so the quick commands start fast.
 */
import { Command, CommanderError } from 'commander';
import { exitWhenFlushed } from '@rentals/backend/exit-when-flushed.js';
import { registerBookingCommands } from './commands/bookings.js';
import { registerFleetCommand } from './commands/fleet.js';
import { registerQuoteCommand } from './commands/quote.js';
import { registerVisitCommands } from './commands/visits.js';
import { EXIT, reportError } from './errors.js';

// A reader that stops early (`rentals bookings list | head`) closes the pipe: stop quietly, as
// other command-line tools do, instead of failing with EPIPE.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(EXIT.ok);
  throw err;
});

const program = new Command('rentals')
  .description('Staff and operations command line for the Georgia car rental: prices, fleet, bookings and visit records.')
  .usage('<command> [options]')
  .exitOverride()
  .showHelpAfterError('(run the command with --help to see its options and an example)')
  .configureOutput({ outputError: (text, write) => write(text.startsWith('error: ') ? `rentals: ${text.slice(7)}` : text) })
  .helpCommand('help [command]', 'show the help of a command')
  .addHelpText(
    'after',
    `
All commands (each has --help with an example; each takes --json for one JSON document):
  rentals quote --car <name> --pickup <city> --dropoff <city> --from <YYYY-MM-DD> --to <YYYY-MM-DD>
                [--baby-seat] [--armenia]     price any of the 14 cars (cities: Tbilisi, Batumi, Kutaisi)
  rentals fleet                               the five vehicles on the site and their prices per day
  rentals bookings list [--status pending|confirmed|cancelled] [--limit N] [--offset N] [--csv]
  rentals bookings show <id-or-reference>     one booking, its itemised price, status and expiry
  rentals bookings confirm <id-or-reference>  confirm a pending booking
  rentals bookings cancel <id-or-reference>   cancel a booking
  rentals bookings expire [--dry-run]         cancel unconfirmed bookings past their window
  rentals visits list [--limit N]             the recorded site visits, newest first
  rentals visits clear --yes                  delete every visit record

Examples:
  $ rentals quote --car "Toyota FJ Cruiser" --pickup Tbilisi --dropoff Batumi --from 2026-07-01 --to 2026-07-08
  $ rentals bookings show GR-7K3Q9P
  $ rentals bookings confirm GR-7K3Q9P
  $ rentals visits clear --yes

Configuration (environment variables or a .env file, the same as the server):
  DATABASE_URL           postgres://... of a PostgreSQL server; unset: the embedded database
  DATA_DIR               where the embedded database lives (default .data)
  BOOKING_CONFIRM_HOURS  unconfirmed bookings expire after this many hours (default 24)

Exit status: 0 done, 1 unexpected error, 2 bad usage or input, 3 booking not found,
4 status change not allowed, 5 database unreachable. Details: docs/cli.md`,
  );

registerQuoteCommand(program);
registerFleetCommand(program);
registerBookingCommands(program);
registerVisitCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    // Commander has already printed the help or the usage error.
    const ok = err.code === 'commander.helpDisplayed' || err.code === 'commander.version';
    await exitWhenFlushed(ok ? EXIT.ok : EXIT.usage);
  }
  await exitWhenFlushed(reportError(err));
}
