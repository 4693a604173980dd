/** Public face of the search feature: the header search form. Its events and URL helpers are in lib/. */
export { HeaderSearch } from './header-search';
