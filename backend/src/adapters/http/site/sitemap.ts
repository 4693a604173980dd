import { escapeHtml } from '../../../domain/shared/html.js';
import { hreflangAlternates } from '../../../domain/site/locales.js';
import { sitemapPaths } from '../../../domain/site/routes.js';


/**
 * sitemap.xml: every page of the domain's site map marked for it, in every language (docs/product.md §15),
 * with absolute URLs on `origin`; each URL lists its versions in the other languages
 * (`xhtml:link rel="alternate" hreflang`), as the pages' heads do.
 */
export function sitemapXml(origin: string): string {
  const urls = sitemapPaths()
    .map(({ path, page }) => {
      const alternates = hreflangAlternates(page)
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(`${origin}${alt.path}`)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeHtml(`${origin}${path}`)}</loc>\n${alternates}\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
