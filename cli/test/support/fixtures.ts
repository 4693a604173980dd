import { runNode, ROOT } from './run.js';
import { join } from 'node:path';

/** The date `n` days from today in Tbilisi (UTC+4), `YYYY-MM-DD`. */
export function daysFromToday(n: number): string {
  return new Date(Date.now() + 4 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
}

/** Fixture bookings made so far in this test file (each gets dates of its own, see below). */
let made = 0;

/**
 * A valid booking request (the Booking of docs/product.md §8) for a fleet car; `overrides` change single fields.
 * 7 days from 10 days ahead, each further request of the test file 8 days later, so that files
 * making many bookings never run out of units of a car (5 FJ Cruisers).
 */
export function bookingRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const start = 10 + 8 * made++;
  return {
    customerName: 'Nino Beridze',
    driverAge: '34',
    groupSize: '2',
    customerEmail: 'nino@example.com',
    customerPhone: '+995555123456',
    pickupLocation: 'tbilisi',
    dropoffLocation: 'batumi',
    pickupDate: daysFromToday(start),
    pickupTime: '09:00',
    returnDate: daysFromToday(start + 7),
    returnTime: '09:00',
    carType: 'Toyota FJ Cruiser',
    insuranceType: 'standard',
    prepaidFuel: false,
    roadAssistance: false,
    babySeat: true,
    crossBorderArmenia: false,
    carRoofTent: false,
    campingEquipment: false,
    prepaidCarWash: false,
    totalPrice: '0',
    gclid: '',
    ...overrides,
  };
}

export type SeedSpec = {
  /** `copies`: that many cancelled copies stored by one SQL statement (seed.mjs). */
  bookings?: { request: Record<string, unknown>; hoursAgo?: number; copies?: number }[];
  visits?: { ipAddress: string; url: string; hoursAgo?: number }[];
};

/** Creates bookings and visits through the application services in a child process (see seed.mjs). */
export async function seed(spec: SeedSpec, env: Record<string, string | undefined>): Promise<{ bookings: any[]; visits: any[] }> {
  const r = await runNode(join(ROOT, 'cli/test/support/seed.mjs'), [JSON.stringify(spec)], env, 90_000);
  if (r.code !== 0) throw new Error(`seeding failed (exit ${r.code}): ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/**
 * A staff account named `name` exists on the test's database (added once, by SQL): `--by` names a
 * staff account (docs/cli.md). Returns the name, for `['--by', await staffNamed(env, 'anna')]`.
 */
export async function staffNamed(env: Record<string, string>, name: string): Promise<string> {
  const { sql } = await import('./sql.js');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@staff.example`;
  const insert = () => sql(env, `INSERT INTO staff_members (name, email) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [name, email]);
  await insert().catch(async (e: { code?: string }) => {
    if (e.code !== '42P01') throw e;
    // A new database: the first command migrates it.
    const { rentals } = await import('./run.js');
    await rentals(['staff', 'list'], env);
    await insert();
  });
  return name;
}
