import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { DirectionProvider } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import type { MessageId } from './messages/en';
import { localisePath, textDirection, type Locale } from './locales';

export type { MessageId };
export type MessageValues = Record<string, string | number>;

/**
 * A Lingui instance for one language. The server makes one per request (a shared instance renders
 * the wrong language under concurrent requests); the browser makes one at boot.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The language's messages and text direction for everything below (Mantine components included). */
export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const dir = textDirection(i18n.locale as Locale);
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={dir} detectDirection={false}>
        {children}
      </DirectionProvider>
    </I18nProvider>
  );
}

/** `t('car.seats', { count: 5 })`: the message in the page's language. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { i18n } = useLingui();
  return useCallback((id: MessageId, values?: MessageValues) => i18n._(id, values), [i18n]);
}

/** The page's language. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** A site path in the page's language: `lp('/booking')` is `/ru/booking` on a Russian page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localisePath(path, locale), [locale]);
}
