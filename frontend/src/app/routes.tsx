import type { RouteObject } from 'react-router-dom';
import type { LoadablePage } from '@/i18n/content';
import { ensureCatalogue } from '@/i18n/catalogues';
import type { CatalogueGroup } from '@/i18n/groups';
import { LOCALES, localePrefix, type Locale } from '@/i18n/locales';
import { preloadContent } from '@/i18n/page-content';
import { RootLayout } from './root-layout';
import { redirectRoutes } from './redirects';

/** What the server render reads from a matched route: its source module (to preload its chunks). */
export interface RouteHandle {
  module?: string;
  redirect?: boolean;
  /** The long content and the catalogue part the page loads (preloaded by the server's HTML too). */
  content?: LoadablePage;
  catalogue?: CatalogueGroup;
}

/**
 * A lazy page route: the page's module, its long content in the route's language and the part of the
 * interface catalogue it needs are all loaded before it renders (the server resolves the matched route
 * before rendering, the browser before hydrating).
 */
function page<M>(
  module: string,
  load: () => Promise<M>,
  pick: (m: M) => React.ComponentType,
  locale: Locale,
  needs: { content?: LoadablePage; catalogue?: CatalogueGroup } = {},
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    handle: { module, ...needs } satisfies RouteHandle,
    lazy: async () => {
      const [loaded] = await Promise.all([
        load(),
        needs.content ? preloadContent(locale, needs.content) : undefined,
        needs.catalogue ? ensureCatalogue(needs.catalogue, locale) : undefined,
      ]);
      return { Component: pick(loaded) };
    },
  };
}

/**
 * The routes of one language: English at /, the others under /ru, /he, /ar (DESIGN §6.3) with the
 * same pages and redirects; the admin page only in English. The paths are SPEC §2's site map
 * (backend/src/domain/site/routes.ts, which the server uses for status codes and the sitemap).
 * To add a page: a file in src/pages, a line here, and its path in the domain's site map.
 */
function localeRoutes(locale: Locale): RouteObject {
  const children: RouteObject[] = [
    { index: true, ...page('src/pages/home-page.tsx', () => import('@/pages/home-page'), (m) => m.HomePage, locale, { content: 'home' }) },
    {
      path: 'booking',
      ...page('src/pages/booking-page.tsx', () => import('@/pages/booking-page'), (m) => m.BookingPage, locale, { catalogue: 'booking' }),
    },
    {
      path: 'thank-you',
      ...page('src/pages/thank-you-page.tsx', () => import('@/pages/thank-you-page'), (m) => m.ThankYouPage, locale, {
        content: 'thankYou',
        catalogue: 'booking',
      }),
    },
    {
      path: 'vashlovani-national-park-guide',
      ...page('src/pages/park-guide-page.tsx', () => import('@/pages/park-guide-page'), (m) => m.ParkGuidePage, locale, { content: 'guide' }),
    },
    {
      path: 'terms-of-service',
      ...page('src/pages/terms-page.tsx', () => import('@/pages/terms-page'), (m) => m.TermsPage, locale, { content: 'terms' }),
    },
    {
      path: 'privacy-policy',
      ...page('src/pages/privacy-page.tsx', () => import('@/pages/privacy-page'), (m) => m.PrivacyPage, locale, { content: 'privacy' }),
    },
  ];
  if (locale === 'en') {
    children.push({
      path: 'admin/ip-tracking',
      ...page('src/pages/admin-ip-tracking-page.tsx', () => import('@/pages/admin-ip-tracking-page'), (m) => m.AdminIpTrackingPage, locale),
    });
  }
  children.push(
    ...redirectRoutes(locale),
    // A single unknown segment: a hash redirects home, anything else is the 404 page.
    {
      path: ':segment',
      ...page('src/app/hash-or-not-found.tsx', () => import('./hash-or-not-found'), (m) => m.HashOrNotFound, locale, { content: 'notFound' }),
    },
    { path: '*', ...page('src/pages/not-found-page.tsx', () => import('@/pages/not-found-page'), (m) => m.NotFoundPage, locale, { content: 'notFound' }) },
  );
  return { path: localePrefix(locale) || '/', children };
}

/**
 * The route tree of one language's pages (/, /ru, /he or /ar and what is under it), shared by the
 * browser (main.tsx) and the server render (entry-server.tsx), which both pick it by the URL's
 * language: the same tree on both sides, so the route ids of the hydration data match. Pages of
 * another language are only reached by plain links (the language switcher and offer), which load
 * them from the server, so a page's router needs its own language only: a quarter of the routes to
 * rank and match while the page starts (docs/frontend.md, "Main-thread work").
 */
export function routesFor(locale: Locale): RouteObject[] {
  return [{ element: <RootLayout />, children: [localeRoutes(locale)] }];
}
