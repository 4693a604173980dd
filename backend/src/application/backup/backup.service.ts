import { Injectable, Logger } from '@nestjs/common';
import { DatabaseBackup, type BackupSummary } from '../ports/database-backup.js';

/** `rentals backup` / `rentals restore` (docs/operations.md). */
@Injectable()
export class BackupService {
  private readonly logger = new Logger('Backup');

  constructor(private readonly backup: DatabaseBackup) {}

  async backupTo(file: string): Promise<BackupSummary> {
    const summary = await this.backup.dump(file);
    this.logger.log(`backup written: ${Object.values(summary.tables).reduce((a, b) => a + b, 0)} rows`);
    return summary;
  }

  async restoreFrom(file: string): Promise<BackupSummary> {
    return this.backup.restore(file);
  }
}
