import { INSURANCE_OPTIONS, type InsuranceType } from '../booking/insurance.js';
import { CURRENCY, type Currency } from '../pricing/currency.js';
import type { PriceTables } from '../pricing/price-tables.js';
import { withPrices } from '../pricing/price-values.js';
import { DEFAULT_LOCALE, type Locale } from '../site/locales.js';
import { AR_POLICY_TEXT } from './policy-text.ar.js';
import { EN_POLICY_TEXT } from './policy-text.en.js';
import { HE_POLICY_TEXT } from './policy-text.he.js';
import { RU_POLICY_TEXT } from './policy-text.ru.js';
import type { PolicyText } from './policy-text.types.js';

export const POLICY_TEXTS: Readonly<Record<Locale, PolicyText>> = Object.freeze({
  en: EN_POLICY_TEXT,
  ru: RU_POLICY_TEXT,
  he: HE_POLICY_TEXT,
  ar: AR_POLICY_TEXT,
});

export const POLICY_KEYS = ['deposit', 'insurance', 'crossBorder', 'lateArrival', 'fuel', 'cancellation'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

/** One policy as the agents' `policies` tool answers it. */
export type Policy = { key: PolicyKey; title: string; text: string };

export type InsurancePolicyOption = { key: InsuranceType; name: string; pricePerDay: number; currency: Currency; price: string; youPay: string };

export type Policies = { language: Locale; policies: Policy[]; insuranceOptions: InsurancePolicyOption[] };

/**
 * The rental policies in `locale` (deposit, insurance options, cross-border travel, late arrival,
 * fuel, cancellation): the terms of service's sentences, each policy one paragraph, with the
 * prices of `tables` (the current price tables) in them.
 */
export function rentalPolicies(tables: PriceTables, locale: Locale = DEFAULT_LOCALE): Policies {
  const t = POLICY_TEXTS[locale];
  const [, late, flights, fuel] = t.pickupAndReturn.points;
  const fill = (sentence: string) => withPrices(sentence, tables);
  const join = (points: readonly string[]) => points.map(fill).join(' ');
  const policies: Policy[] = [
    { key: 'deposit', title: t.deposit.title, text: join(t.deposit.points) },
    {
      key: 'insurance',
      title: t.insurance.title,
      text: join([
        t.insurance.intro,
        ...INSURANCE_OPTIONS.map((o) => `${t.insurance.options[o.value].name} (${t.insurance.options[o.value].price}): ${t.insurance.options[o.value].youPay}`),
        t.insurance.exclusions,
      ]),
    },
    { key: 'crossBorder', title: t.crossBorder.title, text: join(t.crossBorder.points) },
    { key: 'lateArrival', title: t.lateArrivalTitle, text: join([late, flights]) },
    { key: 'fuel', title: t.fuelTitle, text: join([fuel]) },
    { key: 'cancellation', title: t.cancellation.title, text: join(t.cancellation.points) },
  ];
  const insuranceOptions = INSURANCE_OPTIONS.map((o): InsurancePolicyOption => ({
    key: o.value,
    name: t.insurance.options[o.value].name,
    pricePerDay: tables.insurance[o.value],
    currency: CURRENCY,
    price: fill(t.insurance.options[o.value].price),
    youPay: t.insurance.options[o.value].youPay,
  }));
  return { language: locale, policies, insuranceOptions };
}
