/**
 * `rentals bookings check-out` / `check-in` (docs/cli.md) run as the built command in a child
 * process, on a real PostgreSQL when DATABASE_URL is set: the same service as the phone moves the
 * booking confirmed → on_rent → returned; bad readings and a return before the handover are one
 * line and a non-zero exit with nothing stored; a cancel after the check-out is exit 4 and the unit
 * stays held; `list --status on_rent` and the calendar's `O` follow.
 */
import { bookingRequest, daysFromToday, seed, staffNamed } from './support/fixtures.js';
import { testDatabaseEnv } from './support/postgres.js';
import { onlyJson, oneLineError, rentals } from './support/run.js';
import { sql } from './support/sql.js';

/** Each test runs several `rentals` processes one after the other: room for a busy machine. */
const SLOW = 240_000;

describe('rentals bookings check-out and check-in', () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>> | undefined;
  let env: Record<string, string>;
  let booking: any;

  beforeAll(async () => {
    database = await testDatabaseEnv('rentals-cli-rental-states-');
    env = database.env;
    const seeded = await seed(
      { bookings: [{ request: bookingRequest({ carType: 'Subaru Forester', pickupDate: daysFromToday(1), returnDate: daysFromToday(5) }) }] },
      env,
    );
    [booking] = seeded.bookings;
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
  });

  const handovers = async () =>
    Number(((await sql(env, `SELECT count(*)::int AS n FROM booking_handovers h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1`, [booking.reference])) as { n: number }[])[0].n);
  const held = async () =>
    ((await sql(env, `SELECT b.status, h.active FROM bookings b JOIN holds h ON h.booking_id = b.id WHERE b.reference = $1`, [booking.reference])) as {
      status: string;
      active: boolean;
    }[])[0];

  it('refuses the handover of a pending booking (exit 4) and bad readings (exit 2), storing nothing', async () => {
    const ref = booking.reference;
    oneLineError(await rentals(['bookings', 'check-out', ref, '--km', '42000', '--fuel', '8'], env), 4, /only a confirmed booking is handed over/);
    onlyJson(await rentals(['bookings', 'confirm', ref, '--by', await staffNamed(env, 'anna'), '--json'], env));
    oneLineError(await rentals(['bookings', 'check-out', ref, '--km', '42000', '--fuel', '9'], env), 2, /--fuel: the fuel level is 0 to 8 eighths/);
    oneLineError(await rentals(['bookings', 'check-out', ref, '--km', 'lots', '--fuel', '8'], env), 2, /--km: the odometer is a whole number of km/);
    oneLineError(await rentals(['bookings', 'check-in', ref, '--km', '42500', '--fuel', '8'], env), 4, /has not been handed over yet/);
    oneLineError(await rentals(['bookings', 'check-out', 'GR-NOSUCH', '--km', '1', '--fuel', '8'], env), 3, /no booking found for "GR-NOSUCH"/);
    expect(await handovers()).toBe(0);
    expect(await held()).toEqual({ status: 'confirmed', active: true });
  }, SLOW);

  it('hands the car over: on_rent, cancel refused with exit 4, the unit stays held, list and calendar show it', async () => {
    const ref = booking.reference;
    const out = onlyJson(await rentals(['bookings', 'check-out', ref, '--km', '42000', '--fuel', '8', '--by', await staffNamed(env, 'anna'), '--json'], env));
    expect(out).toMatchObject({ reference: ref, status: 'on_rent', unit: booking.unit });
    const cancel = await rentals(['bookings', 'cancel', ref, '--by', await staffNamed(env, 'anna')], env);
    oneLineError(cancel, 4, /is on rent \(the car has been handed over\) and cannot be cancelled; nothing was changed/);
    expect(await held()).toEqual({ status: 'on_rent', active: true });

    const onRent = onlyJson<any[]>(await rentals(['bookings', 'list', '--status', 'on_rent', '--json'], env));
    expect(onRent.map((b) => b.reference)).toEqual([ref]);
    expect(onlyJson<any[]>(await rentals(['bookings', 'list', '--status', 'returned', '--json'], env))).toEqual([]);
    const cal = onlyJson(await rentals(['calendar', '--from', daysFromToday(2), '--days', '2', '--json'], env));
    expect(cal.units.find((u: any) => u.label === booking.unit).marks).toBe('OO');
    const human = await rentals(['bookings', 'check-out', ref, '--km', '42000', '--fuel', '8'], env);
    oneLineError(human, 4, /was handed over already/);
  }, SLOW);

  it('takes the car back: an odometer below the handover is refused, then returned with its history', async () => {
    const ref = booking.reference;
    oneLineError(await rentals(['bookings', 'check-in', ref, '--km', '41999', '--fuel', '8'], env), 2, /--km: the odometer cannot be below the 42000 km/);
    expect(await handovers()).toBe(1);
    const r = await rentals(['bookings', 'check-in', ref, '--km', '42650', '--fuel', '6', '--damage', 'scratch on the rear door', '--by', await staffNamed(env, 'anna')], env);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^Returned booking ${ref} \\(Subaru Forester ${booking.unit}, .+\\): 42650 km, fuel 6/8\\. Status: returned\\.\\n$`));
    const shown = onlyJson(await rentals(['bookings', 'show', ref, '--json'], env));
    expect(shown.status).toBe('returned');
    expect(shown.history.map((h: any) => [h.type, h.actor])).toEqual([
      ['created', 'visitor'],
      ['confirmed', 'anna'],
      ['checked_out', 'anna'],
      ['checked_in', 'anna'],
    ]);
    expect(shown.handovers.map((h: any) => [h.kind, h.odometerKm, h.fuelEighths])).toEqual([
      ['check-out', 42000, 8],
      ['check-in', 42650, 6],
    ]);
    oneLineError(await rentals(['bookings', 'cancel', ref], env), 4, /is returned \(the car has been handed over\) and cannot be cancelled/);
    oneLineError(await rentals(['bookings', 'check-in', ref, '--km', '42700', '--fuel', '8'], env), 4, /was returned already/);
  }, SLOW);
});
