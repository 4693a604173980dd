/** Public face of the content feature: what other features import. */
export { Rich } from './blocks';
