import './features/tracking/repair-url-on-boot';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { todayInTbilisi } from '@domain/shared/dates.js';
import { AppProviders } from './app/app';
import { routesFor } from './app/routes';
import { SITE_DATA_ID, type SiteData } from './app/site-data';
import { loadMessages, setBrowserI18n } from './i18n/catalogues';
import { createI18n } from './i18n/i18n';
import { splitLocalePath } from './i18n/locales';
import { installTranslationErrorSuppression } from './lib/translation-errors';
import { startVitals } from './lib/vitals';

installTranslationErrorSuppression();

function readSiteData(): SiteData | null {
  const el = document.getElementById(SITE_DATA_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SiteData;
  } catch {
    return null;
  }
}

/**
 * Loads the lazy route modules of the current URL before the router starts, so the first client render
 * is the page the server rendered (no HydrateFallback, no mismatch).
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      // Our routes' lazy is always a function (routes.tsx).
      const loaded = await (m.route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
  );
}

async function boot(): Promise<void> {
  const container = document.getElementById('root')!;
  const data = readSiteData();
  // The page's language comes from its URL (/ru/..., /he/..., /ar/...): only its catalogue is loaded,
  // the core part now and the parts a page needs with its route (catalogues.ts).
  const { locale } = splitLocalePath(window.location.pathname);
  const i18nReady = loadMessages(locale, ['core']).then((messages) => createI18n(locale, messages));
  setBrowserI18n(i18nReady, ['core']);
  const routes = routesFor(locale);
  const [i18n] = await Promise.all([i18nReady, loadMatchedRoutes(routes)]);
  if (data && container.hasChildNodes()) {
    // A server-rendered page: hydrate with the very context the server rendered with.
    const router = createBrowserRouter(routes, { hydrationData: data.router });
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (the page is already visible and readable meanwhile).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders site={data.site} i18n={i18n}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
    // React now listens on the page: a click on a part it has not hydrated yet makes it hydrate that
    // part first and then handles the click, so the boot script stops holding clicks.
    document.documentElement.setAttribute('data-booted', '');
    return;
  }
  // The admin page (client-rendered) or a server without the render bundle.
  const router = createBrowserRouter(routes);
  const site = { origin: window.location.origin, today: todayInTbilisi(new Date()) };
  createRoot(container).render(
    <StrictMode>
      <AppProviders site={site} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  document.documentElement.setAttribute('data-booted', '');
}

void boot();
// Real visitors' figures: web-vitals once the page has loaded and the browser is idle (lib/vitals.ts).
startVitals();
