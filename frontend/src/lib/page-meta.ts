import { useEffect } from 'react';
import { useSite } from '@/app/site-context';
import { applyHeadTags, headTags } from './head';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. `/terms-of-service`. */
  path: string;
  /** Open Graph type (default `website`). */
  type?: string;
  /** Path or URL of the social image (default /images/social.png). */
  image?: string;
  /** JSON-LD structured data, written into one <script type="application/ld+json">. */
  jsonLd?: unknown;
  /** Keeps search engines away (thank-you, admin). */
  noindex?: boolean;
  /** An image the first screen shows (a CSS background the browser finds late): fetched at once. */
  preloadImage?: string;
}

/**
 * Declares the page's title, description, canonical link, Open Graph tags and JSON-LD. On the server
 * the render records it and the head is written into the HTML (lib/head.ts); in the browser the
 * head is replaced when the page changes without a reload.
 */
export function usePageMeta(meta: PageMeta): void {
  const site = useSite();
  if (site.collector) site.collector.meta = meta;
  const key = JSON.stringify(meta);
  useEffect(() => {
    // After hydration the server's tags are already right: only navigation changes them.
    if (document.title === meta.title && document.querySelector(`link[rel="canonical"][data-page-head]`)?.getAttribute('href') === `${site.origin}${meta.path}`) return;
    applyHeadTags(headTags(meta, site.origin));
  }, [key, site.origin]); // eslint-disable-line react-hooks/exhaustive-deps
}
