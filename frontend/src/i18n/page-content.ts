import { loadContent, type ContentByPage, type LoadablePage } from './content';
import { useLocale } from './i18n';
import type { Locale } from './locales';

/**
 * Long page content by language (./content, written by the translators): loaded once per language
 * and page before the page renders (route `lazy` functions call `preloadContent`), then read
 * synchronously, so the server's HTML and the browser's first render match. The content never
 * changes while the process runs, so one cache serves every request.
 */
const cache = new Map<string, unknown>();

export async function preloadContent(locale: Locale, page: LoadablePage): Promise<void> {
  const key = `${locale}/${page}`;
  if (!cache.has(key)) cache.set(key, await loadContent(locale, page));
}

/** The content of `page` in the page's language; `preloadContent` must have run for it. */
export function useContent<P extends LoadablePage>(page: P): ContentByPage[P] {
  const locale = useLocale();
  const content = cache.get(`${locale}/${page}`);
  if (!content) throw new Error(`content "${page}" in "${locale}" was not loaded before rendering`);
  return content as ContentByPage[P];
}
