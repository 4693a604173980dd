import type { Command } from 'commander';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { action, example } from '../action.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { printJson, printLines } from '../output.js';
import { withService } from '../service.js';

function rowsText(tables: Record<string, number>): string {
  const b = tables.bookings ?? 0;
  const total = Object.values(tables).reduce((a, n) => a + n, 0);
  return `${b} booking${b === 1 ? '' : 's'}, ${total} rows in ${Object.keys(tables).length} tables`;
}

export function registerBackupCommands(program: Command): void {
  program
    .command('backup')
    .description('write a consistent SQL dump of the database in use (embedded or PostgreSQL), also while the server runs')
    .argument('<file>', 'where to write it (replaced only once the dump is complete)')
    .option('--force', 'replace the file if it exists')
    .option('--json', 'print {"file", "bytes", "tables": {name: rows}, "migrations"}')
    .addHelpText('after', example('rentals backup backups/rentals-2026-11-23.sql', 'DATA_DIR=/srv/rentals/.data rentals backup /var/backups/rentals.sql --force'))
    .action(
      action(async (file: string, opts: { force?: boolean; json?: boolean }) => {
        const path = resolve(file);
        if (existsSync(path) && !opts.force) throw new CliError(`${file} exists already; choose another file or add --force to replace it.`, EXIT.usage);
        if (!existsSync(dirname(path)) || !statSync(dirname(path)).isDirectory()) throw usageError(`the folder of ${file} does not exist; create it first.`);
        const summary = await withService(
          async () => (await import('@rentals/backend/application/backup/backup.service.js')).BackupService,
          (service) => service.backupTo(path),
          { readOnly: true },
        );
        if (opts.json) printJson(summary);
        else printLines([`Backup written to ${file}: ${rowsText(summary.tables)}, ${summary.bytes} bytes.`, `Restore it with: rentals restore ${file}`]);
      }),
    );

  program
    .command('restore')
    .description('load a backup into an empty database (a new DATA_DIR, or the PostgreSQL of DATABASE_URL); refused where bookings exist')
    .argument('<file>', 'a file written by rentals backup')
    .option('--json', 'print {"file", "bytes", "tables": {name: rows}, "migrations"}')
    .addHelpText(
      'after',
      example('DATA_DIR=/srv/rentals/new-data rentals restore backups/rentals-2026-11-23.sql', 'DATABASE_URL=postgres://rentals@db.internal/rentals rentals restore backups/rentals-2026-11-23.sql'),
    )
    .action(
      action(async (file: string, opts: { json?: boolean }) => {
        const path = resolve(file);
        if (!existsSync(path) || !statSync(path).isFile()) throw usageError(`no backup file ${file}.`);
        const summary = await withService(
          async () => (await import('@rentals/backend/application/backup/backup.service.js')).BackupService,
          (service) => service.restoreFrom(path),
        );
        if (opts.json) printJson(summary);
        else printLines([`Restored ${file}: ${rowsText(summary.tables)}.`]);
      }),
    );
}
