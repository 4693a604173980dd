/** Public face of the language feature: what other features import. */
export { LanguageSwitcher } from './language-switcher';
