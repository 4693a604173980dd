import { island } from '@/lib/static-island';

/**
 * The footer of every page (docs/product.md §1): a static island (lib/static-island.tsx), its code loaded and
 * hydrated when a visitor shows up.
 */
export const SiteFooter = island('footer', () => import('./site-footer-content').then((m) => m.SiteFooterContent));
