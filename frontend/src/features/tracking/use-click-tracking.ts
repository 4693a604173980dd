import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackClick } from './click-tracking';

/** The page (path) last tracked, so React's double effects in development do not save twice. */
let lastTracked: string | null = null;

/**
 * Click-id tracking for a page (docs/product.md §14: booking, guide and thank-you pages). Runs once each time
 * the page's path is entered; the visitor never sees anything of it.
 */
export function useClickTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const key = `${pathname}|${(window.history.state as { key?: string } | null)?.key ?? ''}`;
    if (lastTracked === key) return;
    lastTracked = key;
    void trackClick();
  }, [pathname]);
}
