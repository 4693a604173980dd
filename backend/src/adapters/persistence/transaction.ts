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

/** The part of a pg pool client that a transaction uses. */
type PoolClient = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>; release(destroy?: Error | boolean): void };
/** The part of the pg pool that `poolSql` and `inTransaction` use. */
type Pool = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>; connect(): Promise<PoolClient> };

/**
 * The pg pool under TypeORM (`driver.master`, there once the data source is initialised). The
 * statements of the repositories go to it straight: TypeORM's query runner around each (a runner
 * made and released, its events, logging and result wrapping) was a tenth of a booking's
 * server-only CPU (bench/results/2026-11-29-bookings-floor.md). Errors are pg's own (SQLSTATE in
 * `code`); TYPEORM_LOGGING shows only TypeORM's own statements (migrations).
 */
function pgPool(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

/** Statements outside any transaction, on the pool. */
export function poolSql(dataSource: DataSource): Sql {
  return async <T>(text: string, params: unknown[] = []) => (await pgPool(dataSource).query(text, params)).rows as T[];
}

/**
 * Runs `work` in one transaction on one connection of the pg pool (`pgPool`): COMMIT when it
 * returns, ROLLBACK when it throws (or calls `rollback(value)`, whose value is then the answer).
 * A connection whose BEGIN or ROLLBACK failed is dropped, not handed back.
 *
 * Keep transactions short and run every statement of one through its `sql`: on the embedded
 * database (one PGlite session behind pglite-socket) an open transaction holds back every other
 * connection, so a query on another connection from inside `work` would wait forever.
 */
export async function inTransaction<T>(dataSource: DataSource, work: (sql: Sql) => Promise<T>): Promise<T> {
  const client = await pgPool(dataSource).connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN').catch((err: Error) => {
      broken = err;
      throw err;
    });
    try {
      const result = await work(async <R>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as R[]);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch((err: Error) => {
        broken = err;
      });
      if (e instanceof RolledBack) return e.value as T;
      throw e;
    }
  } finally {
    client.release(broken);
  }
}

/** True when PostgreSQL refused a statement because of the exclusion constraint on holds (SQLSTATE 23P01). */
export function isOverlapRefusal(e: unknown): boolean {
  const err = e as { code?: unknown; driverError?: { code?: unknown } } | null;
  return err?.code === '23P01' || err?.driverError?.code === '23P01';
}
