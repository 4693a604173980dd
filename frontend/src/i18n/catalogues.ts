import type { I18n, Messages } from '@lingui/core';
import { CATALOGUE_GROUPS, type CatalogueGroup } from './groups';
import { DEFAULT_LOCALE, type Locale } from './locales';

type Loaders = Record<string, () => Promise<{ messages: Messages }>>;

/**
 * One chunk per language and part: a page loads only its own language (DESIGN §6.3), and the
 * home page only the core part. The files are compiled at build time
 * (vite-plugin-i18n-catalogues.ts). A language whose catalogue is not written yet falls back to
 * English.
 */
const LOADERS: Record<CatalogueGroup, Loaders> = {
  core: import.meta.glob<{ messages: Messages }>('./messages/*.ts', { query: '?group=core' }),
  booking: import.meta.glob<{ messages: Messages }>('./messages/*.ts', { query: '?group=booking' }),
  overlay: import.meta.glob<{ messages: Messages }>('./messages/*.ts', { query: '?group=overlay' }),
};

/** The messages of these parts of a language's catalogue (the server loads every part). */
export async function loadMessages(locale: Locale, groups: readonly CatalogueGroup[] = CATALOGUE_GROUPS): Promise<Messages> {
  const parts = await Promise.all(
    groups.map(async (group) => {
      const loaders = LOADERS[group];
      const load = loaders[`./messages/${locale}.ts`] ?? loaders[`./messages/${DEFAULT_LOCALE}.ts`];
      return (await load()).messages;
    }),
  );
  return Object.assign({}, ...parts) as Messages;
}

/** The browser's one instance (one language per page load); unset on the server. */
let browserI18n: I18n | undefined;
const loaded = new Set<CatalogueGroup>();

export function setBrowserI18n(i18n: I18n, groups: readonly CatalogueGroup[]): void {
  browserI18n = i18n;
  groups.forEach((g) => loaded.add(g));
}

/**
 * Adds a part of the catalogue to the browser's instance before a page or the overlay that needs it
 * renders (route `lazy` functions call it). On the server every part is already there.
 */
export async function ensureCatalogue(group: CatalogueGroup): Promise<void> {
  const i18n = browserI18n;
  if (!i18n || loaded.has(group)) return;
  const messages = await loadMessages(i18n.locale as Locale, [group]);
  i18n.load(i18n.locale, messages);
  loaded.add(group);
}
