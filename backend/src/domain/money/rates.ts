import { ValidationError } from '../errors.js';
import { isIsoDate } from '../shared/dates.js';
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

/**
 * The plausible rates (GEL per one EUR or USD): 1 to 10 lari (the lari has been between 1.2 and 3.6
 * per EUR since it exists); a rate outside them would make a 1 GEL payment worth millions of euros.
 */
export const RATE_BAND = { min: 1, max: 10 } as const;
/** The largest change from the last stored rate taken from the feed, and by hand without --force. */
export const RATE_JUMP_MAX_PERCENT = 20;

/** A rate typed by staff (`rentals rates set --eur 2.95`): GEL per unit, within RATE_BAND. */
export function parseRate(raw: unknown, field: 'eur' | 'usd'): string {
  const text = typeof raw === 'string' ? raw.trim().replace(',', '.') : typeof raw === 'number' ? String(raw) : '';
  const v = scaled(text);
  if (v === null || v <= 0n) {
    throw new ValidationError([{ field, type: 'format', message: `"${text.slice(0, 20)}" is not a rate: write the lari for one unit, such as 2.9512` }]);
  }
  const outside = bandProblem(field, v);
  if (outside) throw new ValidationError([{ field, type: 'range', message: outside }]);
  return toDecimal(v);
}

function bandProblem(field: 'eur' | 'usd', v: bigint): string | null {
  if (v >= BigInt(RATE_BAND.min) * SCALE && v <= BigInt(RATE_BAND.max) * SCALE) return null;
  return `1 ${field.toUpperCase()} = ${toDecimal(v)} GEL is not a plausible rate: it must be between ${RATE_BAND.min} and ${RATE_BAND.max} lari`;
}

/** What is wrong with each rate changed by more than RATE_JUMP_MAX_PERCENT from `last` (empty: nothing). */
export function rateJumps(rates: Pick<ExchangeRates, 'eur' | 'usd'>, last: Pick<ExchangeRates, 'eur' | 'usd' | 'date'> | null): { field: 'eur' | 'usd'; message: string }[] {
  if (!last) return [];
  const jumps: { field: 'eur' | 'usd'; message: string }[] = [];
  for (const field of ['eur', 'usd'] as const) {
    const now = scaled(rates[field]);
    const before = scaled(last[field]);
    if (now === null || before === null || before === 0n) continue;
    const diff = now > before ? now - before : before - now;
    // diff / before > percent / 100, in integers.
    if (diff * 100n > before * BigInt(RATE_JUMP_MAX_PERCENT)) {
      jumps.push({ field, message: `1 ${field.toUpperCase()} = ${toDecimal(now)} GEL is more than ${RATE_JUMP_MAX_PERCENT} % from the last stored rate (${toDecimal(before)} GEL of ${last.date})` });
    }
  }
  return jumps;
}

/**
 * Rates typed by staff, against the last stored ones: within RATE_BAND (parseRate), and a change of
 * more than RATE_JUMP_MAX_PERCENT only with `force` (`rentals rates set --force`). ValidationError otherwise.
 */
export function checkManualRates(rates: ExchangeRates, last: ExchangeRates | null, force: boolean): void {
  const jumps = force ? [] : rateJumps(rates, last);
  if (jumps.length > 0) throw new ValidationError(jumps.map((j) => ({ field: j.field, type: 'jump', message: `${j.message}: if it is right, set it with --force` })));
}

/**
 * Rates read from the bank's feed, against the last stored ones: within RATE_BAND and no change of
 * more than RATE_JUMP_MAX_PERCENT. Throws an Error saying why (the job keeps the last good rates and logs it).
 */
export function checkFeedRates(rates: ExchangeRates, last: ExchangeRates | null): void {
  for (const field of ['eur', 'usd'] as const) {
    const outside = bandProblem(field, scaled(rates[field])!);
    if (outside) throw new Error(outside);
  }
  const [jump] = rateJumps(rates, last);
  if (jump) throw new Error(jump.message);
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
    if (!DAY.test(dateText) || !isIsoDate(dateText.slice(0, 10))) throw new Error(`not the bank's format: ${c.code} has no valid validFromDate`);
    const perUnit = divRound(rate, BigInt(quantity));
    if (perUnit <= 0n || perUnit >= 1000n * SCALE) throw new Error(`not a plausible rate: ${c.code} ${rateText}/${quantity}`);
    found[c.code] = { rate: toDecimal(perUnit), date: dateText.slice(0, 10) };
  }
  if (!found.EUR || !found.USD) throw new Error(`not the bank's format: ${!found.EUR ? 'EUR' : 'USD'} is missing`);
  return { date: found.EUR.date, eur: found.EUR.rate, usd: found.USD.rate };
}
