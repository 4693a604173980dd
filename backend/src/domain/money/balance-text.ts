import { amountText } from './money.js';
import { fromEur, type ExchangeRates } from './rates.js';

/** The handover form's balance line (the server's page and the page's script as the charges are typed). */
type BalanceTexts = { label: string; eur: string; gel: string | null; usd: string | null; rate: string };

/**
 * A balance of `cents` EUR (below zero: overpaid) in the words of the handover form, in EUR and, with
 * the day's rates, GEL and USD. Amounts always with two decimals.
 */
export function balanceTexts(cents: number, rates: ExchangeRates | null): BalanceTexts {
  const abs = Math.abs(cents);
  const two = (c: number) => (c % 100 === 0 ? `${amountText(c)}.00` : amountText(c));
  return {
    label: cents > 0 ? 'Balance to collect' : cents < 0 ? 'Overpaid: to hand back' : 'Balance: settled',
    eur: `${two(abs)} EUR`,
    gel: rates ? `${two(fromEur(abs, 'GEL', rates))} GEL` : null,
    usd: rates ? `${two(fromEur(abs, 'USD', rates))} USD` : null,
    rate: rates ? `National Bank rate of ${rates.date}: 1 EUR = ${rates.eur} GEL, 1 USD = ${rates.usd} GEL` : 'No exchange rate stored: take EUR, or set the rates (rentals rates set).',
  };
}
