import type { DataSource } from 'typeorm';
import { RolledBack } from '../../application/ports/unit-of-work.js';

export { rollback } from '../../application/ports/unit-of-work.js';

/** Runs one SQL statement and answers its rows (UPDATE/DELETE ... RETURNING included). */
export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** TypeORM's postgres driver answers an UPDATE/DELETE ... RETURNING with `[rows, count]`. */
export function returnedRows<T>(result: unknown): T[] {
  const rows = Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result;
  return (Array.isArray(rows) ? rows : []) as T[];
}

/**
 * Inserts `rows` (each its values in the order of `columns`: column name to PostgreSQL type) into
 * `table` in one statement, in their order (`INSERT ... SELECT * FROM unnest($1::type[], ...)`:
 * one array per column), however many there are; none: no statement.
 */
export async function insertMany(sql: Sql, table: string, columns: Record<string, string>, rows: readonly (readonly unknown[])[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  await sql(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT * FROM unnest(${names.map((name, i) => `$${i + 1}::${columns[name]}[]`).join(', ')})`,
    names.map((_, i) => rows.map((row) => row[i])),
  );
}

/** Statements outside any transaction, on the pool. */
export function poolSql(dataSource: DataSource): Sql {
  return async (text, params = []) => returnedRows(await dataSource.query(text, params));
}

/**
 * Runs `work` in one transaction on one connection: COMMIT when it returns, ROLLBACK when it
 * throws (or calls `rollback(value)`, whose value is then the answer).
 *
 * Keep transactions short and run every statement of one through its `sql`: on the embedded
 * database (one PGlite session behind pglite-socket) an open transaction holds back every other
 * connection, so a query on another connection from inside `work` would wait forever.
 */
export async function inTransaction<T>(dataSource: DataSource, work: (sql: Sql) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    try {
      const result = await work(async (text, params = []) => returnedRows(await runner.query(text, params)));
      await runner.commitTransaction();
      return result;
    } catch (e) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      if (e instanceof RolledBack) return e.value as T;
      throw e;
    }
  } finally {
    await runner.release();
  }
}

/** True when PostgreSQL refused a statement because of the exclusion constraint on holds (SQLSTATE 23P01). */
export function isOverlapRefusal(e: unknown): boolean {
  const err = e as { code?: unknown; driverError?: { code?: unknown } } | null;
  return err?.code === '23P01' || err?.driverError?.code === '23P01';
}
