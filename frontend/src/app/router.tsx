import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { redirectRoutes } from './redirects';

/** Every route but the home page is lazy-loaded so / ships little JavaScript. */
const routes: RouteObject[] = [
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

export const router = createBrowserRouter(routes);
