/**
 * The money commands (docs/cli.md): rates show|fetch|set, payments add|report, charges add, and the
 * money in bookings show. Run as the built `rentals` against a real PostgreSQL (DATABASE_URL) or the
 * embedded database, with a local HTTP server standing in for the National Bank.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bookingRequest, daysFromToday, seed, staffNamed } from './support/fixtures.js';
import { SERVER_URL, testDatabaseEnv } from './support/postgres.js';
import { onlyJson, oneLineError, rentals } from './support/run.js';
import { sql } from './support/sql.js';

describe(`rentals money commands on ${SERVER_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}`, () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>> | undefined;
  let env: Record<string, string>;
  let bank: Server;
  let answer = '[]';
  let ref: string;
  let total: number;
  let second: string;
  const today = daysFromToday(0);

  beforeAll(async () => {
    bank = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
    await new Promise<void>((r) => bank.listen(0, '127.0.0.1', r));
    database = await testDatabaseEnv('rentals-cli-money-');
    env = { ...database.env, NBG_RATES_URL: `http://127.0.0.1:${(bank.address() as AddressInfo).port}/nbg`, RENTALS_BOOT_TIMEOUT_MS: '60000' };
    const seeded = await seed({ bookings: [{ request: bookingRequest({ pickupDate: daysFromToday(1), returnDate: daysFromToday(4) }) }, { request: bookingRequest({ pickupDate: daysFromToday(1), returnDate: daysFromToday(4), customerName: 'Pays At Pickup' }) }] }, env);
    ref = seeded.bookings[0].reference;
    total = seeded.bookings[0].totalPrice;
    second = seeded.bookings[1].reference;
    expect((await rentals(['bookings', 'confirm', ref, '--by', await staffNamed(env, 'anna')], env)).code).toBe(0);
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
    await new Promise<void>((r) => bank.close(() => r()));
  });

  const stored = async () => Number(((await sql(env, `SELECT count(*) n FROM booking_payments`)) as { n: string }[])[0].n);

  it('refuses bad payments and charges with one line and a non-zero exit, storing nothing', async () => {
    const cases: [string[], number, RegExp][] = [
      [['payments', 'add', ref, '--amount', '300', '--currency', 'GEL', '--method', 'cash'], 2, /No exchange rate of the National Bank of Georgia is stored for a GEL payment/],
      [['payments', 'add', ref, '--amount', '-5', '--currency', 'EUR', '--method', 'cash'], 2, /--amount: the amount must be more than 0/],
      [['payments', 'add', ref, '--amount', 'ten', '--currency', 'EUR', '--method', 'cash'], 2, /"ten" is not an amount/],
      [['payments', 'add', ref, '--amount', '10', '--currency', 'RUB', '--method', 'cash'], 2, /--currency: unknown currency "RUB"/],
      [['payments', 'add', ref, '--amount', '10', '--currency', 'EUR', '--method', 'crypto'], 2, /--method: unknown method "crypto"/],
      [['payments', 'add', 'GR-ZZZZZZ', '--amount', '10', '--currency', 'EUR', '--method', 'cash'], 3, /no booking found/],
      [['charges', 'add', ref, '--kind', 'fuel', '--amount', '30'], 4, /is confirmed: charges are added once the car is handed over/],
      [['rates', 'set', '--date', today, '--eur', 'abc', '--usd', '2.7'], 2, /--eur: "abc" is not a rate/],
    ];
    const nika = { ...env, RENTALS_STAFF: await staffNamed(env, 'Nika') };
    for (const [args, code, message] of cases) {
      oneLineError(await rentals(args, nika), code, message);
    }
    expect(await stored()).toBe(0);
  });

  it('fetches the bank rates, keeps them on a bad file, and sets them by hand', async () => {
    answer = JSON.stringify([{ date: `${today}T00:00:00.000Z`, currencies: [
      { code: 'EUR', quantity: 1, rate: 2.9346, validFromDate: `${today}T00:00:00.000Z` },
      { code: 'USD', quantity: 1, rate: 2.7031, validFromDate: `${today}T00:00:00.000Z` },
    ] }]);
    const fetched = await rentals(['rates', 'fetch'], env);
    expect(fetched.stdout).toContain(`1 EUR = 2.9346 GEL, 1 USD = 2.7031 GEL`);
    answer = '<html>down for maintenance</html>';
    oneLineError(await rentals(['rates', 'fetch'], env), 1, /not updated \(the last good rates stay\): .*not JSON/);
    expect(onlyJson<any[]>(await rentals(['rates', 'show', '--json'], env))).toEqual([expect.objectContaining({ date: today, eur: 2.9346, usd: 2.7031, source: 'nbg' })]);
    // Implausible rates by hand: outside 1–10 lari always (exit 2), a jump of more than 20 % only with --force.
    oneLineError(await rentals(['rates', 'set', '--date', today, '--eur', '0.00000001', '--usd', '2.7'], env), 2, /--eur: 1 EUR = 0.00000001 GEL is not a plausible rate: it must be between 1 and 10 lari/);
    oneLineError(await rentals(['rates', 'set', '--date', today, '--eur', '2.95', '--usd', '4'], env), 2, /--usd: 1 USD = 4 GEL is more than 20 % from the last stored rate \(2.7031 GEL of .*\): if it is right, set it with --force/);
    expect(onlyJson<any[]>(await rentals(['rates', 'show', '--json'], env))).toEqual([expect.objectContaining({ eur: 2.9346, usd: 2.7031, source: 'nbg' })]);
    expect((await rentals(['rates', 'set', '--date', today, '--eur', '2.95', '--usd', '3.3', '--force'], env)).code).toBe(0);
    expect((await rentals(['rates', 'set', '--date', today, '--eur', '2.95', '--usd', '2.70'], env)).code).toBe(0);
    expect((await rentals(['rates', 'show'], env)).stdout).toMatch(new RegExp(`${today}\\s+2\\.95\\s+2\\.7\\s+set by hand`));
  });

  it('a 3-day rental paid 100 EUR cash and the rest in GEL reaches balance 0 and shows in the day report', async () => {
    expect((await rentals(['bookings', 'check-out', ref, '--km', '1000', '--fuel', '8', '--by', await staffNamed(env, 'Nika')], env)).code).toBe(0);
    expect((await rentals(['payments', 'add', ref, '--amount', '100', '--currency', 'EUR', '--method', 'cash', '--by', await staffNamed(env, 'Nika')], env)).code).toBe(0);
    const rest = ((total - 100) * 2.95).toFixed(2);
    const paid = onlyJson<any>(await rentals(['payments', 'add', ref, '--amount', rest, '--currency', 'GEL', '--method', 'cash', '--by', await staffNamed(env, 'Tamar'), '--json'], env));
    expect(paid.balanceEur).toBe(0);
    const charged = onlyJson<any>(await rentals(['charges', 'add', ref, '--kind', 'late', '--amount', '50', '--note', 'two hours late', '--by', await staffNamed(env, 'Tamar'), '--json'], env));
    expect(charged.balanceEur).toBe(50);
    const shown = onlyJson<any>(await rentals(['bookings', 'show', ref, '--json'], env));
    expect(shown.payments).toEqual([
      expect.objectContaining({ amount: 100, currency: 'EUR', method: 'cash', by: 'Nika', eur: 100, rate: null }),
      expect.objectContaining({ amount: Number(rest), currency: 'GEL', method: 'cash', by: 'Tamar', eur: total - 100, rate: 2.95 }),
    ]);
    expect(shown.charges).toEqual([{ kind: 'late', amount: 50, note: 'two hours late', by: 'Tamar', at: expect.any(String) }]);
    expect(shown).toMatchObject({ paidEur: total, balanceEur: 50 });
    expect(shown.history.filter((h: any) => h.type === 'payment' || h.type === 'charge').map((h: any) => [h.type, h.actor])).toEqual([
      ['payment', 'Nika'],
      ['payment', 'Tamar'],
      ['charge', 'Tamar'],
    ]);
    const human = (await rentals(['bookings', 'show', ref], env)).stdout;
    expect(human).toMatch(/balance 50\.00 EUR \(to collect\)/);

    const report = onlyJson<any>(await rentals(['payments', 'report', '--date', today, '--json'], env));
    expect(report.byStaff).toEqual([
      { by: 'Nika', totals: [{ currency: 'EUR', method: 'cash', amount: 100, count: 1, eur: 100 }], eur: 100 },
      { by: 'Tamar', totals: [{ currency: 'GEL', method: 'cash', amount: Number(rest), count: 1, eur: total - 100 }], eur: total - 100 },
    ]);
    expect(report.totalEur).toBe(total);
    const text = (await rentals(['payments', 'report', '--date', today], env)).stdout;
    expect(text).toMatch(/Payments of .* 2, worth/);
    oneLineError(await rentals(['payments', 'report', '--date', '2026-13-01'], env), 2, /invalid date/);
  });

  it('--by names a staff account in any case; an unknown name is refused listing the accounts; money without --by or RENTALS_STAFF is refused', async () => {
    await staffNamed(env, 'Nika');
    oneLineError(await rentals(['payments', 'add', ref, '--amount', '1', '--currency', 'EUR', '--method', 'cash', '--by', 'giorgi'], env), 2, /--by: no staff account is named "giorgi": use one of .*Nika/);
    const withoutEnv = { ...env, RENTALS_STAFF: '' };
    for (const args of [
      ['payments', 'add', ref, '--amount', '1', '--currency', 'EUR', '--method', 'cash'],
      ['payments', 'add', ref, '--amount', '1', '--currency', 'EUR', '--method', 'cash', '--refund'],
      ['charges', 'add', ref, '--kind', 'damage', '--amount', '1'],
      ['bookings', 'check-out', second, '--km', '10', '--fuel', '8', '--pay', '1', '--currency', 'EUR', '--method', 'cash'],
    ]) {
      oneLineError(await rentals(args, withoutEnv), 2, /say who handles the money: --by <staff account> or RENTALS_STAFF/);
    }
    oneLineError(await rentals(['bookings', 'confirm', second, '--by', 'root'], env), 2, /--by: no staff account is named "root"/);
    expect(await stored()).toBe(2);
    // RENTALS_STAFF in any case is recorded as the account's own spelling.
    const before = onlyJson<any>(await rentals(['bookings', 'show', ref, '--json'], env)).balanceEur;
    const paid = onlyJson<any>(await rentals(['payments', 'add', ref, '--amount', '1 234,50', '--currency', 'EUR', '--method', 'card', '--json'], { ...env, RENTALS_STAFF: 'nIKA' }));
    expect(paid.payments.at(-1)).toMatchObject({ amount: 1234.5, by: 'Nika' });
    expect(paid.balanceEur).toBeCloseTo(before - 1234.5, 2);
  });

  it('hands back at most what was overpaid (--refund), and the day report shows the refund and the net per currency', async () => {
    const before = onlyJson<any>(await rentals(['bookings', 'show', ref, '--json'], env));
    expect(before.balanceEur).toBeLessThan(0);
    const over = -before.balanceEur;
    oneLineError(await rentals(['payments', 'add', ref, '--amount', (over + 1).toFixed(2), '--currency', 'EUR', '--method', 'cash', '--refund', '--by', 'NIKA'], env), 4, /At most .* EUR can be handed back/);
    expect((await rentals(['payments', 'add', ref, '--amount', '5', '--currency', 'EUR', '--method', 'cash', '--refund', '--by', 'nika'], env)).code).toBe(0);
    const back = onlyJson<any>(await rentals(['payments', 'add', ref, '--amount', (over - 5).toFixed(2), '--currency', 'EUR', '--method', 'cash', '--refund', '--by', 'nika', '--json'], env));
    expect(back.balanceEur).toBe(0);
    expect(back.payments.filter((p: any) => p.refund).map((p: any) => p.amount)).toEqual([5, Number((over - 5).toFixed(2))]);
    oneLineError(await rentals(['payments', 'add', ref, '--amount', '1', '--currency', 'EUR', '--method', 'cash', '--refund', '--by', 'nika'], env), 4, /Nothing to hand back .* settled/);

    const report = onlyJson<any>(await rentals(['payments', 'report', '--date', today, '--json'], env));
    expect(report.totals).toContainEqual({ currency: 'EUR', method: 'cash', amount: over, count: 2, eur: over, refund: true });
    const eurNet = report.net.find((n: any) => n.currency === 'EUR');
    expect(eurNet.amount).toBeCloseTo(100 + 1234.5 - over, 2);
    // Everything paid, net of refunds, is the rental and its charges: the booking is settled.
    expect(report.totalEur).toBeCloseTo(total + 50, 2);
    const text = (await rentals(['payments', 'report', '--date', today], env)).stdout;
    expect(text).toMatch(/and 2 refunds, worth/);
    expect(text).toMatch(/Net per currency \(payments − refunds\)/);
  });

  it('check-out --pay takes the payment with the handover, and the agreement states it', async () => {
    await staffNamed(env, 'Nika');
    expect((await rentals(['bookings', 'confirm', second, '--by', 'nika'], env)).code).toBe(0);
    oneLineError(await rentals(['bookings', 'check-out', second, '--km', '10', '--fuel', '8', '--pay', '1.234,50', '--currency', 'EUR', '--method', 'cash', '--by', 'nika'], env), 2, /--pay: "1.234,50" is not an amount/);
    oneLineError(await rentals(['bookings', 'check-out', second, '--km', '10', '--fuel', '8', '--pay', '100', '--by', 'nika'], env), 2, /--pay needs --currency/);
    const out = await rentals(['bookings', 'check-out', second, '--km', '10', '--fuel', '8', '--pay', '100', '--currency', 'eur', '--method', 'card', '--by', 'nika'], env);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Paid 100 EUR card.');
    const shown = onlyJson<any>(await rentals(['bookings', 'show', second, '--json'], env));
    expect(shown.status).toBe('on_rent');
    expect(shown.payments).toEqual([expect.objectContaining({ amount: 100, currency: 'EUR', method: 'card', by: 'Nika' })]);
    // Stored with the handover (one transaction): the agreement made at the check-out from the same
    // payments (the agreement's "Paid at handover" lines: backend/test/api/staff-money.spec.ts).
    expect(shown.history.filter((h: any) => ['checked_out', 'payment'].includes(h.type)).map((h: any) => `${h.type} ${h.actor}`).sort()).toEqual(['checked_out Nika', 'payment Nika']);
    const agreements = (await sql(env, `SELECT count(*) n FROM booking_agreements a JOIN bookings b ON b.id = a.booking_id WHERE b.reference = $1`, [second])) as { n: string }[];
    expect(Number(agreements[0].n)).toBe(1);
  });
});
