/**
 * The price commands (prices, fees, services, seasons) and `quote` with a season, run as the built
 * `rentals` command on a fresh database (PostgreSQL when DATABASE_URL is set, else the embedded one).
 */
import { staffNamed } from './support/fixtures.js';
import { SERVER_URL, testDatabaseEnv } from './support/postgres.js';
import { onlyJson, oneLineError, rentals } from './support/run.js';

const YEAR = new Date().getUTCFullYear() + 1;
const MESSAGE = 'Bookings starting between 1 Jul and 31 Aug need at least 5 days';
const quote = (from: string, to: string) => ['quote', '--car', 'Toyota FJ Cruiser', '--pickup', 'Tbilisi', '--dropoff', 'Batumi', '--from', from, '--to', to, '--json'];

describe(`rentals prices, fees, services, seasons on ${SERVER_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}`, () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>> | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await testDatabaseEnv('rentals-cli-prices-');
    env = database.env;
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('prices show --json: SPEC’s tables until someone changes them', async () => {
    const p = onlyJson(await rentals(['prices', 'show', '--json'], env));
    expect(p.bands).toEqual(['1-3 days', '4-6 days', '7-13 days', '14+ days']);
    expect(p.cars).toHaveLength(14);
    expect(p.cars.find((c: any) => c.name === 'Toyota FJ Cruiser').tiers).toEqual([70, 68, 67, 63]);
    expect(p.deliveryFees).toContainEqual({ from: 'tbilisi', to: 'batumi', fee: 100 });
    expect(p.services).toContainEqual({ key: 'crossBorderArmenia', price: 90, unit: 'flat' });
    expect(p.insurance).toEqual([{ type: 'minimum', perDay: 0 }, { type: 'standard', perDay: 10 }, { type: 'enhanced', perDay: 30 }]);
    const human = await rentals(['prices', 'show'], env);
    expect(human.stdout).toMatch(/Toyota FJ Cruiser\s+70\s+68\s+67\s+63/);
  });

  it('seasons add: the quote is 80 a day (560 + delivery), a 4-day quote the season’s message', async () => {
    const added = onlyJson(
      await rentals(['seasons', 'add', 'Summer', '--from', `${YEAR}-07-01`, '--to', `${YEAR}-08-31`, '--percent', '+20', '--min-days', '5', '--by', await staffNamed(env, 'nino'), '--json'], env),
    );
    expect(added).toMatchObject({ by: 'nino', subject: 'season Summer', before: null, after: { percent: 20, minDays: 5, cars: null } });
    expect(onlyJson(await rentals(quote(`${YEAR}-07-10`, `${YEAR}-07-17`), env))).toMatchObject({ dailyRate: 80, baseTotal: 560, deliveryFee: 100, totalPrice: 660 });
    oneLineError(await rentals(quote(`${YEAR}-07-10`, `${YEAR}-07-14`), env), 2, new RegExp(MESSAGE));
    const list = onlyJson(await rentals(['seasons', 'list', '--json'], env));
    expect(list).toEqual([{ name: 'Summer', from: `${YEAR}-07-01`, to: `${YEAR}-08-31`, percent: 20, cars: null, minDays: 5 }]);
  }, 180_000);

  it('prices set, fees set, services set, then history: who, when, before → after', async () => {
    onlyJson(await rentals(['prices', 'set', 'toyota fj cruiser', '--tiers', '75,73,71,68', '--by', await staffNamed(env, 'nino'), '--json'], env));
    onlyJson(await rentals(['fees', 'set', 'Batumi', 'Tbilisi', '110', '--by', await staffNamed(env, 'nino'), '--json'], env));
    const human = await rentals(['services', 'set', 'babySeat', '4', '--by', await staffNamed(env, 'nino')], env);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/Changed service babySeat: 3 → 4 \(by nino/);
    const history = onlyJson<any[]>(await rentals(['prices', 'history', '--json'], env));
    expect(history.map((h) => [h.subject, h.before, h.after, h.by])).toEqual([
      ['service babySeat', 3, 4, 'nino'],
      ['delivery batumi ↔ tbilisi', 100, 110, 'nino'],
      ['rates Toyota FJ Cruiser', [70, 68, 67, 63], [75, 73, 71, 68], 'nino'],
      ['season Summer', null, expect.objectContaining({ from: `${YEAR}-07-01` }), 'nino'],
    ]);
    for (const h of history) expect(Number.isNaN(Date.parse(h.at))).toBe(false);
    expect(onlyJson(await rentals(quote(`${YEAR}-06-01`, `${YEAR}-06-08`), env))).toMatchObject({ dailyRate: 71, deliveryFee: 110 });
  }, 240_000);

  it.each<[string, string[], RegExp]>([
    ['a negative rate', ['prices', 'set', 'Toyota FJ Cruiser', '--tiers', '70,-68,67,63'], /cannot be negative/],
    ['a non-numeric rate', ['prices', 'set', 'Toyota FJ Cruiser', '--tiers', '70,x,67,63'], /whole number/],
    ['three tiers', ['prices', 'set', 'Toyota FJ Cruiser', '--tiers', '70,68,67'], /4 daily rates/],
    ['an unknown car', ['prices', 'set', 'Lada Niva', '--tiers', '70,68,67,63'], /unknown car "Lada Niva"/],
    ['an unknown city', ['fees', 'set', 'Tbilisi', 'Paris', '50'], /unknown city "Paris"/],
    ['an unknown service', ['services', 'set', 'jetpack', '5'], /unknown service "jetpack"/],
    ['a season ending before it starts', ['seasons', 'add', 'Back', '--from', `${YEAR}-10-10`, '--to', `${YEAR}-10-01`, '--percent', '5'], /ends .* before it starts/],
    ['an overlapping season', ['seasons', 'add', 'August', '--from', `${YEAR}-08-01`, '--to', `${YEAR}-08-10`, '--percent', '5', '--cars', 'Toyota FJ Cruiser'], /overlaps the season "Summer"/],
    ['a percent under -90', ['seasons', 'add', 'Sale', '--from', `${YEAR}-11-01`, '--to', `${YEAR}-11-10`, '--percent', '-91'], /-90 to \+500/],
    ['a percent over 500', ['seasons', 'add', 'Gold', '--from', `${YEAR}-11-01`, '--to', `${YEAR}-11-10`, '--percent', '501'], /-90 to \+500/],
    ['removing an unknown season', ['seasons', 'remove', 'Winter'], /no season named "Winter"/],
  ])('%s: one line, exit 2, nothing changed', async (_what, args, pattern) => {
    const count = onlyJson<any[]>(await rentals(['prices', 'history', '--json'], env)).length;
    oneLineError(await rentals(args, env), 2, pattern);
    expect(onlyJson<any[]>(await rentals(['prices', 'history', '--json'], env))).toHaveLength(count);
  });

  it('seasons remove: the season’s prices are gone', async () => {
    expect((await rentals(['seasons', 'remove', 'summer', '--by', await staffNamed(env, 'nino')], env)).code).toBe(0);
    expect(onlyJson(await rentals(quote(`${YEAR}-07-10`, `${YEAR}-07-14`), env))).toMatchObject({ days: 4, dailyRate: 73 });
  });
});
