import { createContext, useContext, type ReactNode } from 'react';
import type { SiteCarPhotos } from '@domain/catalogue/car-photos.js';
import type { PageMeta } from '@/lib/page-meta';
import { DEFAULT_PRICE_TABLES, type PriceTables } from '@domain/pricing/price-tables.js';

/**
 * What one page render knows about its request, the same object on the server and in the browser:
 * the server builds it per request (entry-server.tsx) and sends it with the page
 * (`<script type="application/json" id="site-data">`); the browser hydrates with that copy, so the
 * first client render sees exactly what the server saw. Add request-dependent values here (a
 * locale, for example), never in module-level variables.
 */
export interface SiteRequest {
  /** Origin for absolute URLs (canonical, og:url): PUBLIC_URL, else the request's origin. No trailing slash. */
  origin: string;
  /** Today's date in Tbilisi (YYYY-MM-DD) when the page was rendered: date minimums of the forms. */
  today: string;
  /**
   * The price tables the server priced the page with (from PostgreSQL): the browser prices the header
   * search, the showcase and the booking form with the same tables. Absent: the specification's.
   */
  prices?: PriceTables;
  /**
   * The fleet's photos by car type (from the database, with the page): cards and the overlay show
   * them; a car absent here keeps its drawing. Absent where the server has none to give.
   */
  carPhotos?: SiteCarPhotos;
}

/** Server only: what the page declared while rendering (usePageMeta), read after the render to build the head. */
export interface RenderCollector {
  meta?: PageMeta;
  /** The page shows the cars (features/showcase): the server adds their overlays as HTML (entry-server.tsx). */
  carDialogs?: boolean;
}

export interface SiteContextValue extends SiteRequest {
  collector?: RenderCollector;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** The price tables of this page (the server's; the specification's when the page came without them). */
export function usePriceTables(): PriceTables {
  return useSite().prices ?? DEFAULT_PRICE_TABLES;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside SiteProvider');
  return value;
}
