import type { RouteObject } from 'react-router-dom';
import type { LoadablePage } from '@/i18n/content';
import { ensureCatalogue } from '@/i18n/catalogues';
import type { CatalogueGroup } from '@/i18n/groups';
import { localePrefix, type Locale } from '@/i18n/locales';
import { preloadContent } from '@/i18n/page-content';
import { BOOKING_PAGE_ROUTE } from '@domain/site/routes.js';
import { bookingPageLoader } from '@/features/booking/my-booking';
import { RootLayout } from './root-layout';
import { redirectRoutes } from './redirects';

/** What the server render reads from a matched route: its source module (to preload its chunks). */
export interface RouteHandle {
  module?: string;
  redirect?: boolean;
  /** The long content and the catalogue part the page loads (preloaded by the server's HTML too). */
  content?: LoadablePage | readonly LoadablePage[];
  catalogue?: CatalogueGroup;
}

/** The content pages of a route's `content`, as a list. */
export function contentsOf(content: LoadablePage | readonly LoadablePage[] | undefined): readonly LoadablePage[] {
  return content === undefined ? [] : typeof content === 'string' ? [content] : content;
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
  needs: { content?: LoadablePage | readonly LoadablePage[]; catalogue?: CatalogueGroup } = {},
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    handle: { module, ...needs } satisfies RouteHandle,
    lazy: async () => {
      const [loaded] = await Promise.all([
        load(),
        ...contentsOf(needs.content).map((c) => preloadContent(locale, c)),
        needs.catalogue ? ensureCatalogue(needs.catalogue, locale) : undefined,
      ]);
      return { Component: pick(loaded) };
    },
  };
}

/**
 * The routes of one language: English at /, the others under /ru, /he, /ar (docs/product.md §15) with the
 * same pages and redirects; the admin page only in English. The paths are the site map of docs/product.md §2
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
      // The customer's own booking page (docs/product.md §13): the server renders it with the booking's data
      // (the loader's request context); an unknown token shows the 404 page.
      path: BOOKING_PAGE_ROUTE.slice(1),
      loader: bookingPageLoader,
      ...page('src/pages/my-booking-page.tsx', () => import('@/pages/my-booking-page'), (m) => m.MyBookingPage, locale, {
        content: ['myBooking', 'thankYou', 'notFound'],
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
 * rank and match while the page starts (bench/results/2026-11-23-lighthouse.md, "Main-thread work").
 */
export function routesFor(locale: Locale): RouteObject[] {
  return [{ element: <RootLayout />, children: [localeRoutes(locale)] }];
}
