import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LanguageOffer } from '@/features/language/language-offer';
import { captureInitialReferrer, rememberPreviousPage } from '@/lib/referrer';
import { markPageHydrated, useHydrated } from '@/lib/use-hydrated';

/** Shared shell for every route (per-route headers and footers live in the pages). */
export function RootLayout() {
  const location = useLocation();
  const previous = useRef<string | null>(null);

  // Hydration (or the first client render) and the switch of every useHydrated to true are over:
  // tests wait for this mark.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) markPageHydrated();
  }, [hydrated]);

  // Referrer storage (docs/frontend.md) for the terms page's Back button.
  useEffect(() => {
    const here = `${location.pathname}${location.search}${location.hash}`;
    if (previous.current === null) captureInitialReferrer(location.search);
    else if (previous.current !== here) rememberPreviousPage(previous.current, location.search);
    previous.current = here;
  }, [location.pathname, location.search, location.hash]);

  // A new page starts at the top, unless the URL points at an anchor. Not the page the browser
  // loaded: it has placed it itself (anchor, restored position), and a visitor may have scrolled
  // before the scripts arrived (they load at the first touch, src/boot/boot.ts).
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (location.hash) {
      const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (el) {
        el.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <LanguageOffer />
      <Outlet />
    </>
  );
}
