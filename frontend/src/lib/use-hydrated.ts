import { startTransition, useEffect, useState } from 'react';

/** Set once the page has hydrated (markPageHydrated): components mounted later start hydrated. */
let pageHydrated = false;

/**
 * False on the server and during hydration, true afterwards: for what only the browser knows (router
 * state, storage, the whole query), so the first client render matches the server-rendered HTML.
 *
 * The switch to true is a transition, started from an effect: React renders it in slices of a few
 * milliseconds after hydration, together with every other component's switch, instead of the
 * synchronous re-render of all of them at once that a useSyncExternalStore with a different server
 * snapshot forces right after hydration (a long task on a phone: bench/results/2026-11-23-lighthouse.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Called by the root layout once it is hydrated itself (its own useHydrated is true, so the
 * transition of every component's switch has been committed): marks the page for the tests
 * (`html[data-hydrated="true"]`) and lets components mounted from now on start hydrated.
 */
export function markPageHydrated(): void {
  pageHydrated = true;
  document.documentElement.setAttribute('data-hydrated', 'true');
}
