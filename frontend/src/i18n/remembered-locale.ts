import { readStorage, writeStorage } from '@/lib/safe-storage';
import { isLocale, type Locale } from './locales';

const KEY = 'preferredLocale';
const COOKIE = 'locale';

/** The language the visitor chose with the switcher or the offer (docs/product.md §15), if any. */
export function rememberedLocale(): Locale | undefined {
  const stored = readStorage('local', KEY);
  if (isLocale(stored)) return stored;
  const cookie = /(?:^|;\s*)locale=([a-z]{2})/.exec(typeof document === 'undefined' ? '' : document.cookie)?.[1];
  return isLocale(cookie) ? cookie : undefined;
}

/** Keeps the choice in local storage and in a cookie for a year (the server can read the cookie). */
export function rememberLocale(locale: Locale): void {
  writeStorage('local', KEY, locale);
  try {
    document.cookie = `${COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // cookies disabled: local storage still holds it
  }
}
