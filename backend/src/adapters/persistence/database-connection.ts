import { Logger } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { DatabaseUnavailableError } from './database-unavailable.error.js';
import { EmbeddedDatabase } from './embedded/embedded-database.js';
import { embeddedClientClass } from './embedded/embedded-pg-client.js';
import { ENTITIES } from './entities/index.js';
import { MIGRATIONS } from './migrations/index.js';

/** Fails fast when the database does not answer, so requests get a quick 503 (docs/api.md). */
export const CONNECT_TIMEOUT_MS = 2500;
/**
 * Opening tries this many times when the first connection times out: the short timeout is for
 * requests, and a busy machine (a server starting beside other work) can take longer than it to
 * start a connection that then works. A refused connection or a bad password fails at once.
 */
const OPEN_ATTEMPTS = 4;
const POOL_SIZE = 10;
/** Any fixed number: serialises the migrations of processes that start at the same time. */
const MIGRATION_LOCK_KEY = 727_001;

export { DatabaseUnavailableError };

function describe(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function oneLine(e: unknown): string {
  const err = e as { message?: string; code?: string; errors?: { message?: string }[] };
  const message = err?.message || err?.errors?.map((x) => x.message).join('; ') || err?.code || String(e);
  return message.replace(/\s+/g, ' ').trim();
}

/**
 * The TypeORM DataSource of the process, connected with `pg` either to DATABASE_URL or through the
 * embedded database's socket, with the migrations applied. Closed by `close()` (Nest calls it on
 * application shutdown): the pool first, then the embedded host if this process hosts it.
 */
export class DatabaseConnection implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private closed = false;

  private constructor(
    readonly dataSource: DataSource,
    readonly embedded: EmbeddedDatabase | null,
    readonly description: string,
  ) {}

  static async open(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseConnection> {
    let embedded: EmbeddedDatabase | null = null;
    let url: string;
    let description: string;
    const extra: Record<string, unknown> = {
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: 10_000,
      keepAlive: true,
      query_timeout: 60_000,
    };
    if (config.databaseUrl) {
      url = config.databaseUrl;
      description = describe(url);
    } else {
      embedded = EmbeddedDatabase.forDataDir(config.dataDir);
      description = `embedded database in ${config.dataDir}`;
      try {
        url = await embedded.url(); // hosts it here when nobody else does, before the pool's short timeout applies
      } catch (e) {
        throw new DatabaseUnavailableError(`Cannot open the ${description}: ${oneLine(e)}`);
      }
      extra.Client = embeddedClientClass(embedded);
    }
    const dataSource = new DataSource({
      type: 'postgres',
      url,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      migrationsRun: false, // run below, under an advisory lock
      synchronize: false,
      logging: process.env.TYPEORM_LOGGING === 'true',
      extra,
    });
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          await dataSource.initialize();
          break;
        } catch (e) {
          if (attempt >= OPEN_ATTEMPTS || !/timeout/i.test(oneLine(e))) throw e;
        }
      }
      await runMigrations(dataSource);
    } catch (e) {
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      if (embedded) await embedded.close().catch(() => undefined);
      throw new DatabaseUnavailableError(`Cannot use the database (${description}): ${oneLine(e)}`);
    }
    return new DatabaseConnection(dataSource, embedded, description);
  }

  /**
   * True when `SELECT 1` answers within the connect timeout. Straight on the pg pool (TypeORM's
   * `driver.master`): a health check every few seconds from each balancer does not need TypeORM's
   * query runner, and pg's own `query_timeout` replaces a timer of our own (the pool's
   * connectionTimeoutMillis bounds the wait for a connection).
   */
  async ping(): Promise<boolean> {
    if (this.closed) return false;
    try {
      const pool = (this.dataSource.driver as unknown as { master: { query(config: { text: string; query_timeout: number }): Promise<unknown> } }).master;
      await pool.query({ text: 'SELECT 1', query_timeout: CONNECT_TIMEOUT_MS + 500 });
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      if (this.dataSource.isInitialized) await this.dataSource.destroy();
    } catch (e) {
      this.logger.warn(`closing the connection pool failed: ${oneLine(e)}`);
    }
    if (this.embedded) await this.embedded.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}

/** Applies pending migrations; concurrent starts wait for each other on a PostgreSQL advisory lock. */
async function runMigrations(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await dataSource.runMigrations({ transaction: 'all' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
