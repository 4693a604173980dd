// The site map of docs/product.md §2 as the browser tests see it: the one definition in the domain
// (backend/src/domain/site/routes.ts), compiled by `npm run build` before the browser tests run.
export { REDIRECT_PATHS, isAppPath } from '../../backend/dist/domain/site/routes.js';
