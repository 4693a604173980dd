/** Public face of the layout feature: what other features import. */
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
