import type { I18n, Messages } from '@lingui/core';
import { CATALOGUE_GROUPS, type CatalogueGroup } from './groups';
import { DEFAULT_LOCALE, type Locale } from './locales';

type Loaders = Record<string, () => Promise<{ messages: Messages }>>;

/**
 * One chunk per language and part: a page loads only its own language (docs/product.md §15), and the
 * home page only the core part. The files are compiled at build time
 * (vite-plugin-i18n-catalogues.ts). A language whose catalogue is not written yet falls back to
 * English.
 */
const LOADERS: Record<CatalogueGroup, Loaders> = {
  core: import.meta.glob<{ messages: Messages }>('./messages/*.ts', { query: '?group=core' }),
  booking: import.meta.glob<{ messages: Messages }>('./messages/*.ts', { query: '?group=booking' }),
  overlay: import.meta.glob<{ messages: Messages }>('./messages/*.ts', { query: '?group=overlay' }),
};

/** The build's module ids of these parts of a language's catalogue (for the server's preload links). */
export function catalogueModules(locale: Locale, groups: readonly CatalogueGroup[]): string[] {
  const file = `./messages/${locale}.ts` in LOADERS.core ? locale : DEFAULT_LOCALE;
  return groups.map((group) => `src/i18n/messages/${file}.ts?group=${group}`);
}

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

/**
 * The browser's one instance (one language per page load), once the boot has made it; never set on
 * the server. Route modules may ask for a part of the catalogue while the boot is still loading the
 * core part: they wait for it, so both downloads run at the same time.
 */
let browserI18n: Promise<I18n> | undefined;
const loaded = new Map<CatalogueGroup, Promise<void>>();

/** Boot: the instance is on its way (`i18n`), with these parts of the catalogue. */
export function setBrowserI18n(i18n: Promise<I18n>, groups: readonly CatalogueGroup[]): void {
  browserI18n = i18n;
  groups.forEach((g) => loaded.set(g, i18n.then(() => undefined)));
}

/**
 * Adds a part of the catalogue to the browser's instance before a page or the overlay that needs it
 * renders (route `lazy` functions call it). On the server every part is already there.
 */
export function ensureCatalogue(group: CatalogueGroup, locale?: Locale): Promise<void> {
  const pending = browserI18n;
  if (!pending) return Promise.resolve();
  let done = loaded.get(group);
  if (!done) {
    // With the locale known (routes), the part downloads while the boot makes the instance.
    const messages = locale ? loadMessages(locale, [group]) : pending.then((i18n) => loadMessages(i18n.locale as Locale, [group]));
    done = Promise.all([pending, messages]).then(([i18n, m]) => {
      i18n.load(i18n.locale, m);
    });
    loaded.set(group, done);
  }
  return done;
}
