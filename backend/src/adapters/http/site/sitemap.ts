import { SITE_PAGES } from '../../../domain/site/routes.js';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** sitemap.xml: every page of the domain's site map marked for it, with absolute URLs on `origin`. */
export function sitemapXml(origin: string): string {
  const urls = SITE_PAGES.filter((p) => p.sitemap)
    .map((p) => `  <url><loc>${escapeXml(`${origin}${p.path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
