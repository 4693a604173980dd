import type { Command } from 'commander';
import type { StaffView } from '@rentals/backend/application/staff/staff-view.js';
import { action, example } from '../action.js';
import { instant, printJson, printLines, table, type Column } from '../output.js';
import { withService } from '../service.js';

const loadAdd = async () => (await import('@rentals/backend/application/staff/add-staff.service.js')).AddStaffService;

/**
 * The link as a line; without PUBLIC_URL or PORT here, the site's address is not known (the server
 * may run on another PORT): the page's path, and how to get the whole link, rather than a wrong one.
 */
function linkLines(result: { link: string; linkComplete: boolean }): string[] {
  if (result.linkComplete) return [result.link];
  return [
    `<the site's address>${result.link}`,
    'The site\'s address is not known here: set PUBLIC_URL (or the PORT the server runs on) in the environment or .env to print the whole link.',
  ];
}

/** `rentals staff add|link|list|disable`: the accounts of the back office at /staff (docs/staff.md). */
export function registerStaffCommands(program: Command): void {
  const staff = program
    .command('staff')
    .description('the staff accounts of the back office at /staff: add one (prints a link to set the password), list, disable')
    .addHelpText('after', example('rentals staff add Nino --email nino@example.ge', 'rentals staff list', 'rentals staff disable Nino'));

  staff
    .command('add')
    .description('add a staff account and print a one-time link (valid 24 hours) where they set their password')
    .argument('<name>', 'the name they sign in with; it is recorded as who made their changes')
    .requiredOption('--email <address>', 'their e-mail address (they may also sign in with it)')
    .option('--role <role>', 'staff or manager', 'staff')
    .option('--json', 'print {staff, link, linkComplete, expiresAt} (link: only the path when the site\'s address is not known)')
    .addHelpText('after', example('rentals staff add Nino --email nino@example.ge', 'rentals staff add Giorgi --email giorgi@example.ge --role manager'))
    .action(
      action(async (name: string, opts: { email: string; role: string; json?: boolean }) => {
        const result = await withService(loadAdd, (s) => s.execute({ name, email: opts.email, role: opts.role }));
        if (opts.json) return printJson(result);
        printLines([
          `Added ${result.staff.name} (${result.staff.role}, ${result.staff.email}).`,
          `Send them this link to set their password; it works once, until ${instant(result.expiresAt)}:`,
          ...linkLines(result),
        ]);
      }),
    );

  staff
    .command('link')
    .description('print a new one-time link to set the password (a forgotten password or an expired link); earlier links stop working')
    .argument('<name>', 'the staff member')
    .option('--json', 'print {staff, link, linkComplete, expiresAt} (link: only the path when the site\'s address is not known)')
    .addHelpText('after', example('rentals staff link Nino'))
    .action(
      action(async (name: string, opts: { json?: boolean }) => {
        const result = await withService(loadAdd, (s) => s.newPasswordLink(name));
        if (opts.json) return printJson(result);
        printLines([`A new link for ${result.staff.name}; it works once, until ${instant(result.expiresAt)}:`, ...linkLines(result)]);
      }),
    );

  staff
    .command('list')
    .description('the staff accounts: name, e-mail, role, whether the password is set, active or disabled')
    .option('--json', 'print [{name, email, role, active, passwordSet, createdAt, disabledAt}]')
    .addHelpText('after', example('rentals staff list', 'rentals staff list --json'))
    .action(
      action(async (opts: { json?: boolean }) => {
        const list = await withService(
          async () => (await import('@rentals/backend/application/staff/list-staff.service.js')).ListStaffService,
          (s) => s.execute(),
          { readOnly: true },
        );
        if (opts.json) return printJson(list);
        if (list.length === 0) return printLines(['No staff accounts yet: rentals staff add <name> --email <address> adds one.']);
        const columns: Column<StaffView>[] = [
          { header: 'Name', value: (s) => s.name },
          { header: 'E-mail', value: (s) => s.email },
          { header: 'Role', value: (s) => s.role },
          { header: 'Password', value: (s) => (s.passwordSet ? 'set' : 'not set yet') },
          { header: 'State', value: (s) => (s.active ? 'active' : `disabled ${instant(s.disabledAt).replace(' UTC+4', '')}`) },
        ];
        printLines(table(columns, list));
      }),
    );

  staff
    .command('disable')
    .description('stop an account from signing in; its open sessions end at once')
    .argument('<name>', 'the staff member')
    .option('--json', 'print the account')
    .addHelpText('after', example('rentals staff disable Nino'))
    .action(
      action(async (name: string, opts: { json?: boolean }) => {
        const member = await withService(
          async () => (await import('@rentals/backend/application/staff/disable-staff.service.js')).DisableStaffService,
          (s) => s.execute(name),
        );
        if (opts.json) return printJson(member);
        printLines([`${member.name} is disabled: they cannot sign in, and their sessions have ended.`]);
      }),
    );
}
