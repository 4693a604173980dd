/**
 * Which paths the server answers with the single-page app shell and HTTP 200 (docs/product.md §2): the site
 * map lives once in the domain (domain/site/routes.ts), shared with the frontend router and the
 * browser tests. Everything else gets the shell with HTTP 404 (docs/product.md §2).
 */
export { isAppPath } from '../../../domain/site/routes.js';

/** A request for a file (last segment has an extension), as opposed to a page. */
export function looksLikeFile(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}
