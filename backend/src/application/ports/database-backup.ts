/** What a backup holds. */
export type BackupSummary = { file: string; tables: Record<string, number>; bytes: number; migrations: string[] };

/**
 * Backups of the database in use (docs/operations.md): a consistent SQL dump, and a restore of such a
 * dump into an empty database (embedded or PostgreSQL), refused where any table holds data.
 */
export abstract class DatabaseBackup {
  /** Writes the dump to `file` (replaced atomically when complete). */
  abstract dump(file: string): Promise<BackupSummary>;
  /** Loads the dump at `file`; throws RestoreRefusedError when the database is not empty or is of another schema version. */
  abstract restore(file: string): Promise<BackupSummary>;
}
