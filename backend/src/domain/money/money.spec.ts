import { amountText, balanceCents, parseAmount, readAmount, parseChargeKind, parseCurrency, parseMethod, proposedFuelChargeCents, centsToAmount } from './money.js';
import { eurValue, fromEur, parseNbgRates, parseRate } from './rates.js';
import { approxLari, approxLariText } from './approx-lari.js';

describe('parseAmount', () => {
  it.each([
    ['120', 12000],
    ['120.5', 12050],
    ['0.01', 1],
    ['120,50', 12050],
    [' 1000000 ', 100000000],
    ['1234.50', 123450],
    ['1234,50', 123450],
    ['1 234,50', 123450],
    ['1 234.50', 123450],
    ['1\u00a0234,50', 123450],
    ['1,234.50', 123450],
    ['1,234', 123400],
    ['12,345,678.5', null],
    ['1 000 000', 100000000],
  ])('%s is %p cents', (raw, cents) => {
    if (cents === null) expect(() => parseAmount(raw)).toThrow(/at most 1000000/);
    else expect(parseAmount(raw)).toBe(cents);
  });
  it.each(['', '-5', '0', '0.00', 'abc', '1.234', '1e3', '12 EUR', '1000000.01', 'NaN', '1.234,50', '1,234,50', '12 34', '1,23.4', '1 234 ,5', '120.505', '١٢٣'])('%p is refused', (raw) => {
    expect(() => parseAmount(raw)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });
  it.each(['1.234,50', '12 EUR', '1,23.4'])('a refusal quotes %p exactly as typed', (raw) => {
    expect(readAmount(` ${raw} `)).toEqual({ type: 'format', message: `"${raw}" is not an amount: write it as 1234.50, 1234,50, 1 234,50 or 1,234.50` });
  });
});

describe('currencies, methods, kinds', () => {
  it('knows the three of each and nothing else', () => {
    expect(parseCurrency('gel')).toBe('GEL');
    expect(() => parseCurrency('RUB')).toThrow(/unknown currency "RUB"/);
    expect(parseMethod('Card')).toBe('card');
    expect(() => parseMethod('crypto')).toThrow(/unknown method/);
    expect(parseChargeKind('extra-day')).toBe('extra_day');
    expect(() => parseChargeKind('tip')).toThrow(/unknown charge/);
  });
});

describe('rates', () => {
  const rates = { date: '2026-11-28', eur: '2.95', usd: '2.7' };
  it('converts GEL and USD to EUR cents exactly, rounded half up', () => {
    expect(eurValue(29500, 'GEL', rates)).toEqual({ eurCents: 10000, rate: '2.9500', rateDate: '2026-11-28' });
    expect(eurValue(100, 'GEL', rates).eurCents).toBe(34); // 33.898...
    expect(eurValue(10000, 'USD', rates)).toEqual({ eurCents: 9153, rate: '1.0926', rateDate: '2026-11-28' });
    expect(eurValue(5000, 'EUR', null)).toEqual({ eurCents: 5000, rate: null, rateDate: null });
    expect(fromEur(10000, 'GEL', rates)).toBe(29500);
  });
  it('reads the bank format: GEL per unit = rate / quantity', () => {
    const json = [{ date: '2026-11-28T00:00:00.000Z', currencies: [
      { code: 'EUR', quantity: 1, rate: 2.9346, validFromDate: '2026-11-28T00:00:00.000Z' },
      { code: 'USD', quantity: 10, rate: 27.0311, validFromDate: '2026-11-28T00:00:00.000Z' },
    ] }];
    expect(parseNbgRates(json)).toEqual({ date: '2026-11-28', eur: '2.9346', usd: '2.70311' });
  });
  it.each([[{}], [[]], [[{ date: 'x' }]], [[{ currencies: [{ code: 'EUR', quantity: 1, rate: 2.9, validFromDate: '2026-11-28' }] }]], [[{ currencies: [{ code: 'EUR', quantity: 0, rate: 2.9, validFromDate: '2026-11-28' }, { code: 'USD', quantity: 1, rate: 2.7, validFromDate: '2026-11-28' }] }]]])(
    'refuses %j',
    (json) => expect(() => parseNbgRates(json)).toThrow(/format|rate/),
  );
  it('takes typed rates', () => {
    expect(parseRate('2,9512', 'eur')).toBe('2.9512');
    expect(() => parseRate('-1', 'eur')).toThrow();
    expect(() => parseRate('abc', 'usd')).toThrow();
  });
});

describe('balance and display', () => {
  it('is total + charges − payments in cents, shown in units', () => {
    expect(balanceCents(300, [{ amountCents: 2000 }], [{ eurCents: 10000 }, { eurCents: 22000 }])).toBe(0);
    expect(centsToAmount(123456)).toBe(1234.56);
    expect(amountText(123456)).toBe('1,234.56');
    expect(amountText(10000)).toBe('100');
    expect(proposedFuelChargeCents(8, 5, 10)).toBe(3000);
    expect(proposedFuelChargeCents(4, 6, 10)).toBe(0);
  });
});

describe('approxLari', () => {
  it('is the EUR total in whole lari, written in each language', () => {
    expect(approxLari(556, '2.95')).toBe(1640);
    expect(approxLari(556, 2.9346)).toBe(1632);
    expect(approxLari(0, '2.95')).toBe(0);
    expect(approxLariText(1640, 'en')).toBe('≈ ₾1,640');
    expect(approxLariText(1640, 'ru')).toBe('≈ 1\u00a0640 ₾');
    expect(approxLariText(1640, 'he')).toBe('≈ ₾1,640');
    expect(approxLariText(1640, 'ar')).toBe('≈ ₾1,640');
  });
});
