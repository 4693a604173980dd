// The site map of docs/product.md §2 as the browser tests see it: the one definition in the domain
// (backend/src/domain/site/routes.ts), compiled by `npm run build` before the browser tests run.
export {
  PAGE_ROUTES,
  REDIRECT_PATHS,
  PROMO_SLUG,
  CAR_PATH,
  HASH_SEGMENT,
  isAppPath,
} from '../../backend/dist/domain/site/routes.js';
