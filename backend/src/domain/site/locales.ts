/**
 * The site's languages (docs/product.md §15): English at the root, Russian, Hebrew and Arabic under
 * /ru/, /he/ and /ar/. Pure data and path helpers, shared by the router, the server (HTML lang,
 * dir, hreflang, sitemap), the booking API (a booking's `locale`) and the tests.
 */

import { collapseLeadingSlashes } from './same-site.js';

export const LOCALES = ['en', 'ru', 'he', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the unprefixed URLs and of x-default. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Languages written right to left. */
export const RTL_LOCALES: readonly Locale[] = Object.freeze(['he', 'ar'] as Locale[]);

/** Each language's own name, as the language switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = Object.freeze({
  en: 'English',
  ru: 'Русский',
  he: 'עברית',
  ar: 'العربية',
});

/**
 * The Intl locale of each language's dates, numbers and plurals, as the site writes them
 * (frontend/src/i18n/format.ts): British dates in English, Western digits in Arabic.
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = Object.freeze({ en: 'en-GB', ru: 'ru-RU', he: 'he-IL', ar: 'ar-u-nu-latn' });

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/** `''` for English, `/ru` for Russian, ... */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * The language of a URL path and the path without its language prefix:
 * `/ru/booking` -> ru, `/booking`; `/ru` and `/ru/` -> ru, `/`; `/rus` -> en, `/rus`.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(ru|he|ar)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

/**
 * A site path in a language: `('/booking', 'ru')` -> `/ru/booking`, `('/', 'ru')` -> `/ru`,
 * `('/', 'en')` -> `/`. Query and hash, when given, are kept (`/?x=1` -> `/ru?x=1`).
 */
export function localisePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  // A link is never built to another site (docs/product.md §2): `//evil.example/` from a request such as
  // `/ru//evil.example/` becomes `/evil.example/`.
  const own = path.startsWith('/') || path.startsWith('\\') ? collapseLeadingSlashes(path) : path;
  if (!prefix) return own;
  // The home page is `/ru`, not `/ru/`: drop the root slash before a query, a hash or the end.
  const rest = own.replace(/^\/(?=[?#]|$)/, '');
  return `${prefix}${rest === '' || /^[/?#]/.test(rest) ? rest : `/${rest}`}`;
}

/** The same page in another language: `('/ru/booking', 'he')` -> `/he/booking`. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return localisePath(splitLocalePath(pathname).path, locale);
}

/**
 * The `<link rel="alternate" hreflang>` set of a page given by its unprefixed path: every
 * language, then x-default (= English).
 */
export function hreflangAlternates(path: string): { hreflang: string; path: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, path: localisePath(path, locale) })),
    { hreflang: 'x-default', path: localisePath(path, DEFAULT_LOCALE) },
  ];
}

/**
 * The supported language a browser prefers, from `navigator.languages` or an Accept-Language
 * list (`he-IL`, `ar-GE`, `ru`), in the browser's order; undefined when none is supported.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    // Old browsers report Hebrew as "iw".
    const code = base === 'iw' ? 'he' : base;
    if (isLocale(code)) return code;
  }
  return undefined;
}
