import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ensureCatalogue } from '@/i18n/catalogues';
import { LOCALES, localePrefix, type Locale } from '@/i18n/locales';
import { RootLayout } from './root-layout';
import { redirectRoutes } from './redirects';

/**
 * The routes of one language: English at /, the others under /ru, /he, /ar (DESIGN §6.3) with the
 * same pages and redirects; the admin page only in English. Every route is lazy-loaded so / ships
 * little JavaScript.
 */
function localeRoutes(locale: Locale): RouteObject {
  const children: RouteObject[] = [
    { index: true, lazy: async () => ({ Component: (await import('@/pages/home-page')).HomePage }) },
    {
      path: 'booking',
      lazy: async () => ({ Component: (await Promise.all([import('@/pages/booking-page'), ensureCatalogue('booking')]))[0].BookingPage }),
    },
    {
      path: 'thank-you',
      lazy: async () => ({ Component: (await Promise.all([import('@/pages/thank-you-page'), ensureCatalogue('booking')]))[0].ThankYouPage }),
    },
    {
      path: 'vashlovani-national-park-guide',
      lazy: async () => ({ Component: (await import('@/pages/park-guide-page')).ParkGuidePage }),
    },
    { path: 'terms-of-service', lazy: async () => ({ Component: (await import('@/pages/terms-page')).TermsPage }) },
    { path: 'privacy-policy', lazy: async () => ({ Component: (await import('@/pages/privacy-page')).PrivacyPage }) },
  ];
  if (locale === 'en') {
    children.push({
      path: 'admin/ip-tracking',
      lazy: async () => ({ Component: (await import('@/pages/admin-ip-tracking-page')).AdminIpTrackingPage }),
    });
  }
  children.push(...redirectRoutes, {
    path: '*',
    lazy: async () => ({ Component: (await import('@/pages/not-found-page')).NotFoundPage }),
  });
  return { path: localePrefix(locale) || '/', children };
}

export const routes: RouteObject[] = [{ element: <RootLayout />, children: LOCALES.map(localeRoutes) }];

export function createRouter() {
  return createBrowserRouter(routes);
}
