import { RuleViolationError, ValidationError } from '../errors.js';
import { hasControlCharacters } from '../shared/text.js';

/**
 * Money handed over at the desk (docs/product.md, "Payments and charges"): every amount is kept as
 * integer cents of its currency; the EUR value of a GEL or USD payment comes from the National Bank
 * of Georgia's rates (rates.ts). Amounts are shown in euros (lari, dollars) with at most two decimals, never cents.
 */
export const PAYMENT_CURRENCIES = ['EUR', 'GEL', 'USD'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
export const PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const CHARGE_KINDS = ['fuel', 'damage', 'late', 'extra_day', 'cleaning', 'other'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** The largest single amount taken: 1,000,000.00 of a currency. */
export const MAX_AMOUNT_CENTS = 100_000_000;
export const CHARGE_NOTE_MAX_LENGTH = 200;
/** The payments one check-out or check-in form takes at once ("300 EUR by card and 900 GEL in cash"). */
export const MAX_SUBMIT_PAYMENTS = 3;
/** FUEL_EIGHTH_EUR: what each missing eighth of a tank costs at the return (default 10 EUR). */
export const DEFAULT_FUEL_EIGHTH_EUR = 10;

/** The spellings of an amount staff may type: 1234.50, 1234,50, 1 234,50 (or 1 234.50), 1,234.50. */
const AMOUNT_FORMS: readonly { re: RegExp; group: string }[] = [
  { re: /^\d+([.,]\d{1,2})?$/, group: '' },
  { re: /^\d{1,3}( \d{3})+([.,]\d{1,2})?$/, group: ' ' },
  { re: /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/, group: ',' },
];

/** Why an amount typed by staff is refused, or its integer cents (the one reading: the page's script, the server, the CLI). */
export function readAmount(raw: unknown): { cents: number } | { type: 'required' | 'min' | 'format' | 'max'; message: string } {
  const typed = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (typed === '') return { type: 'required', message: 'the amount is missing (a number such as 120 or 120.50)' };
  // No-break and thin spaces group thousands too (what a phone's keyboard or a copied figure gives).
  const text = typed.replace(/[\u00a0\u202f\u2009]/g, ' ');
  if (text.startsWith('-')) return { type: 'min', message: `the amount must be more than 0, not ${typed}` };
  const form = AMOUNT_FORMS.find((f) => f.re.test(text));
  if (!form) {
    const shown = typed.length > 40 ? `${typed.slice(0, 40)}…` : typed;
    return { type: 'format', message: `"${shown}" is not an amount: write it as 1234.50, 1234,50, 1 234,50 or 1,234.50` };
  }
  const plain = (form.group ? text.split(form.group).join('') : text).replace(',', '.');
  const [whole, frac = ''] = plain.split('.');
  if (Number(whole) > MAX_AMOUNT_CENTS / 100) return { type: 'max', message: 'the amount must be at most 1000000' };
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (cents <= 0) return { type: 'min', message: 'the amount must be more than 0' };
  if (cents > MAX_AMOUNT_CENTS) return { type: 'max', message: 'the amount must be at most 1000000' };
  return { cents };
}

/**
 * An amount typed by staff as integer cents (readAmount). Throws ValidationError for anything else:
 * empty, negative, zero, more than two decimals, letters, "1.234,50", over a million.
 */
export function parseAmount(raw: unknown, field = 'amount'): number {
  const r = readAmount(raw);
  if ('cents' in r) return r.cents;
  throw new ValidationError([{ field, type: r.type, message: r.message }]);
}

export function parseCurrency(raw: unknown): PaymentCurrency {
  const text = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  if ((PAYMENT_CURRENCIES as readonly string[]).includes(text)) return text as PaymentCurrency;
  throw new ValidationError([{ field: 'currency', type: 'invalid', message: `unknown currency "${String(raw ?? '').slice(0, 10)}": use EUR, GEL or USD` }]);
}

export function parseMethod(raw: unknown): PaymentMethod {
  const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if ((PAYMENT_METHODS as readonly string[]).includes(text)) return text as PaymentMethod;
  throw new ValidationError([{ field: 'method', type: 'invalid', message: `unknown method "${String(raw ?? '').slice(0, 20)}": use cash, card or transfer` }]);
}

export function parseChargeKind(raw: unknown): ChargeKind {
  const text = typeof raw === 'string' ? raw.trim().toLowerCase().replace('-', '_') : '';
  if ((CHARGE_KINDS as readonly string[]).includes(text)) return text as ChargeKind;
  throw new ValidationError([{ field: 'kind', type: 'invalid', message: `unknown charge "${String(raw ?? '').slice(0, 20)}": use fuel, damage, late, extra_day, cleaning or other` }]);
}

export function parseChargeNote(raw: unknown): string {
  const note = typeof raw === 'string' ? raw.replace(/[\r\n\t]+/g, ' ').trim() : '';
  if ([...note].length > CHARGE_NOTE_MAX_LENGTH) throw new ValidationError([{ field: 'note', type: 'max', message: `the note must be at most ${CHARGE_NOTE_MAX_LENGTH} characters` }]);
  if (hasControlCharacters(note)) throw new ValidationError([{ field: 'note', type: 'format', message: 'the note must not contain control characters' }]);
  return note;
}

/** Cents as an amount of the currency for JSON and screens: 123456 -> 1234.56 (a number, at most two decimals). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** "1,234.56" / "1,234" for people: two decimals only when there are cents. */
export function amountText(cents: number): string {
  const neg = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = abs % 100;
  return `${neg ? '-' : ''}${whole}${frac ? `.${String(frac).padStart(2, '0')}` : ''}`;
}

/** A stored payment as the money rules see it. */
export type Payment = {
  at: Date;
  amountCents: number;
  currency: PaymentCurrency;
  method: PaymentMethod;
  staffName: string;
  /** Its value in EUR cents at the rate of its day. */
  eurCents: number;
  /** Units of `currency` per 1 EUR used (a decimal string), null for EUR. */
  rate: string | null;
  /** The day of the rate used, null for EUR. */
  rateDate: string | null;
  /** Money handed back to the customer (its amounts stay positive; the balance adds it back). */
  refund?: boolean;
};

/** A payment's EUR cents as the balance counts them: a refund negative. */
export function signedEurCents(p: { eurCents: number; refund?: boolean }): number {
  return p.refund ? -p.eurCents : p.eurCents;
}

export type Charge = { at: Date; kind: ChargeKind; amountCents: number; note: string; staffName: string };

/** total + charges − payments + refunds, in EUR cents (`totalPrice` is whole EUR). */
export function balanceCents(totalPriceEur: number, charges: readonly { amountCents: number }[], payments: readonly { eurCents: number; refund?: boolean }[]): number {
  return totalPriceEur * 100 + charges.reduce((s, c) => s + c.amountCents, 0) - payments.reduce((s, p) => s + signedEurCents(p), 0);
}

/** The fuel charge a check-in proposes: FUEL_EIGHTH_EUR for each eighth below the check-out's level, in EUR cents. */
export function proposedFuelChargeCents(outEighths: number, backEighths: number, eurPerEighth: number): number {
  return Math.max(0, outEighths - backEighths) * eurPerEighth * 100;
}

/** The payment's history detail, e.g. "paid 200 GEL cash (67.80 EUR at 2.9500 GEL/EUR of 2026-11-28)". */
export function paymentDetail(p: Pick<Payment, 'amountCents' | 'currency' | 'method' | 'eurCents' | 'rate' | 'rateDate' | 'refund'>): string {
  const at = p.currency === 'EUR' ? '' : ` (${amountText(p.eurCents)} EUR at ${p.rate} ${p.currency}/EUR of ${p.rateDate})`;
  return `${p.refund ? 'refunded' : 'paid'} ${amountText(p.amountCents)} ${p.currency} ${p.method}${at}`;
}

export function chargeDetail(c: Pick<Charge, 'kind' | 'amountCents' | 'note'>): string {
  return `charge ${c.kind.replace('_', ' ')} ${amountText(c.amountCents)} EUR${c.note ? `: ${c.note}` : ''}`;
}

/** No rate is stored for a GEL or USD payment's day or before it. */
export function noRateError(currency: PaymentCurrency): RuleViolationError {
  return new RuleViolationError(
    `No exchange rate of the National Bank of Georgia is stored for a ${currency} payment yet: record it in EUR, or fetch or set the rates first (rentals rates fetch, rentals rates set)`,
    'currency',
  );
}
