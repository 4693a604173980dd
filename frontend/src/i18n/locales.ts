export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  hreflangAlternates,
  isLocale,
  localePrefix,
  localisePath,
  preferredLocale,
  splitLocalePath,
  switchLocalePath,
  textDirection,
  type Locale,
} from '@domain/site/locales.js';
