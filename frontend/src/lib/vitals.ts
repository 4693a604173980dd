/**
 * Real visitors' figures (docs/api.md, POST /api/vitals): once the page has loaded and
 * the browser is idle, the web-vitals beacon (./vitals-beacon.ts, its own chunk with web-vitals'
 * attribution build) is loaded and measures this page view; it never delays the page. Nothing is
 * loaded, measured or sent for a visitor who asks not to be tracked (Do Not Track or Global
 * Privacy Control), nor on a page that is not one of the site's pages (a customer's booking page).
 */
import { ADMIN_ROUTE, sitePage } from '@domain/site/routes.js';

/** Whether the visitor asks not to be tracked: Do Not Track or Global Privacy Control. */
export function doesNotWantTracking(nav: Navigator & { globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

export function startVitals(): void {
  if (doesNotWantTracking(navigator) || typeof navigator.sendBeacon !== 'function') return;
  const page = sitePage(location.pathname);
  if (!page || page.path === ADMIN_ROUTE) return;
  const load = () => void import('./vitals-beacon').then((m) => m.measure(page.path));
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5000 });
    else setTimeout(load, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
