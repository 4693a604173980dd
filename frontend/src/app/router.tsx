import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { LoadablePage } from '@/i18n/content';
import { ensureCatalogue } from '@/i18n/catalogues';
import type { CatalogueGroup } from '@/i18n/groups';
import { LOCALES, localePrefix, type Locale } from '@/i18n/locales';
import { preloadContent } from '@/i18n/page-content';
import { RootLayout } from './root-layout';
import { redirectRoutes } from './redirects';

/**
 * A lazy route: the page's module, its long content in the route's language and the part of the
 * interface catalogue it needs are all loaded before it renders (on the server and in the browser).
 */
function page<M>(
  load: () => Promise<M>,
  pick: (m: M) => React.ComponentType,
  locale: Locale,
  needs: { content?: LoadablePage; catalogue?: CatalogueGroup } = {},
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([
        load(),
        needs.content ? preloadContent(locale, needs.content) : undefined,
        needs.catalogue ? ensureCatalogue(needs.catalogue) : undefined,
      ]);
      return { Component: pick(module) };
    },
  };
}

/**
 * The routes of one language: English at /, the others under /ru, /he, /ar (DESIGN §6.3) with the
 * same pages and redirects; the admin page only in English. Every route is lazy-loaded so / ships
 * little JavaScript.
 */
function localeRoutes(locale: Locale): RouteObject {
  const children: RouteObject[] = [
    { index: true, ...page(() => import('@/pages/home-page'), (m) => m.HomePage, locale, { content: 'home' }) },
    { path: 'booking', ...page(() => import('@/pages/booking-page'), (m) => m.BookingPage, locale, { catalogue: 'booking' }) },
    {
      path: 'thank-you',
      ...page(() => import('@/pages/thank-you-page'), (m) => m.ThankYouPage, locale, { content: 'thankYou', catalogue: 'booking' }),
    },
    {
      path: 'vashlovani-national-park-guide',
      ...page(() => import('@/pages/park-guide-page'), (m) => m.ParkGuidePage, locale, { content: 'guide' }),
    },
    { path: 'terms-of-service', ...page(() => import('@/pages/terms-page'), (m) => m.TermsPage, locale, { content: 'terms' }) },
    { path: 'privacy-policy', ...page(() => import('@/pages/privacy-page'), (m) => m.PrivacyPage, locale, { content: 'privacy' }) },
  ];
  if (locale === 'en') {
    children.push({
      path: 'admin/ip-tracking',
      ...page(() => import('@/pages/admin-ip-tracking-page'), (m) => m.AdminIpTrackingPage, locale),
    });
  }
  children.push(...redirectRoutes(locale), {
    path: '*',
    ...page(() => import('@/pages/not-found-page'), (m) => m.NotFoundPage, locale, { content: 'notFound' }),
  });
  return { path: localePrefix(locale) || '/', children };
}

export const routes: RouteObject[] = [{ element: <RootLayout />, children: LOCALES.map(localeRoutes) }];

export function createRouter() {
  return createBrowserRouter(routes);
}
