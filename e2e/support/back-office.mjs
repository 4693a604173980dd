// Shared by the browser tests of the back office (staff*.test.mjs, precheckin.test.mjs,
// prices.test.mjs): the real `rentals` command, a staff member signed in on a page, and a booking for
// tomorrow made through the API.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

/** Runs `rentals <args>` (the built CLI) with `env` added: { code, stdout, stderr }. */
export function rentals(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'cli/bin/rentals.js'), ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The date n days from today in Tbilisi (UTC+4), YYYY-MM-DD. */
export const daysFromToday = (n) => new Date(Date.now() + 4 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** A valid booking request, picked up tomorrow in Tbilisi and returned in Batumi 5 days later. */
export function bookingBody(overrides) {
  return {
    customerName: 'Amira Haddad',
    driverAge: '34',
    groupSize: '2',
    customerEmail: 'amira@example.com',
    customerPhone: '+995 555 12 34 56',
    pickupLocation: 'tbilisi',
    dropoffLocation: 'batumi',
    pickupDate: daysFromToday(1),
    pickupTime: '10:30',
    returnDate: daysFromToday(6),
    returnTime: '18:00',
    carType: 'Toyota FJ Cruiser',
    insuranceType: 'standard',
    prepaidFuel: false,
    roadAssistance: true,
    babySeat: false,
    crossBorderArmenia: false,
    carRoofTent: false,
    campingEquipment: false,
    prepaidCarWash: false,
    totalPrice: '0',
    gclid: '',
    ...overrides,
  };
}

/** The environment that points `rentals` at a test server's own database (PostgreSQL or its data folder). */
export function cliEnvOf(server) {
  return { PUBLIC_URL: server.baseUrl, ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : { DATABASE_URL: '', DATA_DIR: server.dataDir }) };
}

/**
 * A new staff member (`rentals staff add`) who sets a password through the link it prints and signs
 * in on `page`, which then shows Today. `role`: 'staff' or 'manager'; `goto`: page.goto's options;
 * `onSetPassword`, `onLogin`: called with the page when it shows those forms (for screenshots).
 * Returns the set-password link.
 */
export async function signInStaff(page, cliEnv, { name, email, password, role, goto, onSetPassword, onLogin }) {
  const added = await rentals(['staff', 'add', name, '--email', email, ...(role ? ['--role', role] : [])], cliEnv);
  assert.equal(added.code, 0, added.stderr);
  const link = added.stdout.split('\n').find((l) => l.startsWith('http'));
  assert.match(link, /\/staff\/set-password\/[A-Za-z0-9_-]{43}$/);
  await page.goto(link, goto);
  await page.getByRole('heading', { name: 'Set your password' }).waitFor();
  await onSetPassword?.(page);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The same again').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set. Sign in with it.').waitFor();
  await onLogin?.(page);
  await page.getByLabel('Name or e-mail').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
  return link;
}

/**
 * Signs the handover form's pad (canvas#sig) with a wavy stroke, as a finger would, and returns
 * what the form will send as the signature (a PNG data URL once the stroke has ended).
 */
export async function signPad(page, { y = 60, steps = 10, step = 25, wave = 30 } = {}) {
  await page.locator('canvas#sig').scrollIntoViewIfNeeded();
  const box = await page.locator('canvas#sig').boundingBox();
  await page.mouse.move(box.x + 30, box.y + y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) await page.mouse.move(box.x + 30 + i * step, box.y + y - Math.sin(i / 2) * wave, { steps: 2 });
  await page.mouse.up();
  return page.locator('#signature').inputValue();
}
