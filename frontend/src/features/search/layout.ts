import { useEffect, useState } from 'react';
import { useSite } from '@/app/site-context';

/** Wide screens get the pill-shaped search; smaller ones the stacked card (SPEC §2). */
export const WIDE_QUERY = '(min-width: 768px)';

/**
 * Whether the wide layout applies. The first render uses the server's guess (from the request's user
 * agent, carried in the site context) so hydration matches; the real media query takes over at once.
 */
export function useWideLayout(): boolean {
  const site = useSite();
  const [wide, setWide] = useState(site.wide);
  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}
