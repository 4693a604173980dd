/**
 * `rentals`: the staff and operations command line. The commands are declared in program.ts; this
 * file runs one command line in this process, writing to its stdout and stderr.
 */
import { EXIT } from './errors.js';
import { runCommandLine } from './program.js';

// A reader that stops early (`rentals bookings list | head`) closes the pipe: stop quietly, as
// other command-line tools do, instead of failing with EPIPE.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(EXIT.ok);
  throw err;
});

await runCommandLine(process.argv);
