/** The pricing and booking domain: pure TypeScript, shared by the backend, the CLI and the browser. */
export * from './errors.js';
export * from './shared/dates.js';
export * from './catalogue/cars.js';
export * from './catalogue/fleet.js';
export * from './catalogue/locations.js';
export * from './pricing/daily-rate.js';
export * from './pricing/showcase.js';
export * from './pricing/quote.js';
export * from './pricing/header-search.js';
