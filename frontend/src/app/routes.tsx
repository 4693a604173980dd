import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { redirectRoutes } from './redirects';

/**
 * The route tree, shared by the browser (main.tsx) and the server render (entry-server.tsx). The
 * paths are SPEC §2's site map (backend/src/domain/site/routes.ts, which the server uses for status
 * codes and the sitemap). Every page is a lazy route so / ships little JavaScript; the server
 * resolves the matched route before rendering and the browser loads it before hydrating.
 * To add a page: a file in src/pages, a line here, and its path in the domain's site map.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('@/pages/home-page')).HomePage }) },
      { path: '/booking', lazy: async () => ({ Component: (await import('@/pages/booking-page')).BookingPage }) },
      { path: '/thank-you', lazy: async () => ({ Component: (await import('@/pages/thank-you-page')).ThankYouPage }) },
      {
        path: '/vashlovani-national-park-guide',
        lazy: async () => ({ Component: (await import('@/pages/park-guide-page')).ParkGuidePage }),
      },
      { path: '/terms-of-service', lazy: async () => ({ Component: (await import('@/pages/terms-page')).TermsPage }) },
      { path: '/privacy-policy', lazy: async () => ({ Component: (await import('@/pages/privacy-page')).PrivacyPage }) },
      {
        path: '/admin/ip-tracking',
        lazy: async () => ({ Component: (await import('@/pages/admin-ip-tracking-page')).AdminIpTrackingPage }),
      },
      ...redirectRoutes,
      { path: '*', lazy: async () => ({ Component: (await import('@/pages/not-found-page')).NotFoundPage }) },
    ],
  },
];
