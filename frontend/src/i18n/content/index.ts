import type { ContentByPage, ContentPage } from './types';

export type { ContentByPage } from './types';
export * from './types';

/** The locales with content files; English is the default. */
export const CONTENT_LOCALES = ['en', 'ru', 'he', 'ar'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

type Loaders = { [P in ContentPage]: Record<ContentLocale, () => Promise<ContentByPage[P]>> };

/**
 * One dynamic import per page and locale, so Vite makes each its own chunk and a page ships only
 * its own language. The paths are written out (not built from strings) so they stay typed.
 */
export const contentLoaders = {
  guide: {
    en: () => import('./en/guide').then((m) => m.guideContent),
    ru: () => import('./ru/guide').then((m) => m.guideContent),
    he: () => import('./he/guide').then((m) => m.guideContent),
    ar: () => import('./ar/guide').then((m) => m.guideContent),
  },
  terms: {
    en: () => import('./en/terms').then((m) => m.termsContent),
    ru: () => import('./ru/terms').then((m) => m.termsContent),
    he: () => import('./he/terms').then((m) => m.termsContent),
    ar: () => import('./ar/terms').then((m) => m.termsContent),
  },
  privacy: {
    en: () => import('./en/privacy').then((m) => m.privacyContent),
    ru: () => import('./ru/privacy').then((m) => m.privacyContent),
    he: () => import('./he/privacy').then((m) => m.privacyContent),
    ar: () => import('./ar/privacy').then((m) => m.privacyContent),
  },
  home: {
    en: () => import('./en/home').then((m) => m.homeContent),
    ru: () => import('./ru/home').then((m) => m.homeContent),
    he: () => import('./he/home').then((m) => m.homeContent),
    ar: () => import('./ar/home').then((m) => m.homeContent),
  },
  thankYou: {
    en: () => import('./en/thank-you').then((m) => m.thankYouContent),
    ru: () => import('./ru/thank-you').then((m) => m.thankYouContent),
    he: () => import('./he/thank-you').then((m) => m.thankYouContent),
    ar: () => import('./ar/thank-you').then((m) => m.thankYouContent),
  },
  myBooking: {
    en: () => import('./en/my-booking').then((m) => m.myBookingContent),
    ru: () => import('./ru/my-booking').then((m) => m.myBookingContent),
    he: () => import('./he/my-booking').then((m) => m.myBookingContent),
    ar: () => import('./ar/my-booking').then((m) => m.myBookingContent),
  },
  notFound: {
    en: () => import('./en/not-found').then((m) => m.notFoundContent),
    ru: () => import('./ru/not-found').then((m) => m.notFoundContent),
    he: () => import('./he/not-found').then((m) => m.notFoundContent),
    ar: () => import('./ar/not-found').then((m) => m.notFoundContent),
  },
} satisfies Loaders;

/** A page whose content files exist in every locale. */
export type LoadablePage = keyof typeof contentLoaders;

/** The content of `page` in `locale` (unknown locales get English). */
export function loadContent<P extends LoadablePage>(locale: string, page: P): Promise<ContentByPage[P]> {
  const known = (CONTENT_LOCALES as readonly string[]).includes(locale) ? (locale as ContentLocale) : 'en';
  return (contentLoaders[page] as Record<ContentLocale, () => Promise<ContentByPage[P]>>)[known]();
}
