import { useParams } from 'react-router-dom';
import { HASH_SEGMENT } from '@domain/site/routes.js';
import { NotFoundPage } from '@/pages/not-found-page';
import { RedirectHome } from './redirects';

/** /{segment}: a hash (docs/product.md §2) redirects home, any other single segment is the 404 page. */
export function HashOrNotFound() {
  const { segment = '' } = useParams();
  return HASH_SEGMENT.test(segment) ? <RedirectHome /> : <NotFoundPage />;
}
