/**
 * `rentals vitals [--days N] [--json]`: what /staff/speed shows (the same SpeedReportService), from
 * the real command on its own database.
 */
import { testDatabaseEnv } from './support/postgres.js';
import { closeCliContexts, onlyJson, rentals } from './support/run.js';
import { sql } from './support/sql.js';

describe('rentals vitals', () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>> | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await testDatabaseEnv('rentals-cli-vitals-');
    env = { ...database.env, RENTALS_BOOT_TIMEOUT_MS: '60000' };
  }, 120_000);
  afterAll(async () => {
    await closeCliContexts();
    await database?.drop();
  });

  it('says so when no visitor was measured', async () => {
    // The first command migrates the new database (on the embedded one, that takes a while on a busy machine).
    const r = await rentals(['vitals'], env, 150_000);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Real visitors, the last 28 days \(since .+\): 75th percentile \(number of reports\)\.\nNo figures from visitors in the last 28 days\.\n$/);
  }, 180_000);

  it('prints the 75th percentiles per page, language and device and the slowest interactions, as text and as JSON', async () => {
    // LCP of / on phones: 1000..4000 ms now (p75 3250) and 9000 ms 10 days ago; two slow taps on one button.
    const rows: [string, string, number, string, string, string | null, number][] = [
      ['a1', 'LCP', 1000, '/', 'mobile', null, 0],
      ['a2', 'LCP', 2000, '/', 'mobile', null, 0],
      ['a3', 'LCP', 3000, '/', 'mobile', null, 0],
      ['a4', 'LCP', 4000, '/', 'mobile', null, 0],
      ['a5', 'LCP', 9000, '/', 'mobile', null, 10],
      ['b1', 'INP', 640, '/', 'mobile', 'main>button.book', 1],
      ['b2', 'INP', 560, '/', 'mobile', 'main>button.book', 2],
      ['c1', 'CLS', 0.05, '/booking', 'desktop', null, 0],
    ];
    // One statement (on the embedded database each sql() call is a process of its own).
    const values = rows.map((_, i) => `($${i * 7 + 1}, $${i * 7 + 2}, $${i * 7 + 3}::float8, $${i * 7 + 4}, 'en', $${i * 7 + 5}, $${i * 7 + 6}, now() - make_interval(days => $${i * 7 + 7}::int))`);
    await sql(env, `INSERT INTO web_vitals (metric_id, name, value, page, language, device, target, received_at) VALUES ${values.join(', ')}`, rows.flat());

    const week = onlyJson<any>(await rentals(['vitals', '--days', '7', '--json'], env));
    expect(week.days).toBe(7);
    expect(week.percentiles).toEqual([
      { page: '/', language: 'en', device: 'mobile', name: 'INP', p75: 620, count: 2 },
      { page: '/', language: 'en', device: 'mobile', name: 'LCP', p75: 3250, count: 4 },
      { page: '/booking', language: 'en', device: 'desktop', name: 'CLS', p75: 0.05, count: 1 },
    ]);
    expect(week.worstInteractions).toEqual([{ target: 'main>button.book', page: '/', p75: 620, worst: 640, count: 2 }]);
    const month = onlyJson<any>(await rentals(['vitals', '--json'], env));
    expect(month.days).toBe(28);
    expect(month.percentiles.find((p: any) => p.name === 'LCP')).toMatchObject({ p75: 4000, count: 5 });

    const text = await rentals(['vitals', '--days', '7'], env);
    expect(text.stderr).toBe('');
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toMatch(/^Real visitors, the last 7 days \(since /);
    expect(lines[1]).toMatch(/^Page\s+Lang\s+Device\s+LCP\s+INP\s+CLS\s+FCP\s+TTFB$/);
    expect(lines[3]).toMatch(/^\/\s+en\s+mobile\s+3250 ms \(4\)\s+620 ms \(2\)\s+-\s+-\s+-$/);
    expect(lines[4]).toMatch(/^\/booking\s+en\s+desktop\s+-\s+-\s+0\.050 \(1\)\s+-\s+-$/);
    expect(text.stdout).toContain('Slowest interactions (INP by target):');
    expect(text.stdout).toMatch(/main>button\.book\s+\/\s+620 ms\s+640 ms\s+2/);
  }, 240_000);

  it.each([['0'], ['91'], ['seven'], ['2.5']])('refuses --days %s as a usage error (exit 2)', async (days) => {
    const r = await rentals(['vitals', '--days', days], env);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^rentals: option '--days <n>' argument '.+' is invalid\. use a whole number from 1 to 90\.\n/);
  }, 60_000);
});
