import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DirectionContext } from '@mantine/core';
import { cloneElement, createContext, Fragment, use, useCallback, useMemo, type ReactElement, type ReactNode } from 'react';
import type { FleetMessageId, LabelMessageId, ValidationMessageId } from './label-messages';
import type { CatalogueMessageId } from './messages/en';
import { localisePath, textDirection, type Locale } from './locales';
import { withPluralValues } from './plural-select';

/** Every interface message: the catalogue's own, and the domain's names the build adds to it. */
export type MessageId = CatalogueMessageId | LabelMessageId | ValidationMessageId | FleetMessageId;
export type MessageValues = Record<string, string | number>;

/**
 * A Lingui instance for one language. The server makes one per request (a shared instance renders
 * the wrong language under concurrent requests); the browser makes one at boot.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/**
 * The page's Lingui instance. A context of our own rather than @lingui/react's provider: the few
 * lines below are all the site needs (the language never changes while a page is open), and the
 * home page stays within its JavaScript budget. Catalogue parts are added before the page or the
 * overlay that needs them renders (routes.tsx, catalogues.ts), so nothing re-renders for them.
 */
const I18nContext = createContext<I18n | null>(null);

const noop = () => undefined;

/**
 * The language's messages and text direction for everything below. Mantine's components read the
 * direction from its context (dropdown placement, for one); the page's direction never changes (the
 * server writes `<html dir>`), so the context gets a fixed value instead of Mantine's
 * DirectionProvider, which also watches and writes the attribute.
 */
export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const dir = textDirection(i18n.locale as Locale);
  const direction = useMemo(() => ({ dir, setDirection: noop, toggleDirection: noop }), [dir]);
  return (
    <I18nContext value={i18n}>
      <DirectionContext value={direction}>{children}</DirectionContext>
    </I18nContext>
  );
}

function useI18n(): I18n {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useT outside LocaleProvider');
  return i18n;
}

/**
 * A message of `i18n`'s catalogue in its language. Always through here, not `i18n._`: the compiled
 * plurals read the values withPluralValues adds (plural-select.ts).
 */
export function translate(i18n: I18n, id: MessageId, values?: MessageValues): string {
  return i18n._(id, withPluralValues(values, i18n.locale as Locale));
}

/** `t('car.seats', { count: 5 })`: the message in the page's language. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const i18n = useI18n();
  return useCallback((id: MessageId, values?: MessageValues) => translate(i18n, id, values), [i18n]);
}

/** The page's language. */
export function useLocale(): Locale {
  return useI18n().locale as Locale;
}

/** A site path in the page's language: `lp('/booking')` is `/ru/booking` on a Russian page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localisePath(path, locale), [locale]);
}

const TAG = /<(\d+)>(.*?)<\/\1>/gs;

/**
 * A message with elements: `<0>€61/day</0>` in the message becomes `components[0]` wrapping that
 * text (`<Trans id="overlay.priceFrom" values={...} components={{ 0: <strong /> }} />`).
 */
export function Trans({ id, values, components }: { id: MessageId; values?: MessageValues; components: Record<number, ReactElement> }) {
  const text = useT()(id, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    const start = m.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    const element = components[Number(m[1])];
    parts.push(element ? cloneElement(element, { key: start }, m[2]) : m[2]);
    last = start + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
