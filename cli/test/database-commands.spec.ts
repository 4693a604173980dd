/**
 * Every database command, run as the built `rentals` command in a child process, against a real
 * PostgreSQL when DATABASE_URL is set (a fresh database on that server for this run), else against
 * the embedded database in a temporary DATA_DIR (as the API tests do). Bookings and visits are
 * created through the application services (support/seed.mjs). embedded.spec.ts covers the
 * embedded database beside a running server.
 */
import { bookingRequest, seed } from './support/fixtures.js';
import { SERVER_URL, testDatabaseEnv } from './support/postgres.js';
import { onlyJson, oneLineError, rentals, rentalsProcess } from './support/run.js';

const BOOKING_VIEW_FIELDS = [
  'id', 'reference', 'status', 'statusReason', 'customerName', 'driverAge', 'groupSize', 'customerEmail', 'customerPhone',
  'pickupLocation', 'dropoffLocation', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'carType', 'insuranceType',
  'prepaidFuel', 'roadAssistance', 'babySeat', 'crossBorderArmenia', 'carRoofTent', 'campingEquipment', 'prepaidCarWash',
  'totalPrice', 'gclid', 'days', 'currency', 'breakdown', 'botScore', 'createdAt', 'confirmedAt', 'cancelledAt', 'expiresAt',
  'unit', 'locale',
];

/** Tests that need a PostgreSQL server of their own (several writers at once, a missing database). */
const itPg = SERVER_URL ? it : it.skip;

describe(`rentals database commands on ${SERVER_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (DATABASE_URL unset)'}`, () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>> | undefined;
  let databaseUrl: string | undefined;
  let env: Record<string, string>;
  // fresh: pending, just made; toConfirm: pending; old: pending, 50 hours old; camping: 4Runner with camping gear.
  let fresh: any;
  let toConfirm: any;
  let old: any;
  let camping: any;

  beforeAll(async () => {
    database = await testDatabaseEnv('rentals-cli-commands-');
    ({ env, databaseUrl } = database);
    const seeded = await seed(
      {
        bookings: [
          { request: bookingRequest({ customerName: 'Old Booking', carType: 'Hyundai Elantra' }), hoursAgo: 50 },
          { request: bookingRequest({ customerName: 'Giorgi Kapanadze', carType: 'Subaru Forester' }), hoursAgo: 3 },
          {
            request: bookingRequest({
              customerName: 'Camping Family',
              carType: 'Toyota 4Runner',
              carRoofTent: true,
              campingEquipment: true,
              insuranceType: 'enhanced',
              crossBorderArmenia: true,
              locale: 'ar',
            }),
            hoursAgo: 2,
          },
          { request: bookingRequest({ customerName: 'Nino Beridze' }), hoursAgo: 1 },
        ],
        visits: [
          { ipAddress: '203.0.113.7', url: '/', hoursAgo: 3 },
          { ipAddress: '198.51.100.23', url: '/booking?gclid=Cj0KCQ', hoursAgo: 2 },
          { ipAddress: '::ffff:192.0.2.1', url: '/?utm=x', hoursAgo: 1 },
        ],
      },
      env,
    );
    [old, toConfirm, camping, fresh] = seeded.bookings;
  });

  afterAll(async () => {
    await database?.drop();
  });

  describe('bookings list', () => {
    it('--json prints every booking, newest first, with the BookingView fields', async () => {
      const list = onlyJson<any[]>(await rentals(['bookings', 'list', '--json'], env));
      expect(list.map((b) => b.reference)).toEqual([fresh.reference, camping.reference, toConfirm.reference, old.reference]);
      for (const b of list) expect(Object.keys(b)).toEqual(expect.arrayContaining(BOOKING_VIEW_FIELDS));
      expect(list[0]).toMatchObject({ customerName: 'Nino Beridze', status: 'pending', carType: 'Toyota FJ Cruiser', totalPrice: fresh.totalPrice, currency: 'EUR' });
    });

    it('--status and --limit filter and cap the list', async () => {
      const two = onlyJson<any[]>(await rentals(['bookings', 'list', '--status', 'pending', '--limit', '2', '--json'], env));
      expect(two.map((b) => b.reference)).toEqual([fresh.reference, camping.reference]);
      const none = onlyJson<any[]>(await rentals(['bookings', 'list', '--status', 'confirmed', '--json'], env));
      expect(none).toEqual([]);
    });

    it('prints a table for people', async () => {
      const r = await rentals(['bookings', 'list'], env);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Reference\s+Status\s+Created \(UTC\+4\)\s+Customer\s+Car\s+Unit\s+Pickup\s+Return\s+Days\s+Total/);
      expect(r.stdout).toContain(fresh.reference);
      expect(r.stdout).toMatch(new RegExp(`${old.reference}\\s+pending\\s+.*Old Booking\\s+Hyundai Elantra\\s+${old.unit}\\s`));
      expect(r.stdout).toMatch(/4 bookings, newest first\./);
    });
  });

  describe('bookings show', () => {
    it('finds a booking by its reference in any letter case, and by its id', async () => {
      const byRef = onlyJson(await rentals(['bookings', 'show', camping.reference.toLowerCase(), '--json'], env));
      // The booking as created, plus its handovers (none yet), its money (nothing paid, the whole total
      // owed) and its history (docs/product.md §16).
      expect(byRef).toEqual({
        ...camping,
        handovers: [],
        payments: [],
        charges: [],
        chargesEur: 0,
        paidEur: 0,
        balanceEur: camping.totalPrice,
        history: [{ at: camping.createdAt, type: 'created', actor: 'visitor', detail: `booked: unit ${camping.unit}, ${camping.days} days, ${camping.totalPrice} EUR` }],
      });
      const byId = onlyJson(await rentals(['bookings', 'show', camping.id, '--json'], env));
      expect(byId.reference).toBe(camping.reference);
    });

    it('prints the itemised price line by line in EUR, the status and the expiry', async () => {
      const r = await rentals(['bookings', 'show', camping.reference], env);
      expect(r.code).toBe(0);
      const out = r.stdout;
      expect(out).toMatch(new RegExp(`^Booking ${camping.reference}`));
      expect(out).toMatch(/Status:\s+pending: expires \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+4 unless confirmed/);
      expect(out).toMatch(/Customer:\s+Camping Family/);
      expect(out).toMatch(/Car:\s+Toyota 4Runner/);
      expect(out).toMatch(new RegExp(`Unit:\\s+${camping.unit}\n`));
      expect(camping.unit).toMatch(/^RN-\d{3}-GE$/);
      expect(out).toMatch(/Extras:\s+baby seat, Armenia crossing, roof tent, camping equipment/);
      // The language the customer booked in (docs/product.md §15): their e-mails are written in it.
      expect(camping.locale).toBe('ar');
      expect(out).toMatch(/Language:\s+ar \(العربية\)/);
      // Every line of the stored breakdown appears with its amount, then the total.
      for (const line of camping.breakdown.lines) {
        expect(out).toMatch(new RegExp(`${line.label.replace(/[()+.]/g, '\\$&')}.*\\s${line.amount.toLocaleString('en-US')} EUR`));
      }
      expect(out).toMatch(new RegExp(`Total\\s+${camping.totalPrice.toLocaleString('en-US')} EUR`));
      // The breakdown adds up (7 days of 4Runner at round(75 × 0.95) = 71, enhanced insurance 30/day, ...).
      const sum = camping.breakdown.lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0);
      expect(sum).toBe(camping.totalPrice);
      expect(camping.breakdown.lines.find((l: { key: string }) => l.key === 'car')).toMatchObject({ quantity: 7, unitPrice: 71, amount: 497 });
    });

    it('an unknown reference is "not found", exit 3', async () => {
      oneLineError(await rentals(['bookings', 'show', 'GR-ZZZZZZ', '--json'], env), 3, /no booking found for "GR-ZZZZZZ"/);
      oneLineError(await rentals(['bookings', 'show', '00000000-0000-4000-8000-000000000000'], env), 3, /no booking found/);
    });
  });

  describe('bookings confirm and cancel', () => {
    it('confirms a pending booking, then refuses to confirm it again (exit 4)', async () => {
      const confirmed = onlyJson(await rentals(['bookings', 'confirm', toConfirm.reference, '--json'], env));
      expect(confirmed).toMatchObject({ reference: toConfirm.reference, status: 'confirmed', expiresAt: null });
      expect(Date.parse(confirmed.confirmedAt)).toBeGreaterThan(Date.now() - 60_000);

      oneLineError(await rentals(['bookings', 'confirm', toConfirm.reference], env), 4, /already confirmed; nothing to change\.$/m);
      const shown = onlyJson(await rentals(['bookings', 'show', toConfirm.reference, '--json'], env));
      expect(shown.status).toBe('confirmed');
    });

    it('cancels a booking; cancelled → confirmed is an illegal change (exit 4) and changes nothing', async () => {
      const r = await rentals(['bookings', 'cancel', fresh.reference], env);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^Cancelled booking ${fresh.reference}: Nino Beridze, Toyota FJ Cruiser`));

      oneLineError(await rentals(['bookings', 'confirm', fresh.reference, '--json'], env), 4, new RegExp(`${fresh.reference} is cancelled and cannot be confirmed; nothing was changed`));
      const shown = onlyJson(await rentals(['bookings', 'show', fresh.reference, '--json'], env));
      expect(shown).toMatchObject({ status: 'cancelled', statusReason: 'staff', confirmedAt: null });

      const human = await rentals(['bookings', 'show', fresh.reference], env);
      expect(human.stdout).toMatch(/Status:\s+cancelled .* \(by staff\)/);
    });

    it('an unknown booking is exit 3 for confirm and cancel too', async () => {
      oneLineError(await rentals(['bookings', 'confirm', 'GR-ZZZZZZ'], env), 3, /no booking found/);
      oneLineError(await rentals(['bookings', 'cancel', 'GR-ZZZZZZ'], env), 3, /no booking found/);
    });
  });

  describe('bookings expire', () => {
    it('--dry-run reports the old pending booking and changes nothing', async () => {
      const dry = onlyJson(await rentals(['bookings', 'expire', '--dry-run', '--json'], env));
      expect(dry).toEqual({ cancelled: 1, references: [old.reference], dryRun: true });
      const human = await rentals(['bookings', 'expire', '--dry-run'], env);
      expect(human.stdout.trim()).toBe(`Would cancel 1 unconfirmed booking: ${old.reference}.`);
      expect(onlyJson(await rentals(['bookings', 'show', old.reference, '--json'], env)).status).toBe('pending');
      const shown = await rentals(['bookings', 'show', old.reference], env);
      expect(shown.stdout).toMatch(/Status:\s+pending, past its confirmation window since .* \(rentals bookings expire cancels it\)/);
    });

    it('cancels it with reason unconfirmed; a second run finds nothing', async () => {
      expect(onlyJson(await rentals(['bookings', 'expire', '--json'], env))).toEqual({ cancelled: 1, references: [old.reference] });
      expect(onlyJson(await rentals(['bookings', 'show', old.reference, '--json'], env))).toMatchObject({ status: 'cancelled', statusReason: 'unconfirmed' });
      const again = await rentals(['bookings', 'expire'], env);
      expect(again.code).toBe(0);
      expect(again.stdout).toMatch(/nothing cancelled/);
      // The 2-hour-old booking is not touched.
      expect(onlyJson(await rentals(['bookings', 'show', camping.reference, '--json'], env)).status).toBe('pending');
    });

    it('follows BOOKING_CONFIRM_HOURS', async () => {
      const dry = onlyJson(await rentals(['bookings', 'expire', '--dry-run', '--json'], { ...env, BOOKING_CONFIRM_HOURS: '1' }));
      expect(dry.references).toEqual([camping.reference]);
    });

    // With the embedded database and no server, concurrent commands hand the database over to each
    // other (docs/cli.md); several writers at once are a PostgreSQL (or running server) set-up.
    itPg('run on several machines at once, cancels each booking exactly once', async () => {
      const seeded = await seed(
        { bookings: [1, 2, 3, 4].map((i) => ({ request: bookingRequest({ customerName: `Stale Customer ${'ABCD'[i - 1]}` }), hoursAgo: 30 + i })) },
        env,
      );
      // Three processes, as three machines would run it.
      const runs = await Promise.all([1, 2, 3].map(() => rentalsProcess(['bookings', 'expire', '--json'], env)));
      const results = runs.map((r) => onlyJson<{ cancelled: number; references: string[] }>(r));
      const all = results.flatMap((r) => r.references);
      expect(results.reduce((n, r) => n + r.cancelled, 0)).toBe(4);
      expect(all.sort()).toEqual(seeded.bookings.map((b) => b.reference).sort());
    });
  });

  describe('visits', () => {
    it('visits list --json prints the records newest first', async () => {
      const visits = onlyJson<any[]>(await rentals(['visits', 'list', '--json'], env));
      expect(visits.map((v) => [v.ipAddress, v.isGoogleAdsTraffic])).toEqual([
        ['192.0.2.1', false],
        ['198.51.100.23', true],
        ['203.0.113.7', false],
      ]);
      for (const v of visits) expect(Object.keys(v).sort()).toEqual(['id', 'ipAddress', 'isGoogleAdsTraffic', 'visitedAt']);
      const two = onlyJson<any[]>(await rentals(['visits', 'list', '--limit', '2', '--json'], env));
      expect(two).toHaveLength(2);
    });

    it('visits list prints a table for people', async () => {
      const r = await rentals(['visits', 'list'], env);
      expect(r.stdout).toMatch(/^Visited \(UTC\+4\)\s+IP address\s+Paid ads\s+Id/);
      expect(r.stdout).toMatch(/198\.51\.100\.23\s+yes/);
      expect(r.stdout).toMatch(/3 visits, newest first\./);
    });

    it('visits clear refuses without --yes and deletes nothing', async () => {
      oneLineError(await rentals(['visits', 'clear'], env), 2, /--yes/);
      expect(onlyJson<any[]>(await rentals(['visits', 'list', '--json'], env))).toHaveLength(3);
    });

    it('visits clear --yes deletes every record', async () => {
      expect(onlyJson(await rentals(['visits', 'clear', '--yes', '--json'], env))).toEqual({ deleted: 3 });
      expect(onlyJson(await rentals(['visits', 'list', '--json'], env))).toEqual([]);
      const r = await rentals(['visits', 'list'], env);
      expect(r.stdout.trim()).toBe('No visitors yet');
      const again = await rentals(['visits', 'clear', '--yes'], env);
      expect(again.stdout.trim()).toBe('Deleted 0 visit records.');
    });
  });

  itPg('a database that does not exist on a running server is "unreachable", exit 5', async () => {
    const url = new URL(databaseUrl!);
    url.pathname = '/no_such_database_for_rentals';
    const r = await rentals(['bookings', 'list'], { DATABASE_URL: url.toString() });
    oneLineError(r, 5, /no_such_database_for_rentals/);
    expect(r.ms).toBeLessThan(10_000);
  });
});
