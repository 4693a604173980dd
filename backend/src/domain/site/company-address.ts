import { LOCALES, type Locale } from './locales.js';

/**
 * The company's address as each language writes it (the footer, the legal pages, the rental
 * agreement). COMPANY_ADDRESS sets it for every language, COMPANY_ADDRESS_RU / _HE / _AR for one;
 * without any, these placeholders (docs/operations.md).
 */
export const DEFAULT_COMPANY_ADDRESSES: Readonly<Record<Locale, string>> = Object.freeze({
  en: '12 Rustaveli Avenue, Tbilisi 0108, Georgia',
  ru: 'проспект Руставели, 12, Тбилиси 0108, Грузия',
  he: 'שדרות רוסתאוולי 12, טביליסי 0108, גאורגיה',
  ar: '12 جادة روستافيلي، تبليسي 0108، جورجيا',
});

/**
 * The address in every language: the language's own setting, else the one for all languages, else
 * the placeholder in that language. `setting(name)` reads a variable (undefined when unset).
 */
export function companyAddresses(setting: (name: string) => string | undefined): Record<Locale, string> {
  const all = setting('COMPANY_ADDRESS');
  const out = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const own = locale === 'en' ? undefined : setting(`COMPANY_ADDRESS_${locale.toUpperCase()}`);
    out[locale] = own ?? all ?? DEFAULT_COMPANY_ADDRESSES[locale];
  }
  return out;
}
