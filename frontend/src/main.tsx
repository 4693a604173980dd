import './features/tracking/repair-url-on-boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadMessages, setBrowserI18n } from './i18n/catalogues';
import { createI18n } from './i18n/i18n';
import { splitLocalePath, textDirection } from './i18n/locales';
import { installTranslationErrorSuppression } from './lib/translation-errors';

installTranslationErrorSuppression();

// The page's language comes from its URL (/ru/..., /he/..., /ar/...); only its catalogue is loaded.
const { locale } = splitLocalePath(window.location.pathname);
document.documentElement.lang = locale;
document.documentElement.dir = textDirection(locale);

void loadMessages(locale, ['core']).then((messages) => {
  const i18n = createI18n(locale, messages);
  setBrowserI18n(i18n, ['core']);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
});
