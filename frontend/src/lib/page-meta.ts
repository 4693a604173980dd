import { useEffect } from 'react';
import { useSite } from '@/lib/site-context';
import { useLocale } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locales';
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
  /**
   * The page's language (set by usePageMeta): `path` is then the unprefixed path, the canonical URL
   * gets the language prefix and the head lists the page in every language (hreflang).
   */
  locale?: Locale;
  /** False for the 404 page: no other-language versions to point to. */
  hreflang?: boolean;
}

/**
 * Declares the page's title, description, canonical link, Open Graph tags and JSON-LD. On the server
 * the render records it and the head is written into the HTML (lib/head.ts); in the browser the
 * head is replaced when the page changes without a reload.
 */
export function usePageMeta(pageMeta: PageMeta): void {
  const site = useSite();
  const meta: PageMeta = { ...pageMeta, locale: useLocale() };
  if (site.collector) site.collector.meta = meta;
  const key = JSON.stringify(meta);
  useEffect(() => {
    // After hydration the server's tags are already right: only navigation changes them.
    const tags = headTags(meta, site.origin);
    const canonical = tags.find((t) => t.tag === 'link' && t.attrs.rel === 'canonical');
    if (document.title === meta.title && canonical?.tag === 'link' && document.querySelector(`link[rel="canonical"][data-page-head]`)?.getAttribute('href') === canonical.attrs.href) return;
    applyHeadTags(tags);
  }, [key, site.origin]); // eslint-disable-line react-hooks/exhaustive-deps
}
