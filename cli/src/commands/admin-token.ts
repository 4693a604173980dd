import type { Command } from 'commander';
import { action, example } from '../action.js';
import { printJson, printLines } from '../output.js';
import { withService } from '../service.js';
import { io } from '../io.js';

export function registerAdminTokenCommands(program: Command): void {
  const adminToken = program
    .command('admin-token')
    .description('the admin token of the API and the admin page when ADMIN_TOKEN is unset (stored hashed in the database)')
    .addHelpText('after', example('rentals admin-token rotate', 'rentals admin-token rotate --json'));

  adminToken
    .command('rotate')
    .description('make a new admin token and print it once: every server on this database accepts it at once, the old one stops working')
    .option('--json', 'print {"token": "..."}')
    .addHelpText('after', example('rentals admin-token rotate'))
    .action(
      action(async (opts: { json?: boolean }) => {
        const result = await withService(
          async () => (await import('@rentals/backend/application/admin/admin-token.service.js')).AdminTokenService,
          (service) => service.rotate(),
        );
        if (result.environmentSet) {
          io().stderr('rentals: note: ADMIN_TOKEN is set here; servers where it is set keep accepting that one instead of the stored token.\n');
        }
        if (opts.json) printJson({ token: result.token });
        else printLines([`New admin token (shown this once; only its SHA-256 is stored): ${result.token}`, 'Every server on this database accepts it now; the previous one no longer works.']);
      }),
    );
}
