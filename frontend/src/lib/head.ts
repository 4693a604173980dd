import { hreflangAlternates, localisePath } from '@/i18n/locales';
import type { PageMeta } from './page-meta';
import { escapeHtml } from '@domain/shared/html.js';

/** Open Graph's locale of each language. */
const OG_LOCALE = { en: 'en_GB', ru: 'ru_RU', he: 'he_IL', ar: 'ar_AR' } as const;

/**
 * The one place that turns a page's metadata into head tags: the server writes them into the HTML
 * (entry-server.tsx), the browser replaces them on client-side navigation (usePageMeta). Every tag
 * it makes carries `data-page-head`, so the browser knows which ones to swap.
 */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

export const DEFAULT_SOCIAL_IMAGE = '/images/social.png';

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** JSON for a <script> element: "<" escaped so no text can close the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Relative URLs inside JSON-LD (`/images/x.png`, `url: "/"`) made absolute against the origin. */
function absoluteUrls(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return /^(url|image|logo|mainEntityOfPage|@id)$/.test(key) && value.startsWith('/') ? absolute(origin, value) : value;
  if (Array.isArray(value)) return value.map((v) => absoluteUrls(v, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteUrls(v, origin, k)]));
  }
  return value;
}

export function headTags(meta: PageMeta, origin: string): HeadTag[] {
  // A page in a language: its canonical URL carries the language prefix (/ru/booking).
  const url = absolute(origin, meta.locale ? localisePath(meta.path, meta.locale) : meta.path);
  const image = absolute(origin, meta.image ?? DEFAULT_SOCIAL_IMAGE);
  const tags: HeadTag[] = [
    { tag: 'title', text: meta.title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
  ];
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  tags.push(
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  );
  if (meta.locale) {
    // docs/product.md §15: the page in every language, and x-default (English).
    tags.push({ tag: 'meta', attrs: { property: 'og:locale', content: OG_LOCALE[meta.locale] } });
    for (const alt of meta.hreflang === false ? [] : hreflangAlternates(meta.path)) {
      tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: alt.hreflang, href: absolute(origin, alt.path) } });
    }
  }
  if (meta.jsonLd !== undefined) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: scriptJson(absoluteUrls(meta.jsonLd, origin)) });
  }
  return tags;
}

function attributes(attrs: Record<string, string>): string {
  return Object.entries({ ...attrs, 'data-page-head': '' })
    .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
    .join('');
}

/** The tags as HTML for the server's <head>. */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title data-page-head>${escapeHtml(t.text)}</title>`;
      if (t.tag === 'script') return `<script${attributes(t.attrs)}>${t.text}</script>`;
      return `<${t.tag}${attributes(t.attrs)}>`;
    })
    .join('\n    ');
}

/** The tags applied to the live document (client-side navigation): the previous page's tags are replaced. */
export function applyHeadTags(tags: HeadTag[]): void {
  document.head.querySelectorAll('[data-page-head]').forEach((el) => el.remove());
  for (const t of tags) {
    if (t.tag === 'title') {
      document.title = t.text;
      continue;
    }
    const el = document.createElement(t.tag);
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    el.setAttribute('data-page-head', '');
    if (t.tag === 'script') el.textContent = t.text;
    document.head.appendChild(el);
  }
}
