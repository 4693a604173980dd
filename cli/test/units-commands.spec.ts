/**
 * The availability commands (units, blocks, availability, bookings move, calendar), run as the
 * built `rentals` command against a real PostgreSQL when DATABASE_URL is set (a fresh database),
 * else against the embedded database in a temporary DATA_DIR. Bookings are created through the
 * application services (support/seed.mjs), as the site creates them.
 */
import { bookingRequest, daysFromToday, seed } from './support/fixtures.js';
import { SERVER_URL, testDatabaseEnv } from './support/postgres.js';
import { onlyJson, oneLineError, rentals } from './support/run.js';

const FIVE = ['Hyundai Elantra', 'Subaru Forester', 'Chevrolet Suburban', 'Toyota FJ Cruiser', 'Toyota 4Runner'];

describe(`rentals units, availability, bookings move and calendar on ${SERVER_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}`, () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>> | undefined;
  let env: Record<string, string>;
  // Two FJ Cruiser bookings on the same days (so on two units), one Forester booking later.
  let first: any;
  let second: any;
  let forester: any;
  const from = daysFromToday(30);
  const to = daysFromToday(35);

  beforeAll(async () => {
    database = await testDatabaseEnv('rentals-cli-units-');
    env = database.env;
    const seeded = await seed(
      {
        bookings: [
          { request: bookingRequest({ customerName: 'First Guest', pickupDate: from, returnDate: to }) },
          { request: bookingRequest({ customerName: 'Second Guest', pickupDate: from, returnDate: to }) },
          { request: bookingRequest({ customerName: 'Forest Guest', carType: 'Subaru Forester', pickupDate: daysFromToday(40), returnDate: daysFromToday(44) }) },
        ],
      },
      env,
    );
    [first, second, forester] = seeded.bookings;
  });

  afterAll(async () => {
    await database?.drop();
  });

  describe('units', () => {
    it('list --json prints [{label, carType, active}] for the default fleet of 21', async () => {
      const units = onlyJson<any[]>(await rentals(['units', 'list', '--json'], env));
      expect(units).toHaveLength(21);
      for (const u of units) expect(Object.keys(u)).toEqual(['label', 'carType', 'active']);
      expect(units.filter((u) => u.carType === 'Toyota FJ Cruiser').map((u) => u.label)).toEqual(['FJ-101-GE', 'FJ-102-GE', 'FJ-103-GE', 'FJ-104-GE', 'FJ-105-GE']);
      expect([...new Set(units.map((u) => u.carType))]).toEqual(FIVE);
      const human = await rentals(['units', 'list'], env);
      expect(human.stdout).toMatch(/^Label\s+Car\s+Status\n/);
      expect(human.stdout).toMatch(/FJ-101-GE\s+Toyota FJ Cruiser\s+in service/);
      expect(human.stdout).toMatch(/21 units in service\./);
    });

    it('add takes a new label of a fleet car; refuses a taken label (4), an unknown car (2), a bad label (2)', async () => {
      expect(onlyJson(await rentals(['units', 'add', '--car', 'toyota 4runner', '--label', 'rn-900-tb', '--json'], env))).toEqual({
        label: 'RN-900-TB',
        carType: 'Toyota 4Runner',
        active: true,
      });
      oneLineError(await rentals(['units', 'add', '--car', 'Toyota 4Runner', '--label', 'RN-900-TB'], env), 4, /label RN-900-TB is taken already/);
      oneLineError(await rentals(['units', 'add', '--car', 'Cadillac Escalade', '--label', 'CA-100-TB'], env), 2, /unknown car "Cadillac Escalade"\. Use one of: Hyundai Elantra, Subaru Forester/);
      oneLineError(await rentals(['units', 'add', '--car', 'Toyota 4Runner', '--label', 'RN/900'], env), 2, /label.*letters and digits/);
      const human = await rentals(['units', 'add', '--car', 'Hyundai Elantra', '--label', 'EL 900 TB'], env);
      expect(human.stdout.trim()).toBe('Added unit EL 900 TB (Hyundai Elantra); it takes bookings from now on.');
      expect(onlyJson<any[]>(await rentals(['units', 'list', '--json'], env))).toHaveLength(23);
    });

    it('retire is refused while the unit holds bookings that are not over, naming them (exit 4); works when free', async () => {
      const r = await rentals(['units', 'retire', first.unit], env);
      oneLineError(r, 4, new RegExp(`Unit ${first.unit} still holds 1 booking that is not over: ${first.reference} \\(pending`));
      oneLineError(await rentals(['units', 'retire', 'NO-SUCH-9'], env), 3, /no unit labelled "NO-SUCH-9"\. `rentals units list`/);

      expect(onlyJson(await rentals(['units', 'retire', 'rn-900-tb', '--json'], env))).toEqual({ label: 'RN-900-TB', carType: 'Toyota 4Runner', active: false });
      oneLineError(await rentals(['units', 'retire', 'RN-900-TB'], env), 4, /retired already/);
      const units = onlyJson<any[]>(await rentals(['units', 'list', '--json'], env));
      expect(units.find((u) => u.label === 'RN-900-TB').active).toBe(false);
      const back = await rentals(['units', 'reactivate', 'RN-900-TB'], env);
      expect(back.stdout.trim()).toBe('Unit RN-900-TB (Toyota 4Runner) is back in service.');
      const human = await rentals(['units', 'retire', 'RN-900-TB'], env);
      expect(human.stdout).toMatch(/^Retired unit RN-900-TB \(Toyota 4Runner\): it takes no new bookings/);
    });
  });

  describe('blocks', () => {
    it('block holds whole days (--to included), shows in blocks and the calendar, and unblock frees it', async () => {
      const day = daysFromToday(50);
      const block = onlyJson(await rentals(['units', 'block', 'fj-105-ge', '--from', day, '--to', daysFromToday(52), '--reason', 'new tyres', '--json'], env));
      expect(block).toMatchObject({ unit: 'FJ-105-GE', carType: 'Toyota FJ Cruiser', from: day, to: daysFromToday(52), reason: 'new tyres', active: true });
      expect(typeof block.id).toBe('number');

      const listed = onlyJson<any[]>(await rentals(['units', 'blocks', '--json'], env));
      expect(listed.map((b) => b.id)).toEqual([block.id]);
      const human = await rentals(['units', 'blocks', 'FJ-105-GE'], env);
      expect(human.stdout).toMatch(new RegExp(`^Block\\s+Unit\\s+Car\\s+From\\s+To \\(incl\\.\\)\\s+Reason\\n`));
      expect(human.stdout).toMatch(new RegExp(`${block.id}\\s+FJ-105-GE\\s+Toyota FJ Cruiser\\s+${day}\\s+${daysFromToday(52)}\\s+new tyres`));

      const calendar = onlyJson(await rentals(['calendar', '--from', daysFromToday(49), '--days', '5', '--json'], env));
      expect(calendar.units.find((u: any) => u.label === 'FJ-105-GE').marks).toBe('.###.');

      const free = await rentals(['units', 'unblock', String(block.id)], env);
      expect(free.stdout.trim()).toBe(`Removed block ${block.id}: unit FJ-105-GE (Toyota FJ Cruiser) can be booked again from ${day} to ${daysFromToday(52)}.`);
      oneLineError(await rentals(['units', 'unblock', String(block.id)], env), 4, /removed already/);
      oneLineError(await rentals(['units', 'unblock', '987654'], env), 3, /no block number "987654"/);
      expect(onlyJson(await rentals(['units', 'blocks', '--json'], env))).toEqual([]);
      expect(onlyJson<any[]>(await rentals(['units', 'blocks', '--all', '--json'], env)).map((b) => b.active)).toEqual([false]);
    });

    it('a block over a booking is refused naming the booking (exit 4); bad or past dates are exit 2', async () => {
      oneLineError(await rentals(['units', 'block', second.unit, '--from', to, '--to', to], env), 4, new RegExp(`held from ${to} to ${to} by ${second.reference}`));
      oneLineError(await rentals(['units', 'block', 'FJ-104-GE', '--from', '2026-02-30', '--to', to], env), 2, /invalid date "2026-02-30" for --from/);
      oneLineError(await rentals(['units', 'block', 'FJ-104-GE', '--from', daysFromToday(-2), '--to', daysFromToday(1)], env), 2, /--from: A block cannot start before today/);
      oneLineError(await rentals(['units', 'block', 'FJ-104-GE', '--from', to, '--to', from], env), 2, /--to: The last day of the block cannot be before its first day/);
    });
  });

  describe('availability', () => {
    it('--json prints the API shape: the five cars in fleet order with free and total units', async () => {
      const a = onlyJson(await rentals(['availability', '--from', from, '--to', to, '--json'], env));
      expect(Object.keys(a)).toEqual(['pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'cars']);
      expect(a).toMatchObject({ pickupDate: from, pickupTime: '09:00', returnDate: to, returnTime: '09:00' });
      expect(a.cars.map((c: any) => c.carType)).toEqual(FIVE);
      expect(a.cars.find((c: any) => c.carType === 'Toyota FJ Cruiser')).toEqual({ carType: 'Toyota FJ Cruiser', available: 3, total: 5 });
      expect(a.cars.find((c: any) => c.carType === 'Hyundai Elantra')).toEqual({ carType: 'Hyundai Elantra', available: 5, total: 5 });
      // After the turnaround (the cars come back at 09:00, held until 21:00) all five are free.
      const later = onlyJson(await rentals(['availability', '--from', to, '--pickup-time', '21:00', '--to', daysFromToday(38), '--json'], env));
      expect(later.cars.find((c: any) => c.carType === 'Toyota FJ Cruiser').available).toBe(5);
    });

    it('prints a table for people; refuses bad dates and times (exit 2)', async () => {
      const r = await rentals(['availability', '--from', from, '--to', to], env);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^Free from ${from} 09:00 to ${to} 09:00`));
      expect(r.stdout).toMatch(/Toyota FJ Cruiser\s+3\s+5/);
      oneLineError(await rentals(['availability', '--from', 'soon', '--to', to], env), 2, /invalid date "soon" for --from/);
      oneLineError(await rentals(['availability', '--from', from, '--to', to, '--pickup-time', '9am'], env), 2, /invalid time "9am" for --pickup-time/);
      oneLineError(await rentals(['availability', '--from', to, '--to', from], env), 2, /--to: Return must be after pickup/);
    });
  });

  describe('bookings move', () => {
    it('moves a booking to a free unit of the same car; refuses an overlap (4), another car (2), an unknown unit (3)', async () => {
      oneLineError(await rentals(['bookings', 'move', first.reference, '--unit', second.unit], env), 4, new RegExp(`held during booking ${first.reference} by ${second.reference}`));
      oneLineError(await rentals(['bookings', 'move', first.reference, '--unit', 'EL-101-GE'], env), 2, /is a Hyundai Elantra, but booking .* is for a Toyota FJ Cruiser/);
      oneLineError(await rentals(['bookings', 'move', first.reference, '--unit', 'ZZ-1'], env), 3, /no unit labelled "ZZ-1"/);
      oneLineError(await rentals(['bookings', 'move', 'GR-ZZZZZZ', '--unit', 'FJ-104-GE'], env), 3, /no booking found for "GR-ZZZZZZ"/);

      const r = await rentals(['bookings', 'move', first.reference.toLowerCase(), '--unit', 'fj-104-ge'], env);
      expect(r.stdout.trim()).toBe(`Moved booking ${first.reference} (Toyota FJ Cruiser, ${from} to ${to}) from ${first.unit} to FJ-104-GE.`);
      const shown = onlyJson(await rentals(['bookings', 'show', first.reference, '--json'], env));
      expect(shown.unit).toBe('FJ-104-GE');
      const moved = onlyJson(await rentals(['bookings', 'move', first.reference, '--unit', first.unit, '--json'], env));
      expect(moved).toMatchObject({ reference: first.reference, unit: first.unit });
      oneLineError(await rentals(['bookings', 'move', first.reference, '--unit', first.unit], env), 4, /already; nothing to change/);
    });
  });

  describe('calendar', () => {
    it('prints one line per unit in service with its label and a mark per day, and a legend', async () => {
      await rentals(['bookings', 'confirm', forester.reference], env);
      const start = daysFromToday(39);
      const r = await rentals(['calendar', '--from', start, '--days', '7'], env);
      expect(r.code).toBe(0);
      const lines = r.stdout.split('\n');
      const unitLines = lines.filter((l) => /^\S+(?: \S+)*\s{2,}[.pCO#]{7}$/.test(l));
      const units = onlyJson<any[]>(await rentals(['units', 'list', '--json'], env)).filter((u) => u.active);
      expect(unitLines).toHaveLength(units.length);
      // Confirmed Forester from day 40 09:00 to day 44 09:00 (+12 h): days 40-44.
      expect(lines).toContain(`${forester.unit.padEnd(9)}  .CCCCC.`);
      expect(r.stdout).toMatch(/Legend: \. free {3}p pending booking {3}C confirmed booking {3}O on rent \(handed over\) {3}# blocked/);
      expect(lines.find((l) => l.startsWith('RN-900-TB'))).toBeUndefined(); // retired

      const cal = onlyJson(await rentals(['calendar', '--from', from, '--days', '3', '--json'], env));
      expect(cal).toMatchObject({ from, days: 3, to: daysFromToday(32) });
      expect(cal.units.find((u: any) => u.label === second.unit)).toEqual({ label: second.unit, carType: 'Toyota FJ Cruiser', marks: 'ppp' });
      expect(cal.legend).toEqual([
        { mark: '.', meaning: 'free' },
        { mark: 'p', meaning: 'pending booking' },
        { mark: 'C', meaning: 'confirmed booking' },
        { mark: 'O', meaning: 'on rent (handed over)' },
        { mark: '#', meaning: 'blocked (maintenance)' },
      ]);
    });

    it('defaults to 14 days from today; refuses a bad --days or --from (exit 2)', async () => {
      const cal = onlyJson(await rentals(['calendar', '--json'], env));
      expect(cal.from).toBe(daysFromToday(0));
      expect(cal.days).toBe(14);
      // Commander checks --days before anything starts (and points to --help on a second line).
      for (const days of ['0', '93', 'x']) {
        const r = await rentals(['calendar', '--days', days], env);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr.split('\n')[0]).toBe(`rentals: option '--days <n>' argument '${days}' is invalid. use a whole number from 1 to 92.`);
      }
      oneLineError(await rentals(['calendar', '--from', 'today'], env), 2, /invalid date "today" for --from/);
    });
  });

  it('bookings list shows each booking\'s unit', async () => {
    const list = await rentals(['bookings', 'list'], env);
    expect(list.stdout).toMatch(new RegExp(`${second.reference}\\s+pending\\s+.*Second Guest\\s+Toyota FJ Cruiser\\s+${second.unit}\\s`));
    const all = onlyJson<any[]>(await rentals(['bookings', 'list', '--json'], env));
    expect(all.find((b) => b.reference === forester.reference).unit).toBe(forester.unit);
  });
});
