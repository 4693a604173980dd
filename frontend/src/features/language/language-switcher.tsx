import { useLocation } from 'react-router-dom';
import { renderKey } from '@domain/site/routes.js';
import { useEffect, useState } from 'react';
import { useLocale, useT } from '@/i18n/i18n';
import { LOCALES, LOCALE_NAMES, switchLocalePath, type Locale } from '@/i18n/locales';
import { rememberLocale } from '@/i18n/remembered-locale';
import classes from './language-switcher.module.css';

/**
 * Links to this page in every language, keeping the query (docs/product.md §15). Plain links: the other
 * language's page is rendered by the server with its own catalogue. `compact` shows the language
 * codes (header), otherwise each language's own name (footer).
 */
export function LanguageSwitcher({ compact = false, tone = 'dark' }: { compact?: boolean; tone?: 'dark' | 'light' }) {
  const { pathname, search: fullSearch, hash } = useLocation();
  const current = useLocale();
  const t = useT();
  // The server's HTML is cached per render key (the page and the query parameters it reads), so
  // its links keep only those parameters; once hydrated, the links keep the whole query.
  // Its own mount, not the page's useHydrated(): the footer's copy is in a static island that may
  // hydrate after the page has (its code comes at the first touch), and must render the server's
  // links while it does.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const Wrapper = compact ? 'nav' : 'div';
  const search = hydrated ? fullSearch : renderKey(pathname, fullSearch).replace(/^[^?]*/, '');
  return (
    // The header's switcher is the page's language navigation; the footer's repeats it as a group
    // of links, not a second landmark of the same name.
    <Wrapper {...(compact ? {} : { role: 'group' })} aria-label={t('language.switcher')} className={classes.switcher} data-tone={tone} data-compact={compact || undefined} data-testid={compact ? 'language-switcher-header' : 'language-switcher-footer'}>
      <ul className={classes.list}>
        {LOCALES.map((locale: Locale) => (
          <li key={locale}>
            <a
              href={`${switchLocalePath(pathname, locale)}${search}${hydrated ? hash : ''}`}
              hrefLang={locale}
              lang={locale}
              className={classes.link}
              aria-current={locale === current ? 'true' : undefined}
              title={compact ? LOCALE_NAMES[locale] : undefined}
              // The visible code first, then the name (WCAG 2.5.3: the visible label is part of the name).
              aria-label={compact ? `${locale.toUpperCase()}, ${LOCALE_NAMES[locale]}` : undefined}
              onClick={() => rememberLocale(locale)}
            >
              {compact ? locale.toUpperCase() : LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
