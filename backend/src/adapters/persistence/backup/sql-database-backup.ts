import { Injectable } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { DataSource, type QueryRunner } from 'typeorm';
import { DatabaseBackup, type BackupSummary } from '../../../application/ports/database-backup.js';
import { DEFAULT_FLEET } from '../../../domain/availability/units.js';
import { RestoreRefusedError } from '../../../domain/errors.js';
import { returnedRows } from '../transaction.js';

export const BACKUP_FORMAT = 'rentals-backup 1';
/** Tables not worth keeping: counters and leases that rebuild themselves (and TypeORM's own list). */
const SKIPPED_TABLES = new Set(['migrations', 'rate_limits', 'job_leases']);
/**
 * Rows that do not make a database "not empty" for a restore (docs/operations.md): the tables above, the
 * stored admin token (a server that started once has one; the backup's replaces it), the units as
 * the migration creates them (checked apart: the default fleet, unchanged) and the seeded catalogue.
 */
const NOT_DATA_TABLES = new Set([...SKIPPED_TABLES, 'admin_token', 'units', ...seededCatalogueTables()]);

/**
 * The catalogue the migration seeds with SPEC's prices and cars: not data while nobody changed it,
 * which `price_changes` (every change of prices, fees, services and cars) and `seasons` record; those
 * two stay data tables, so a changed catalogue makes a database "not empty".
 */
function seededCatalogueTables(): string[] {
  return ['catalogue_cars', 'catalogue_version', 'delivery_fees', 'service_prices', 'insurance_prices'];
}

/** SQL that is true while `units` holds exactly the default fleet of the migration. */
function defaultUnitsSql(): string {
  const values = DEFAULT_FLEET.map((u) => `(${sqlLiteral(u.label)}, ${sqlLiteral(u.carType)})`).join(', ');
  return `((SELECT count(*) FROM units) = ${DEFAULT_FLEET.length} AND NOT EXISTS (SELECT 1 FROM units WHERE NOT active OR retired_at IS NOT NULL OR (label, car_type) NOT IN (${values})))`;
}
const FETCH_ROWS = 2000;
const ROWS_PER_INSERT = 200;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A text value as a one-line SQL literal (E'' escapes: the statement stays on one line). */
export function sqlLiteral(value: string | null): string {
  if (value === null) return 'NULL';
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

/**
 * The dump is plain SQL, one statement a line, for a database at the same migration: a header
 * naming the format and the migrations, session settings, a guard that stops it where data
 * exist, DELETEs of what the migrations seeded (the default units), one INSERT per 200 rows of
 * every table (values written as text literals, so types round-trip between PGlite 18 and
 * PostgreSQL 15), and the sequences' positions. It is read in one REPEATABLE READ READ ONLY
 * transaction: a consistent snapshot, also while the server writes. `rentals restore` runs it
 * (after migrating the target) in one transaction; `psql -v ON_ERROR_STOP=1 -f` on a migrated
 * database does the same.
 */
@Injectable()
export class SqlDatabaseBackup extends DatabaseBackup {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async dump(file: string): Promise<BackupSummary> {
    const partial = `${file}.partial-${process.pid}`;
    const out = await open(partial, 'w', 0o600);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const tables: Record<string, number> = {};
    let migrations: string[] = [];
    const q = async <T>(text: string, params: unknown[] = []) => returnedRows<T>(await runner.query(text, params));
    const write = (line: string) => out.write(`${line}\n`);
    try {
      await runner.query('START TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await runner.query(`SET LOCAL TimeZone = 'UTC'`);
      await runner.query(`SET LOCAL DateStyle = 'ISO, YMD'`);
      await runner.query(`SET LOCAL IntervalStyle = 'postgres'`);
      await runner.query(`SET LOCAL extra_float_digits = 3`);
      migrations = (await q<{ name: string }>(`SELECT name FROM migrations ORDER BY timestamp, id`)).map((r) => r.name);
      const order = await tableOrder(q);
      await write(`-- ${BACKUP_FORMAT}`);
      await write(`-- migrations: ${migrations.join(',')}`);
      await write(`-- taken: ${new Date().toISOString()}`);
      await write(`-- Restore with: rentals restore <this file>  (into an empty database; docs/operations.md)`);
      await write(`BEGIN;`);
      await write(`SET LOCAL TimeZone = 'UTC'; SET LOCAL DateStyle = 'ISO, YMD'; SET LOCAL IntervalStyle = 'postgres';`);
      const dataTables = order.filter((t) => !NOT_DATA_TABLES.has(t));
      await write(
        `DO $$ BEGIN IF ${[...dataTables.map((t) => `EXISTS (SELECT 1 FROM ${ident(t)})`), `NOT ${defaultUnitsSql()}`].join(' OR ')} THEN RAISE EXCEPTION 'rentals restore: this database is not empty; restore only into an empty database'; END IF; END $$;`,
      );
      await write(
        `DO $$ BEGIN IF (SELECT string_agg(name, ',' ORDER BY timestamp, id) FROM migrations) IS DISTINCT FROM ${sqlLiteral(migrations.join(','))} THEN RAISE EXCEPTION 'rentals restore: this database is at another schema version than the backup'; END IF; END $$;`,
      );
      for (const table of [...order].reverse()) await write(`DELETE FROM ${ident(table)};`);
      for (const table of order) {
        const columns = (
          await q<{ column_name: string }>(
            `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
            [table],
          )
        ).map((r) => r.column_name);
        const head = `INSERT INTO ${ident(table)} (${columns.map(ident).join(', ')}) VALUES `;
        await runner.query(`DECLARE rentals_backup NO SCROLL CURSOR FOR SELECT ${columns.map((c) => `${ident(c)}::text`).join(', ')} FROM ${ident(table)}`);
        let count = 0;
        for (;;) {
          const rows = await q<Record<string, string | null>>(`FETCH ${FETCH_ROWS} FROM rentals_backup`);
          for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
            const values = rows.slice(i, i + ROWS_PER_INSERT).map((r) => `(${columns.map((c) => sqlLiteral(r[c])).join(', ')})`);
            await write(`${head}${values.join(', ')};`);
          }
          count += rows.length;
          if (rows.length < FETCH_ROWS) break;
        }
        await runner.query(`CLOSE rentals_backup`);
        await write(`-- table ${table}: ${count} rows`);
        tables[table] = count;
      }
      const sequences = await q<{ name: string }>(`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`);
      for (const { name } of sequences) {
        const [s] = await q<{ last_value: string; is_called: boolean }>(`SELECT last_value::text AS last_value, is_called FROM ${ident(name)}`);
        await write(`SELECT setval(${sqlLiteral(`public.${ident(name)}`)}, ${Number(s.last_value)}, ${s.is_called ? 'true' : 'false'});`);
      }
      await write(`COMMIT;`);
      await write(`-- end of ${BACKUP_FORMAT}`);
      await runner.query('COMMIT');
      await out.sync();
      await out.close();
      await rename(partial, file);
    } catch (e) {
      await runner.query('ROLLBACK').catch(() => undefined);
      await out.close().catch(() => undefined);
      await rm(partial, { force: true });
      throw e;
    } finally {
      await runner.release();
    }
    return { file, tables, bytes: (await stat(file)).size, migrations };
  }

  async restore(file: string): Promise<BackupSummary> {
    const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const tables: Record<string, number> = {};
    let migrations: string[] = [];
    let lineNo = 0;
    let ended = false;
    let inTransaction = false;
    try {
      for await (const line of lines) {
        lineNo++;
        if (lineNo === 1) {
          if (line !== `-- ${BACKUP_FORMAT}`) throw new RestoreRefusedError(`${file} is not a rentals backup (its first line is not "-- ${BACKUP_FORMAT}")`);
          continue;
        }
        if (line.startsWith('-- migrations: ')) {
          migrations = line.slice(15).split(',').filter(Boolean);
          await this.checkTarget(runner, migrations);
          continue;
        }
        if (line === `-- end of ${BACKUP_FORMAT}`) ended = true;
        const counted = /^-- table (\S+): (\d+) rows$/.exec(line);
        if (counted) tables[counted[1]] = Number(counted[2]);
        if (!line.trim() || line.startsWith('--')) continue;
        if (line === 'BEGIN;') inTransaction = true;
        await runner.query(line);
        if (line === 'COMMIT;') inTransaction = false;
      }
      if (!ended || inTransaction) throw new RestoreRefusedError(`${file} is cut short (no end line): nothing was restored`);
    } catch (e) {
      if (inTransaction) await runner.query('ROLLBACK').catch(() => undefined);
      const message = (e as Error)?.message ?? String(e);
      if (/rentals restore: this database is not empty/.test(message)) throw new RestoreRefusedError('the database is not empty; restore only into an empty database (nothing was changed)');
      if (/another schema version/.test(message)) throw new RestoreRefusedError('the database is at another schema version than the backup (nothing was changed)');
      if (e instanceof RestoreRefusedError) throw e;
      throw new RestoreRefusedError(`line ${lineNo} of ${file} failed: ${message.split('\n')[0]} (nothing was restored)`);
    } finally {
      lines.close();
      await runner.release();
    }
    return { file, tables, bytes: (await stat(file)).size, migrations };
  }

  /**
   * Before anything runs: the target is empty (no rows in any table of the schema, apart from the
   * migrations' own list, counters and leases, the stored admin token, and the default units as
   * the migration made them) and has the backup's migrations.
   */
  private async checkTarget(runner: QueryRunner, migrations: string[]): Promise<void> {
    const q = async <T>(text: string) => returnedRows<T>(await runner.query(text));
    const tables = (await q<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((r) => r.name);
    const held: string[] = [];
    // Bookings first (what staff look for), then every other table by name.
    const dataTables = tables.filter((t) => !NOT_DATA_TABLES.has(t)).sort((a, b) => Number(b === 'bookings') - Number(a === 'bookings') || a.localeCompare(b));
    for (const table of dataTables) {
      const [r] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(table)}`);
      if (r.n > 0) held.push(table === 'bookings' ? `${r.n} booking${r.n === 1 ? '' : 's'}` : `${r.n} row${r.n === 1 ? '' : 's'} in ${table}`);
    }
    if (tables.includes('units')) {
      const [u] = await q<{ unchanged: boolean }>(`SELECT ${defaultUnitsSql()} AS unchanged`);
      if (!u.unchanged) held.push('units other than the default fleet');
    }
    if (held.length > 0) {
      throw new RestoreRefusedError(`the database is not empty (it holds ${held.join(', ')}); restore only into an empty database (nothing was changed)`);
    }
    const here = returnedRows<{ name: string }>(await runner.query(`SELECT name FROM migrations ORDER BY timestamp, id`)).map((r) => r.name);
    if (here.join(',') !== migrations.join(',')) {
      const missing = migrations.filter((m) => !here.includes(m));
      throw new RestoreRefusedError(
        missing.length
          ? `the backup comes from a newer version (migrations ${missing.join(', ')} are unknown here): update this installation first`
          : `the backup comes from an older version (this database has migrations ${here.filter((m) => !migrations.includes(m)).join(', ')} it lacks): restore it with that version, then update`,
      );
    }
  }
}

/** The public tables to dump, each after the tables it references (foreign keys). */
async function tableOrder(q: <T>(text: string, params?: unknown[]) => Promise<T[]>): Promise<string[]> {
  const tables = (await q<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`))
    .map((r) => r.name)
    .filter((t) => !SKIPPED_TABLES.has(t));
  const refs = await q<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const order: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (order.includes(t) || path.has(t)) return;
    path.add(t);
    for (const r of refs) if (r.child === t && r.parent !== t && tables.includes(r.parent)) visit(r.parent, path);
    order.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return order;
}
