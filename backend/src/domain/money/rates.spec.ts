import { checkFeedRates, checkManualRates, parseNbgRates, parseRate, RATE_BAND, RATE_JUMP_MAX_PERCENT } from './rates.js';

const last = { date: '2026-11-27', eur: '3', usd: '2.7' };
const feed = (eur: unknown, usd: unknown, validFromDate = '2026-11-28T00:00:00.000Z') => [
  { date: '2026-11-28T00:00:00.000Z', currencies: [{ code: 'EUR', quantity: 1, rate: eur, validFromDate }, { code: 'USD', quantity: 1, rate: usd, validFromDate }] },
];

describe(`the rate rules: ${RATE_BAND.min}–${RATE_BAND.max} GEL per EUR or USD, at most ${RATE_JUMP_MAX_PERCENT} % from the last stored rate`, () => {
  // [what, eur, usd, last stored, by hand without --force, by hand with --force, from the feed]
  it.each([
    ['ordinary rates', '2.9512', '2.7034', last, 'ok', 'ok', 'ok'],
    ['the first rates ever (nothing to compare)', '2.9512', '2.7034', null, 'ok', 'ok', 'ok'],
    ['exactly 1 lari', '1', '1', null, 'ok', 'ok', 'ok'],
    ['exactly 10 lari', '10', '10', null, 'ok', 'ok', 'ok'],
    ['EUR below 1 lari (0.00000001)', '0.00000001', '2.7', last, /between 1 and 10 lari/, /between 1 and 10 lari/, /between 1 and 10 lari/],
    ['EUR just below 1 lari', '0.99999999', '2.7', null, /1 EUR = 0.99999999 GEL is not a plausible rate/, /not a plausible rate/, /not a plausible rate/],
    ['USD above 10 lari', '3', '10.00000001', null, /1 USD = 10.00000001 GEL is not a plausible rate/, /not a plausible rate/, /not a plausible rate/],
    ['USD at 999 lari', '3', '999', last, /not a plausible rate/, /not a plausible rate/, /not a plausible rate/],
    ['EUR up exactly 20 %', '3.6', '2.7', last, 'ok', 'ok', 'ok'],
    ['EUR down exactly 20 %', '2.4', '2.7', last, 'ok', 'ok', 'ok'],
    ['EUR up 20 % and a bit', '3.60000001', '2.7', last, /1 EUR = 3.60000001 GEL is more than 20 % from the last stored rate \(3 GEL of 2026-11-27\): if it is right, set it with --force/, 'ok', /more than 20 %/],
    ['USD down 25 %', '3', '2.025', last, /1 USD = 2.025 GEL is more than 20 %/, 'ok', /1 USD = 2.025 GEL is more than 20 %/],
    ['both halved', '1.5', '1.35', last, /EUR.*more than 20 %/, 'ok', /more than 20 %/],
  ] as const)('%s', (_, eur, usd, stored, byHand, forced, fromFeed) => {
    const manual = (force: boolean) => () => checkManualRates({ date: '2026-11-28', eur: parseRate(eur, 'eur'), usd: parseRate(usd, 'usd') }, stored, force);
    const fetched = () => checkFeedRates(parseNbgRates(feed(eur, usd)), stored);
    for (const [check, expected] of [[manual(false), byHand], [manual(true), forced], [fetched, fromFeed]] as const) {
      if (expected === 'ok') expect(check).not.toThrow();
      else expect(check).toThrow(expected);
    }
  });

  it('a refusal by hand is a validation error naming the field', () => {
    expect(() => parseRate('0.00000001', 'eur')).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'eur', type: 'range' })] }));
    expect(() => checkManualRates({ date: '2026-11-28', eur: '3', usd: '5' }, last, false)).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: 'usd', type: 'jump' })] }));
  });

  it.each(['2026-13-45T00:00:00.000Z', '2026-02-30', '0000-01-01', 'yesterday', '2026-1-5'])('a feed with the date %p is refused', (date) => {
    expect(() => parseNbgRates(feed(2.95, 2.7, date))).toThrow(/validFromDate/);
  });
});
