import type { Locale } from '../site/locales.js';

/**
 * "≈ ₾1,640" under a total on the site (prices in Georgia are stated in lari): the EUR total at the
 * National Bank's latest EUR rate, in whole lari. Display only: EUR stays the price. Kept apart from
 * the other money rules so that the site's bundle carries only this.
 */
export function approxLari(eur: number, eurRate: string | number): number {
  const rate = Number(eurRate);
  if (!Number.isFinite(rate) || rate <= 0 || !(eur > 0)) return 0;
  // Integer arithmetic on 10^-8 lari: no float product to round.
  const scaled = BigInt(Math.round(rate * 1e8));
  return Number((BigInt(Math.round(eur)) * scaled * 2n + 100_000_000n) / 200_000_000n);
}

const FORMAT: Record<Locale, (grouped: string) => string> = {
  en: (n) => `≈ ₾${n}`,
  ru: (n) => `≈ ${n} ₾`,
  he: (n) => `≈ ₾${n}`,
  ar: (n) => `≈ ₾${n}`,
};

/** The text in the page's language (the language's digit grouping, Western digits). */
export function approxLariText(lari: number, locale: Locale): string {
  const grouped = new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : locale, { maximumFractionDigits: 0 }).format(lari);
  return FORMAT[locale](grouped);
}
