/**
 * `rentals insurance set <type> <eur>` run as the built `rentals` command on a fresh database: the
 * price shown by `prices show`, recorded in the price history (who, when, before → after), used by the
 * next quote; bad input is one line, exit 2, and changes nothing.
 */
import { staffNamed } from './support/fixtures.js';
import { SERVER_URL, testDatabaseEnv } from './support/postgres.js';
import { onlyJson, oneLineError, rentals } from './support/run.js';

const insurance = async (env: Record<string, string>) => onlyJson<{ insurance: { type: string; perDay: number }[] }>(await rentals(['prices', 'show', '--json'], env)).insurance;
const history = async (env: Record<string, string>) => onlyJson<{ subject: string; before: unknown; after: unknown; by: string; at: string }[]>(await rentals(['prices', 'history', '--json'], env));

describe(`rentals insurance set on ${SERVER_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}`, () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>> | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await testDatabaseEnv('rentals-cli-insurance-');
    env = database.env;
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('sets a daily price: shown by prices show, in the history with who and before → after', async () => {
    const changed = onlyJson(await rentals(['insurance', 'set', 'Standard', '12', '--by', await staffNamed(env, 'nino'), '--json'], env));
    expect(changed).toMatchObject({ by: 'nino', subject: 'insurance standard', before: 10, after: 12 });
    expect(await insurance(env)).toEqual([{ type: 'minimum', perDay: 0 }, { type: 'standard', perDay: 12 }, { type: 'enhanced', perDay: 30 }]);
    const human = await rentals(['insurance', 'set', 'enhanced', '35', '--by', await staffNamed(env, 'nino')], env);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/Changed insurance enhanced: 30 → 35 \(by nino/);
    const list = await history(env);
    expect(list.slice(0, 2).map((h) => [h.subject, h.before, h.after, h.by])).toEqual([
      ['insurance enhanced', 30, 35, 'nino'],
      ['insurance standard', 10, 12, 'nino'],
    ]);
    expect(Number.isNaN(Date.parse(list[0].at))).toBe(false);
    const help = await rentals(['--help'], env);
    expect(help.stdout).toMatch(/rentals insurance set <type> <eur>/);
  }, 180_000);

  it.each<[string, string[], RegExp]>([
    ['a negative price', ['insurance', 'set', 'standard', '-5'], /invalid input: price: price cannot be negative \(got -5\)/],
    ['a non-numeric price', ['insurance', 'set', 'standard', 'ten'], /invalid input: price: price must be a whole number of euros \(got "ten"\)/],
    ['an unknown type', ['insurance', 'set', 'platinum', '50'], /invalid input: insurance: unknown insurance "platinum"; the insurance types are minimum, standard, enhanced/],
  ])('%s: one line, exit 2, nothing changed', async (_what, args, pattern) => {
    const before = await history(env);
    const prices = await insurance(env);
    oneLineError(await rentals(args, env), 2, pattern);
    expect(await history(env)).toHaveLength(before.length);
    expect(await insurance(env)).toEqual(prices);
  });
});
