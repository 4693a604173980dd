import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. `/terms-of-service`. */
  path: string;
  /** Open Graph type (default `website`). */
  type?: string;
  image?: string;
  /** JSON-LD structured data, written into one <script type="application/ld+json">. */
  jsonLd?: unknown;
}

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

/** Sets the page title, description, canonical link, Open Graph tags and JSON-LD on mount. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, path, type = 'website', image = '/images/social.png', jsonLd } = meta;
  const json = jsonLd === undefined ? undefined : JSON.stringify(jsonLd);
  useEffect(() => {
    const origin = window.location.origin;
    const url = `${origin}${path}`;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:image', `${origin}${image}`);
    setMeta('name', 'twitter:card', 'summary_large_image');
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = url;
    const old = document.getElementById('page-jsonld');
    old?.remove();
    if (json) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.id = 'page-jsonld';
      script.textContent = json;
      document.head.appendChild(script);
    }
    return () => {
      document.getElementById('page-jsonld')?.remove();
    };
  }, [title, description, path, type, image, json]);
}
