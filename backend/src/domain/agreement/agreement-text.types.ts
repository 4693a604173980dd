import type { InsuranceType } from '../booking/insurance.js';
import type { Locale } from '../site/locales.js';

/** One policy of the agreement: a short title and its paragraph. */
export type AgreementPolicy = { title: string; text: string };

/**
 * One language's texts of the rental agreement (agreement-text.<locale>.ts). Every language has
 * every key (agreement-text.spec.ts); the policies are those of docs/product.md §18.
 */
export type AgreementText = {
  locale: Locale;
  /** The BCP 47 locale dates are formatted with (Western digits in Arabic). */
  intlLocale: string;
  dir: 'ltr' | 'rtl';
  title: string;
  headings: {
    customer: string;
    rental: string;
    price: string;
    policies: string;
    handover: string;
    signature: string;
  };
  labels: {
    reference: string;
    name: string;
    email: string;
    phone: string;
    driverAge: string;
    car: string;
    unit: string;
    pickup: string;
    return: string;
    days: string;
    insurance: string;
    item: string;
    quantity: string;
    unitPrice: string;
    amount: string;
    total: string;
    handoverAt: string;
    staff: string;
    odometer: string;
    fuel: string;
    damage: string;
    customerSignature: string;
  };
  /** What stands where a value is missing. */
  missing: { unit: string; damage: string; signature: string };
  /** Price lines by key (`car`, `delivery`, `insurance`); a service's line is its name (catalogue/labels.ts). */
  priceLine: {
    car: (car: string) => string;
    delivery: (from: string, to: string) => string;
    insurance: (name: string) => string;
  };
  /** "48213 km" */
  km: (n: number) => string;
  /** "636 EUR" */
  money: (n: number) => string;
  policies: {
    lateArrival: AgreementPolicy;
    /** The chosen cover and what no option covers. */
    insurance: (chosen: InsuranceType | null, label: string) => AgreementPolicy;
    /** `included`: the booking has the Armenia permission; `fee`: its price in EUR (services.ts). */
    crossBorder: (included: boolean, fee: number) => AgreementPolicy;
    /** `prepaid`: the booking has prepaid fuel. */
    fuel: (prepaid: boolean, eighths: string) => AgreementPolicy;
  };
  /** Above the signature: what the customer confirms by signing. */
  declaration: string;
  /** The footer of each page. */
  page: (n: number, of: number) => string;
};
