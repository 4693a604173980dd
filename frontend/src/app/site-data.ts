import type { HydrationState } from 'react-router-dom';
import type { SiteRequest } from '@/lib/site-context';

/** The id of the <script type="application/json"> the server writes after #root. */
export const SITE_DATA_ID = 'site-data';

/**
 * What the server hands to the browser with a rendered page: the request context the render used and
 * React Router's hydration state. A JSON data block, not an inline script: the CSP allows no inline
 * scripts.
 */
export interface SiteData {
  site: SiteRequest;
  router: HydrationState;
}
