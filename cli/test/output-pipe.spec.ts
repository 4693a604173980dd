/**
 * The CLI's output reaches a pipe completely before the process exits (docs/operations.md), for every
 * kind of output: thousands of bookings as JSON, CSV and a table, through a real pipe (`|` of
 * /bin/sh) to a reader that starts late, so the pipe's 64 KB buffer fills long before the command
 * is done. Also `bookings list --offset` and `--csv`. Runs on PostgreSQL when DATABASE_URL is set,
 * else on the embedded database.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingRequest, seed } from './support/fixtures.js';
import { SERVER_URL, testDatabaseEnv } from './support/postgres.js';
import { BIN, ROOT, childEnv, json, rentals } from './support/run.js';

const COPIES = 3000;

/** RFC 4180 parsing, written independently of the CLI's writer: rows of fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i++;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else if (c === '\n') throw new Error(`a bare LF outside quotes at ${i}`);
    else field += c;
    i++;
  }
  if (field !== '' || row.length) throw new Error('the last line does not end in CRLF');
  return rows;
}

describe(`rentals output through a pipe (${SERVER_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  let db: Awaited<ReturnType<typeof testDatabaseEnv>>;
  let env: Record<string, string>;
  let work: string;
  let reader: string;
  let special: any[];

  beforeAll(async () => {
    db = await testDatabaseEnv('rentals-cli-pipe-');
    env = db.env;
    const seeded = await seed(
      {
        bookings: [
          { request: bookingRequest({ customerName: 'Copy Source', carType: 'Subaru Forester' }), hoursAgo: 5, copies: COPIES },
          // Text a CSV writer must quote, and text a spreadsheet would run as a formula (names
          // cannot hold either, docs/product.md §8; click ids are printable ASCII).
          { request: bookingRequest({ customerName: "Nino O'Brien-Beridze Jr.", gclid: 'Cj0,"Nini"' }), hoursAgo: 2 },
          { request: bookingRequest({ customerName: 'Formula Tricks', gclid: '=HYPERLINK("http://x")', customerPhone: '+995 555 12 34 56' }), hoursAgo: 1 },
        ],
      },
      env,
    );
    special = seeded.bookings;
    work = mkdtempSync(join(tmpdir(), 'rentals-pipe-reader-'));
    // The reader of the pipe: sleeps first (the writer fills the pipe and must wait), then reads
    // everything and writes it to a file for the test to look at.
    reader = join(work, 'slow-reader.mjs');
    writeFileSync(
      reader,
      `import { createWriteStream } from 'node:fs';
       await new Promise((r) => setTimeout(r, 1500));
       process.stdin.pipe(createWriteStream(process.argv[2]));`,
    );
  }, 180_000);

  afterAll(async () => {
    await db?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** `rentals <args> | slow reader` in /bin/sh; resolves with what the reader got and the CLI's exit status. */
  function throughPipe(args: string[]): Promise<{ output: string; status: string; stderr: string }> {
    const outFile = join(work, `out-${Math.random().toString(36).slice(2)}`);
    const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    const script = `${quote(process.execPath)} ${quote(BIN)} ${args.map(quote).join(' ')}; echo "rentals exit $?" >&2`;
    const command = `{ ${script}; } | ${quote(process.execPath)} ${quote(reader)} ${quote(outFile)}`;
    return new Promise((resolve, reject) => {
      const child = spawn('/bin/sh', ['-c', command], { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('error', reject);
      child.on('close', async () => {
        const { readFileSync } = await import('node:fs');
        resolve({ output: readFileSync(outFile, 'utf8'), status: /rentals exit (\d+)/.exec(stderr)?.[1] ?? '?', stderr });
      });
    });
  }

  it(`--json: one complete JSON document of ${COPIES + 3} bookings (megabytes) reaches the reader`, async () => {
    const { output, status, stderr } = await throughPipe(['bookings', 'list', '--limit', '10000', '--json']);
    expect(status).toBe('0');
    expect(stderr).toBe('rentals exit 0\n');
    expect(output.length).toBeGreaterThan(64 * 1024 * 20);
    const list = JSON.parse(output);
    expect(list).toHaveLength(COPIES + 3);
    expect(list[0].reference).toBe(special[2].reference);
    expect(list[list.length - 1].customerName).toBe(`Copy Source ${COPIES}`);
  }, 90_000);

  it('--csv: a header row and one RFC 4180 row per booking, quoted where needed, safe for spreadsheets', async () => {
    const { output, status } = await throughPipe(['bookings', 'list', '--limit', '10000', '--csv']);
    expect(status).toBe('0');
    const rows = parseCsv(output);
    expect(rows).toHaveLength(1 + COPIES + 3);
    const header = rows[0];
    expect(header).toEqual([
      'reference', 'status', 'statusReason', 'createdAt', 'confirmedAt', 'cancelledAt', 'expiresAt',
      'customerName', 'customerEmail', 'customerPhone', 'driverAge', 'groupSize', 'carType', 'unit',
      'pickupLocation', 'pickupDate', 'pickupTime', 'dropoffLocation', 'returnDate', 'returnTime', 'days', 'insuranceType',
      'prepaidFuel', 'roadAssistance', 'babySeat', 'crossBorderArmenia', 'carRoofTent', 'campingEquipment', 'prepaidCarWash',
      'totalPrice', 'currency', 'gclid', 'botScore', 'id',
    ]);
    for (const row of rows) expect(row).toHaveLength(header.length);
    const record = (row: string[]) => Object.fromEntries(header.map((h, i) => [h, row[i]]));
    const [formula, quoted] = [record(rows[1]), record(rows[2])];
    expect(quoted).toMatchObject({ reference: special[1].reference, customerName: "Nino O'Brien-Beridze Jr.", gclid: 'Cj0,"Nini"', status: 'pending', confirmedAt: '', babySeat: 'true', prepaidFuel: 'false' });
    expect(quoted.totalPrice).toBe(String(special[1].totalPrice));
    expect(quoted.createdAt).toBe(special[1].createdAt);
    // A formula is neutralised with a leading apostrophe; a phone number that starts with + is not.
    expect(formula.gclid).toBe(`'=HYPERLINK("http://x")`);
    expect(formula.customerPhone).toBe(special[2].customerPhone);
    expect(output).toContain('"Cj0,""Nini"""');
    expect(record(rows[rows.length - 1])).toMatchObject({ status: 'cancelled', statusReason: 'staff', customerName: `Copy Source ${COPIES}` });
  }, 90_000);

  it('the table for people arrives whole too', async () => {
    const { output, status } = await throughPipe(['bookings', 'list', '--limit', '10000']);
    expect(status).toBe('0');
    const lines = output.trimEnd().split('\n');
    expect(lines).toHaveLength(2 + COPIES + 3 + 2);
    expect(lines[lines.length - 1]).toBe(`${COPIES + 3} bookings, newest first.`);
  }, 90_000);

  it('--offset pages through the list: pages of 1000 put together are the whole list', async () => {
    const all = json<any[]>(await rentals(['bookings', 'list', '--limit', '10000', '--json'], env));
    const pages: any[] = [];
    for (let offset = 0; offset < all.length; offset += 1000) {
      pages.push(...json<any[]>(await rentals(['bookings', 'list', '--limit', '1000', '--offset', String(offset), '--json'], env)));
    }
    expect(pages.map((b) => b.reference)).toEqual(all.map((b) => b.reference));
    const beyond = await rentals(['bookings', 'list', '--offset', String(all.length)], env);
    expect(beyond.code).toBe(0);
    expect(beyond.stdout).toBe(`No bookings after the ${all.length} newest.\n`);
    const second = await rentals(['bookings', 'list', '--status', 'pending', '--limit', '1', '--offset', '1'], env);
    expect(second.stdout).toContain(special[1].reference);
    expect(second.stdout).toMatch(/1 pending booking, newest first, after the 1 newest \(--limit and --offset show more\)\./);
  }, 120_000);

  it('a reader that stops early ends the command quietly (no EPIPE stack trace)', async () => {
    const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    const r = await new Promise<{ stderr: string; stdout: string }>((resolve, reject) => {
      const child = spawn('/bin/sh', ['-c', `${quote(process.execPath)} ${quote(BIN)} bookings list --limit 10000 --json | head -c 100`], {
        cwd: ROOT,
        env: childEnv(env),
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('error', reject);
      child.on('close', () => resolve({ stdout, stderr }));
    });
    expect(r.stdout.startsWith('[')).toBe(true);
    expect(r.stderr).toBe('');
  }, 60_000);
});

describe('bookings list options that are refused before the database', () => {
  it.each([
    ['--offset -1', ['--offset', '-1'], /--offset/],
    ['--offset abc', ['--offset', 'abc'], /--offset.*whole number from 0/],
    ['--csv with --json', ['--csv', '--json'], /cannot be used with/],
    ['--limit 10001', ['--limit', '10001'], /whole number from 1 to 10000/],
  ])('%s is a usage error, exit 2', async (_what, args, pattern) => {
    const r = await rentals(['bookings', 'list', ...args], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(pattern);
  });
});
