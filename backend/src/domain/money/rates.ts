import { ValidationError } from '../errors.js';
import type { PaymentCurrency } from './money.js';

/**
 * Exchange rates of the National Bank of Georgia (docs/product.md, "Payments and charges"): lari
 * (GEL) per one EUR and per one USD, valid from a day. Rates are decimal strings with at most 8
 * decimals (PostgreSQL numeric), computed with integers scaled by 10^8: never a float sum.
 */
export type ExchangeRates = { date: string; eur: string; usd: string };

const SCALE = 100_000_000n;
const DECIMALS = 8;
const DECIMAL = /^\d{1,6}(\.\d{1,12})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A non-negative decimal string as an integer of 10^-8 units (rounded half up past 8 decimals); null when not a decimal. */
function scaled(text: string): bigint | null {
  if (!DECIMAL.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  let v = BigInt(whole) * SCALE + BigInt(frac.slice(0, DECIMALS).padEnd(DECIMALS, '0'));
  if (frac.length > DECIMALS && Number(frac[DECIMALS]) >= 5) v += 1n;
  return v;
}

function toDecimal(v: bigint): string {
  const whole = v / SCALE;
  const frac = (v % SCALE).toString().padStart(DECIMALS, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** Division rounded half up, for positive integers. */
function divRound(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

/** A rate typed by staff (`rentals rates set --eur 2.95`): GEL per unit, more than 0 and below 1000. */
export function parseRate(raw: unknown, field: string): string {
  const text = typeof raw === 'string' ? raw.trim().replace(',', '.') : typeof raw === 'number' ? String(raw) : '';
  const v = scaled(text);
  if (v === null || v <= 0n || v >= 1000n * SCALE) {
    throw new ValidationError([{ field, type: 'format', message: `"${text.slice(0, 20)}" is not a rate: write the lari for one unit, such as 2.9512` }]);
  }
  return toDecimal(v);
}

/** The stored rate as a normalised decimal string (PostgreSQL answers numeric with trailing zeros). */
export function normaliseRate(text: string): string {
  const v = scaled(text.trim());
  return v === null ? text : toDecimal(v);
}

/**
 * The EUR value in cents of `amountCents` of `currency` at `rates` (rounded half up to the cent),
 * and the rate used: units of the currency per 1 EUR, 4 decimals ("2.9512" GEL per EUR).
 */
export function eurValue(amountCents: number, currency: PaymentCurrency, rates: ExchangeRates | null): { eurCents: number; rate: string | null; rateDate: string | null } {
  if (currency === 'EUR') return { eurCents: amountCents, rate: null, rateDate: null };
  if (!rates) throw new Error('eurValue: no rates');
  const eur = scaled(rates.eur)!;
  const cur = currency === 'GEL' ? SCALE : scaled(rates.usd)!;
  const eurCents = Number(divRound(BigInt(amountCents) * cur, eur));
  // Units of the currency per EUR: eur / cur, shown with 4 decimals.
  const per = divRound(eur * 10_000n, cur);
  const rate = `${per / 10_000n}.${(per % 10_000n).toString().padStart(4, '0')}`;
  return { eurCents, rate, rateDate: rates.date };
}

/** EUR cents in another currency's cents at `rates` (the amount to collect shown in GEL and USD). */
export function fromEur(eurCents: number, currency: PaymentCurrency, rates: ExchangeRates): number {
  if (currency === 'EUR') return eurCents;
  const eur = scaled(rates.eur)!;
  const cur = currency === 'GEL' ? SCALE : scaled(rates.usd)!;
  const sign = eurCents < 0 ? -1 : 1;
  return sign * Number(divRound(BigInt(Math.abs(eurCents)) * eur, cur));
}

/**
 * The bank's JSON (`[{date, currencies:[{code, quantity, rate, validFromDate, …}]}]`) as the rates of
 * its day: GEL per unit = rate / quantity, exact to 8 decimals. Anything else throws an Error saying
 * what is wrong (the job then keeps the last good rates and logs it).
 */
export function parseNbgRates(json: unknown): ExchangeRates {
  if (!Array.isArray(json) || json.length === 0) throw new Error('not the bank\'s format: expected a JSON array [{date, currencies: [...]}]');
  const day = json[0] as { date?: unknown; currencies?: unknown };
  if (!day || typeof day !== 'object' || !Array.isArray(day.currencies)) throw new Error('not the bank\'s format: the first element has no "currencies" list');
  const found: Partial<Record<'EUR' | 'USD', { rate: string; date: string }>> = {};
  for (const c of day.currencies as Record<string, unknown>[]) {
    if (!c || typeof c !== 'object' || (c.code !== 'EUR' && c.code !== 'USD')) continue;
    const quantity = c.quantity;
    const rateText = typeof c.rate === 'number' ? String(c.rate) : typeof c.rate === 'string' ? c.rate : '';
    const rate = scaled(rateText);
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0 || rate === null || rate <= 0n) {
      throw new Error(`not the bank's format: ${c.code} has no positive rate and quantity`);
    }
    const dateText = typeof c.validFromDate === 'string' ? c.validFromDate : typeof day.date === 'string' ? day.date : '';
    if (!DAY.test(dateText)) throw new Error(`not the bank's format: ${c.code} has no validFromDate`);
    const perUnit = divRound(rate, BigInt(quantity));
    if (perUnit <= 0n || perUnit >= 1000n * SCALE) throw new Error(`not a plausible rate: ${c.code} ${rateText}/${quantity}`);
    found[c.code] = { rate: toDecimal(perUnit), date: dateText.slice(0, 10) };
  }
  if (!found.EUR || !found.USD) throw new Error(`not the bank's format: ${!found.EUR ? 'EUR' : 'USD'} is missing`);
  return { date: found.EUR.date, eur: found.EUR.rate, usd: found.USD.rate };
}
