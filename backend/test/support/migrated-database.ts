import { DataSource } from 'typeorm';
import { DatabaseConnection } from '../../src/adapters/persistence/database-connection.js';
import { EmbeddedDatabase } from '../../src/adapters/persistence/embedded/embedded-database.js';
import { embeddedClientClass } from '../../src/adapters/persistence/embedded/embedded-pg-client.js';
import { MIGRATIONS } from '../../src/adapters/persistence/migrations/index.js';
import type { TestDatabase } from './database.js';

/**
 * Runs `work` on `db` (a fresh test database) migrated by every migration before the one whose
 * class name starts with `migration` (`'StaffWorkflow'`): the schema of the release before it.
 * The connection is closed afterwards, so the application (or `withAllMigrations`) can open it.
 */
export async function beforeMigration(db: TestDatabase, migration: string, work: (ds: DataSource) => Promise<void>): Promise<void> {
  const index = MIGRATIONS.findIndex((m) => m.name.startsWith(migration));
  if (index < 0) throw new Error(`no migration named ${migration}…`);
  const embedded = db.dataDir ? EmbeddedDatabase.forDataDir(db.dataDir) : null;
  const ds = new DataSource({
    type: 'postgres',
    url: embedded ? await embedded.url() : db.url,
    migrations: MIGRATIONS.slice(0, index),
    extra: embedded ? { Client: embeddedClientClass(embedded), max: 2 } : { max: 2 },
  });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'all' });
    await work(ds);
  } finally {
    await ds.destroy();
    await embedded?.close();
  }
}

/** Runs `work` on `db` after every migration (the ones not yet run run now, as at the backend's start). */
export async function withAllMigrations<T>(db: TestDatabase, work: (ds: DataSource) => Promise<T>): Promise<T> {
  const connection = await DatabaseConnection.open({ databaseUrl: db.url, dataDir: db.dataDir ?? '' });
  try {
    return await work(connection.dataSource);
  } finally {
    await connection.close();
  }
}

/** The values of a booking row of the first release that the migration specs do not care about. */
const OLD_BOOKING: Record<string, unknown> = {
  customer_name: 'Old Guest',
  driver_age: 30,
  group_size: 2,
  customer_email: 'old@example.com',
  customer_phone: '+995555000000',
  pickup_location: 'tbilisi',
  dropoff_location: 'tbilisi',
  pickup_date: '2030-05-01',
  pickup_time: '09:00',
  return_date: '2030-05-06',
  return_time: '09:00',
  car_type: 'Hyundai Elantra',
  insurance_type: 'minimum',
  days: 5,
  daily_rate: 45,
  total_price: 225,
  breakdown: '{}',
};

/**
 * Inserts a booking row as an older schema has it (`columns` over OLD_BOOKING's values; only
 * columns of the first release's `bookings` in the defaults); answers its id.
 */
export async function insertOldBooking(ds: DataSource, columns: Record<string, unknown>): Promise<string> {
  const row = { ...OLD_BOOKING, ...columns };
  const names = Object.keys(row);
  const [inserted] = (await ds.query(`INSERT INTO bookings (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, Object.values(row))) as { id: string }[];
  return inserted.id;
}
