/**
 * The back office's accounts (docs/staff.md): `rentals staff add/list/link/disable` run as the built
 * command; `bookings show` printing handover readings; a backup and restore that keeps a handover
 * photo byte for byte. On a real PostgreSQL (DATABASE_URL) or the embedded database.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingRequest, seed } from './support/fixtures.js';
import { SERVER_URL, testDatabaseEnv } from './support/postgres.js';
import { BIN, childEnv, onlyJson, oneLineError, rentals } from './support/run.js';
import { sql } from './support/sql.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe(`rentals staff on ${SERVER_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}`, () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await testDatabaseEnv('rentals-cli-accounts-');
    env = { ...database.env, PORT: '3999', PUBLIC_URL: '', RENTALS_BOOT_TIMEOUT_MS: '120000' };
    // The first start creates and migrates the database (slow for a new embedded one on a busy machine).
    expect((await rentals(['staff', 'list'], env, 150_000)).code).toBe(0);
  }, 180_000);
  afterAll(async () => {
    await database?.drop();
  });

  it('adds an account and prints a one-time link valid 24 hours; only the token hash is stored', async () => {
    const r = await rentals(['staff', 'add', 'Nino', '--email', 'nino@example.ge'], env);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('Added Nino (staff, nino@example.ge).');
    expect(lines[1]).toMatch(/^Send them this link to set their password; it works once, until \d{4}-\d\d-\d\d \d\d:\d\d UTC\+4:$/);
    const link = lines[2];
    expect(link).toMatch(/^http:\/\/localhost:3999\/staff\/set-password\/[A-Za-z0-9_-]{43}$/);
    const token = link.split('/').pop()!;
    const rows = (await sql(env, `SELECT token_hash, expires_at - created_at AS valid FROM staff_password_links`)) as { token_hash: string; valid: unknown }[];
    expect(rows.map((row) => row.token_hash)).toEqual([sha256(token)]);

    const manager = onlyJson(await rentals(['staff', 'add', 'Giorgi', '--email', 'giorgi@example.ge', '--role', 'manager', '--json'], { ...env, PUBLIC_URL: 'https://rent.example.ge' }));
    expect(manager.link).toMatch(/^https:\/\/rent\.example\.ge\/staff\/set-password\//);
    expect(manager.staff).toMatchObject({ name: 'Giorgi', role: 'manager', active: true, passwordSet: false });
    expect(Date.parse(manager.expiresAt) - Date.parse(manager.staff.createdAt)).toBe(24 * 3_600_000);
  }, 120_000);

  it('the link is on PUBLIC_URL, else on the PORT of the environment or of .env (the server\'s), as the built command run from that folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'rentals-env-'));
    writeFileSync(join(folder, '.env'), 'PORT=3902\n');
    // A database of its own: the accounts it adds are not the ones the other tests list.
    const own = await testDatabaseEnv('rentals-cli-accounts-link-');
    // No .env here (an empty PORT and PUBLIC_URL in the environment also keep a .env of the repository out).
    const bare = mkdtempSync(join(tmpdir(), 'rentals-no-env-'));
    const run = (name: string, extra: Record<string, string>, cwd = folder) =>
      new Promise<string[]>((resolve) => {
        const childEnvironment = { ...childEnv({ ...own.env, RENTALS_BOOT_TIMEOUT_MS: '120000', ...extra }) };
        for (const key of ['PORT', 'PUBLIC_URL'] as const) if (!(key in extra)) delete childEnvironment[key];
        const child = spawn(process.execPath, [BIN, 'staff', 'add', name, '--email', `${name.toLowerCase()}@example.ge`], { cwd, env: childEnvironment });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.on('close', () => resolve(out.trim().split('\n')));
      });
    const last = async (...a: Parameters<typeof run>) => (await run(...a)).pop() ?? '';
    try {
      expect(await last('Tamar', {})).toMatch(/^http:\/\/localhost:3902\/staff\/set-password\/[A-Za-z0-9_-]{43}$/);
      expect(await last('Levan', { PORT: '3917' })).toMatch(/^http:\/\/localhost:3917\/staff\/set-password\//);
      expect(await last('Ana', { PORT: '3917', PUBLIC_URL: 'https://rent.example.ge' })).toMatch(/^https:\/\/rent\.example\.ge\/staff\/set-password\//);
      // The server started with `PORT=3902 npm start` and no .env; the command run in another shell
      // (no PORT): it cannot know the port, so it prints no link on a guessed one (it printed :3000).
      const unknown = await run('Nana', { PORT: '', PUBLIC_URL: '' }, bare);
      expect(unknown.join('\n')).not.toMatch(/localhost|http/);
      expect(unknown.slice(-2)).toEqual([
        expect.stringMatching(/^<the site's address>\/staff\/set-password\/[A-Za-z0-9_-]{43}$/),
        "The site's address is not known here: set PUBLIC_URL (or the PORT the server runs on) in the environment or .env to print the whole link.",
      ]);
    } finally {
      rmSync(bare, { recursive: true, force: true });
      rmSync(folder, { recursive: true, force: true });
      await own.drop();
    }
  }, 180_000);

  it('refuses a taken name, a bad address and an unknown role with one line each', async () => {
    oneLineError(await rentals(['staff', 'add', 'nino', '--email', 'other@example.ge'], env), 4, /A staff member named "nino" exists already/);
    oneLineError(await rentals(['staff', 'add', 'Tamar', '--email', 'not-an-address'], env), 2, /is not an e-mail address/);
    oneLineError(await rentals(['staff', 'add', 'Tamar', '--email', 't@example.ge', '--role', 'boss'], env), 2, /the role is one of staff, manager/);
  }, 120_000);

  it('lists the accounts and disables one, which then cannot be disabled by a wrong name', async () => {
    const list = onlyJson<any[]>(await rentals(['staff', 'list', '--json'], env));
    expect(list.map((s) => [s.name, s.role, s.active, s.passwordSet])).toEqual([
      ['Giorgi', 'manager', true, false],
      ['Nino', 'staff', true, false],
    ]);
    const human = await rentals(['staff', 'list'], env);
    expect(human.stdout).toMatch(/Nino\s+nino@example\.ge\s+staff\s+not set yet\s+active/);
    const off = await rentals(['staff', 'disable', 'nino'], env);
    expect(off.code).toBe(0);
    expect(off.stdout.trim()).toBe('Nino is disabled: they cannot sign in, and their sessions have ended.');
    expect(onlyJson<any[]>(await rentals(['staff', 'list', '--json'], env)).find((s) => s.name === 'Nino')).toMatchObject({ active: false });
    oneLineError(await rentals(['staff', 'disable', 'Nobody'], env), 3, /no staff member named "Nobody"/);
    oneLineError(await rentals(['staff', 'link', 'Nino'], env), 4, /is disabled/);
  }, 120_000);

  it('prints the handover readings with the booking, and a backup and restore keep the photo byte for byte', async () => {
    const { bookings } = await seed({ bookings: [{ request: bookingRequest({ customerName: 'Handed Over' }) }] }, env);
    const ref = bookings[0].reference as string;
    expect((await rentals(['bookings', 'confirm', ref, '--by', 'Giorgi'], env)).code).toBe(0);
    const photo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 254, 255, 0x5c, 0x27]);
    await sql(
      env,
      `WITH h AS (
         INSERT INTO booking_handovers (booking_id, kind, at, staff_name, odometer_km, fuel_eighths, damage_notes, signature_png)
         SELECT id, 'check-out', now(), 'Giorgi', 42000, 6, 'scratch on the bumper', decode($2, 'hex') FROM bookings WHERE reference = $1 RETURNING id)
       INSERT INTO handover_photos (handover_id, position, content_type, data) SELECT id, 0, 'image/png', decode($2, 'hex') FROM h`,
      [ref, photo.toString('hex')],
    );
    const shown = await rentals(['bookings', 'show', ref], env);
    expect(shown.stdout).toMatch(/Handover and return\n {2}Handed over \d{4}-\d\d-\d\d \d\d:\d\d UTC\+4 by Giorgi: 42000 km, fuel 6\/8, 1 photo, signed\n {4}damage: scratch on the bumper/);
    const json = onlyJson(await rentals(['bookings', 'show', ref, '--json'], env));
    expect(json.handovers).toEqual([
      expect.objectContaining({ kind: 'check-out', staff: 'Giorgi', odometerKm: 42000, fuelEighths: 6, damageNotes: 'scratch on the bumper', photos: 1, signed: true }),
    ]);

    const dir = mkdtempSync(join(tmpdir(), 'rentals-staff-backup-'));
    const target = await testDatabaseEnv('rentals-cli-accounts-restore-');
    try {
      const file = join(dir, 'backup.sql');
      expect((await rentals(['backup', file], env)).code).toBe(0);
      const restored = await rentals(['restore', file], { ...target.env, RENTALS_BOOT_TIMEOUT_MS: '120000' }, 150_000);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      const rows = (await sql(target.env, `SELECT encode(data, 'hex') AS hex FROM handover_photos`)) as { hex: string }[];
      expect(rows).toEqual([{ hex: photo.toString('hex') }]);
      const accounts = (await sql(target.env, `SELECT name FROM staff_members ORDER BY name`)) as { name: string }[];
      expect(accounts.map((a) => a.name)).toEqual(['Giorgi', 'Nino']);
      expect(onlyJson(await rentals(['bookings', 'show', ref, '--json'], target.env)).handovers[0]).toMatchObject({ odometerKm: 42000, photos: 1 });
    } finally {
      await target.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 400_000);
});
