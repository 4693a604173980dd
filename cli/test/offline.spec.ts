/**
 * The commands that need no database (help, quote, fleet) and the errors that must not reach it,
 * run as a staff member runs them: `node cli/bin/rentals.js ...` in a child process.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, ROOT, json, rentals, rentalsProcess, runNode } from './support/run.js';
import { freePort } from './support/server.js';

/** Base daily rates of docs/product.md §3, written out again here so the test does not trust the code it checks. */
const SPEC_RATES: [string, number][] = [
  ['Hyundai Elantra', 45],
  ['Toyota FJ Cruiser', 70],
  ['Chevrolet Suburban', 73],
  ['Toyota 4Runner', 75],
  ['Mitsubishi Pajero IO', 53],
  ['Renault Duster', 64],
  ['Toyota Camry', 57],
  ['Toyota Corolla Hybrid', 55],
  ['Jeep Renegade', 58],
  ['Jeep Wrangler', 86],
  ['Jeep Grand Cherokee', 75],
  ['Subaru Forester', 68],
  ['Tesla Model 3', 72],
  ['Cadillac Escalade', 220],
];

const quoteArgs = (car: string, from = '2026-07-01', to = '2026-07-04', pickup = 'Tbilisi', dropoff = 'Tbilisi') => [
  'quote', '--car', car, '--pickup', pickup, '--dropoff', dropoff, '--from', from, '--to', to,
];

/** A TCP port on 127.0.0.1 that nothing listens on (a free one). */
const closedPort = freePort;

function expectOneLineError(r: { stdout: string; stderr: string }, pattern: RegExp) {
  expect(r.stdout).toBe('');
  const lines = r.stderr.trim().split('\n');
  expect(lines[0]).toMatch(/^rentals: /);
  expect(lines[0]).toMatch(pattern);
  expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
}

describe('rentals --help', () => {
  it('lists every command with a description and examples, exit 0', async () => {
    const r = await rentalsProcess(['--help']); // a real launch (the subcommands' help below runs in process)
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    for (const command of [
      'quote', 'fleet', 'bookings list', 'bookings show', 'bookings confirm', 'bookings cancel', 'bookings expire', 'visits list', 'visits clear [--yes]',
      'bookings move', 'units list', 'units add', 'units retire', 'units reactivate', 'units block', 'units blocks', 'units unblock', 'availability', 'calendar',
      'admin-token rotate', 'retention run', 'vitals [--days <n>]',
      'staff add', 'staff list', 'staff link', 'staff disable',
      'payments add', 'payments report', 'charges add', 'rates show', 'rates set',
    ]) {
      expect(r.stdout).toContain(`rentals ${command}`);
    }
    expect(r.stdout).toMatch(/Exit status: 0 done/);
  });

  it.each([
    ['quote'],
    ['fleet'],
    ['bookings'],
    ['bookings', 'list'],
    ['bookings', 'show'],
    ['bookings', 'confirm'],
    ['bookings', 'cancel'],
    ['bookings', 'expire'],
    ['visits'],
    ['visits', 'list'],
    ['visits', 'clear'],
    ['bookings', 'move'],
    ['units'],
    ['units', 'list'],
    ['units', 'add'],
    ['units', 'retire'],
    ['units', 'reactivate'],
    ['units', 'block'],
    ['units', 'blocks'],
    ['units', 'unblock'],
    ['availability'],
    ['calendar'],
    ['admin-token'],
    ['admin-token', 'rotate'],
    ['retention'],
    ['retention', 'run'],
    ['vitals'],
    ['staff'],
    ['staff', 'add'],
    ['staff', 'list'],
    ['staff', 'link'],
    ['staff', 'disable'],
    ['payments'],
    ['payments', 'add'],
    ['payments', 'report'],
    ['charges'],
    ['charges', 'add'],
    ['rates'],
    ['rates', 'show'],
    ['rates', 'fetch'],
    ['rates', 'set'],
  ])('%s %s --help has a one-line description and an example', async (...command: string[]) => {
    const r = await rentals([...command.filter(Boolean), '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: rentals /);
    const description = r.stdout.split('\n')[2];
    expect(description.length).toBeGreaterThan(10);
    expect(r.stdout).toMatch(/\nExamples?:\n {2}\$ rentals /);
  });

  it('without a command prints the help on stderr with exit 2', async () => {
    const r = await rentalsProcess([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Usage: rentals');
  });

  it('a fresh checkout without the build gets a one-line hint, exit 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rentals-nobuild-'));
    try {
      const { copyFileSync, mkdirSync } = await import('node:fs');
      mkdirSync(join(dir, 'bin'));
      copyFileSync(BIN, join(dir, 'bin/rentals.js'));
      const r = await runNode(join(dir, 'bin/rentals.js'), ['--help']);
      expect(r.code).toBe(1);
      expect(r.stderr.trim()).toMatch(/^rentals: .*run npm run build/);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('rentals quote', () => {
  it.each(SPEC_RATES)('prices %s at its base rate for 1-3 days, in any letter case', async (car, rate) => {
    const r = await rentals([...quoteArgs(car.toUpperCase()), '--json']);
    const q = json(r);
    expect(q).toMatchObject({ carType: car, dailyRate: rate, days: 3, baseTotal: rate * 3, deliveryFee: 0, totalPrice: rate * 3, currency: 'EUR' });
  });

  it('applies the tier, delivery fee, baby seat and Armenia crossing (docs/product.md §7)', async () => {
    // FJ Cruiser, 7 days: round(70 × 0.95) = 67; Tbilisi → Batumi 100; baby seat 3 × 7; Armenia 90.
    const r = await rentals([...quoteArgs('toyota fj cruiser', '2026-07-01', '2026-07-08', 'tbilisi', 'BATUMI'), '--baby-seat', '--armenia', '--json']);
    expect(r.stderr).toBe('');
    expect(json(r)).toEqual({
      carType: 'Toyota FJ Cruiser',
      pickupLocation: 'tbilisi',
      dropoffLocation: 'batumi',
      dailyRate: 67,
      days: 7,
      baseTotal: 469,
      deliveryFee: 100,
      babySeatTotal: 21,
      armeniaFee: 90,
      totalPrice: 680,
      currency: 'EUR',
      pickupDate: '2026-07-01',
      returnDate: '2026-07-08',
      babySeat: true,
      crossBorderArmenia: true,
    });
  });

  it('counts whole days across months and leap days, 14+ days tier', async () => {
    // 2028-02-20 to 2028-03-05 is 14 days (2028 is a leap year); Escalade round(220 × 0.9) = 198; Kutaisi ↔ Batumi 120.
    const q = json(await rentals([...quoteArgs('Cadillac Escalade', '2028-02-20', '2028-03-05', 'Kutaisi', 'Batumi'), '--json']));
    expect(q).toMatchObject({ days: 14, dailyRate: 198, baseTotal: 2772, deliveryFee: 120, totalPrice: 2892 });
  });

  it('prints a readable block for people', async () => {
    const r = await rentals([...quoteArgs('jeep wrangler', '2026-07-01', '2026-07-05', 'Kutaisi', 'Kutaisi'), '--baby-seat']);
    expect(r.code).toBe(0);
    // 4 days: round(86 × 0.97) = 83; 332 + Kutaisi same city 160 + seat 12 = 504.
    expect(r.stdout).toMatch(/Car:\s+Jeep Wrangler/);
    expect(r.stdout).toMatch(/Dates:\s+2026-07-01 to 2026-07-05 \(4 days\)/);
    expect(r.stdout).toMatch(/Delivery:\s+160 EUR/);
    expect(r.stdout).toMatch(/Baby seat:\s+3 EUR × 4 = 12 EUR/);
    expect(r.stdout).toMatch(/Total:\s+504 EUR/);
  });

  it.each([
    ['an unknown car', quoteArgs('Lada Niva'), /unknown car "Lada Niva".*Toyota FJ Cruiser/],
    ['an unknown pickup city', quoteArgs('Toyota Camry', undefined, undefined, 'Paris'), /unknown city "Paris" for --pickup.*Tbilisi, Batumi, Kutaisi/],
    ['an unknown drop-off city', quoteArgs('Toyota Camry', undefined, undefined, 'Tbilisi', 'Yerevan'), /unknown city "Yerevan" for --dropoff/],
    ['a date not written YYYY-MM-DD', quoteArgs('Toyota Camry', '01/07/2026'), /invalid date "01\/07\/2026" for --from.*YYYY-MM-DD/],
    ['an impossible date', quoteArgs('Toyota Camry', '2026-07-01', '2026-02-30'), /invalid date "2026-02-30" for --to/],
    ['a return before the pickup', quoteArgs('Toyota Camry', '2026-07-08', '2026-07-01'), /--to \(2026-07-01\) must be at least one day after --from \(2026-07-08\)/],
    ['the same day', quoteArgs('Toyota Camry', '2026-07-08', '2026-07-08'), /must be at least one day after/],
    ['more than 365 days', quoteArgs('Toyota Camry', '2026-01-01', '2027-01-02'), /days must be at most 365/],
    ['a missing option', ['quote', '--car', 'Toyota Camry'], /required option '--pickup <city>' not specified/],
    ['an unknown option', [...quoteArgs('Toyota Camry'), '--cheap'], /unknown option '--cheap'/],
  ])('refuses %s with one line on stderr and exit 2', async (_what, args, pattern) => {
    const r = await rentals([...args, '--json']);
    expect(r.code).toBe(2);
    expectOneLineError(r, pattern);
  });

  // How fast it answers is measured by bench/cli-startup.mjs (target 250 ms), not asserted here: a
  // busy machine makes a test of the clock red without anything being wrong.
  it('loads neither Nest nor the database layer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rentals-trace-'));
    const file = join(dir, 'imports.txt');
    try {
      const r = await runNode(
        '--import',
        [join(ROOT, 'cli/test/support/trace-imports.mjs'), BIN, ...quoteArgs('Toyota Camry'), '--json'],
        { TRACE_IMPORTS_FILE: file },
      );
      expect(r.code).toBe(0);
      const loaded = readFileSync(file, 'utf8');
      expect(loaded).toContain('/domain/pricing/quote.js');
      expect(loaded).not.toMatch(/@nestjs|typeorm|\/pg\/|pglite|core\.module/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('rentals fleet', () => {
  it('prints the five vehicles with their tier prices as JSON', async () => {
    const fleet = json<any[]>(await rentals(['fleet', '--json']));
    expect(fleet.map((v) => v.carType)).toEqual(['Hyundai Elantra', 'Subaru Forester', 'Chevrolet Suburban', 'Toyota FJ Cruiser', 'Toyota 4Runner']);
    // docs/product.md §3 tier table.
    const tiers = Object.fromEntries(fleet.map((v) => [v.carType, v.tiers.map((t: { dailyRate: number }) => t.dailyRate)]));
    expect(tiers).toEqual({
      'Hyundai Elantra': [45, 44, 43, 41],
      'Subaru Forester': [68, 66, 65, 61],
      'Chevrolet Suburban': [73, 71, 69, 66],
      'Toyota FJ Cruiser': [70, 68, 67, 63],
      'Toyota 4Runner': [75, 73, 71, 68],
    });
    expect(fleet.find((v) => v.carType === 'Chevrolet Suburban')).toMatchObject({ passengers: 7, driveWheels: '4x4', basePrice: 73, fromPrice: 66 });
  });

  it('prints a table for people', async () => {
    const r = await rentals(['fleet']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Vehicle\s+Seats\s+Drive\s+l\/100km\s+1-3 days\s+4-6 days\s+7-13 days\s+14\+ days/);
    expect(r.stdout).toMatch(/Hyundai Elantra\s+5\s+2x2\s+6\.9\s+45\s+44\s+43\s+41/);
  });
});

describe('errors before or without the database', () => {
  it('visits clear refuses without --yes, exit 2, without touching the database', async () => {
    const port = await closedPort();
    const r = await rentals(['visits', 'clear', '--json'], { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nothing` });
    expect(r.code).toBe(2);
    expectOneLineError(r, /--yes/);
  });

  it.each([
    ['bookings list --limit 0', ['bookings', 'list', '--limit', '0'], /--limit/],
    ['bookings list --status lost', ['bookings', 'list', '--status', 'lost'], /pending, confirmed, on_rent, returned, cancelled/],
    ['bookings show without a reference', ['bookings', 'show'], /missing required argument/],
  ])('%s is a usage error, exit 2', async (_what, args, pattern) => {
    const r = await rentals(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(pattern);
  });

  it.each([['bookings', 'list'], ['bookings', 'show', 'GR-AAAAAA'], ['bookings', 'expire'], ['visits', 'list']])(
    '%s %s with DATABASE_URL on a closed port fails fast with exit 5',
    async (...args: string[]) => {
      const port = await closedPort();
      const r = await rentals([...args, '--json'], { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/rentals` });
      expect(r.code).toBe(5);
      expectOneLineError(r, new RegExp(`cannot reach 127\\.0\\.0\\.1:${port}/rentals.*DATABASE_URL`));
      expect(r.ms).toBeLessThan(5000);
    },
  );

  it('a bad DATABASE_URL is a configuration error, exit 2', async () => {
    const r = await rentals(['bookings', 'list'], { DATABASE_URL: 'mysql://localhost/rentals' });
    expect(r.code).toBe(2);
    expectOneLineError(r, /DATABASE_URL/);
  });
});
