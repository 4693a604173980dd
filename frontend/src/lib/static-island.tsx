import { memo, Suspense, use, useLayoutEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { whenVisitorArrives } from './visitor-gate';

/**
 * Static islands: parts of a server-rendered page that stay the server's HTML until a visitor shows up.
 *
 * Hydrating a page costs main-thread time in proportion to its components (docs/frontend.md), and
 * most of a content page does nothing in the browser: the steps, the about section, the FAQ until
 * it is touched, the footer. An island is a Suspense boundary whose content
 * suspends during the page's hydration, so React keeps the server's HTML there, readable and styled,
 * without rendering its components; its code is a chunk of its own that the page does not load either.
 * At the first sign of a user (visitor-gate.ts: a pointer, a touch, a key, a focus, a wheel anywhere
 * on the page) every island's code is fetched and the islands hydrate, at React's retry priority and
 * in slices. A click or a key press on an island hydrates it at once before the event is handled
 * (React's selective hydration), so its links and buttons behave as everywhere else; only if its
 * code has not arrived yet does a click on it do what the plain HTML does (a link loads its page).
 * Without a user (a crawler, Lighthouse) nothing of it runs.
 *
 * The server renders islands like any component (`loadIslands()` before rendering). An island that
 * is rendered rather than hydrated (a page reached by client-side navigation, a page rendered in the
 * browser) renders as soon as its code is there.
 *
 * Rules for what goes in an island: it renders the same on the server and in the browser (as any
 * hydrated component), and it takes no props. A context above it that changes before the island has
 * hydrated (the router's location, after a search) makes React hydrate it then, or render it anew if
 * its code is still on its way: keep islands to parts where that comes after a user has shown up.
 */

/** Marks a promise with React's own thenable fields once it has settled, so `use()` reads it synchronously. */
function settled<T>(promise: Promise<T>): Promise<T> {
  void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
  return promise;
}

let openGate: () => void = () => {};
const gate = settled(new Promise<void>((resolve) => (openGate = resolve)));
/** The server renders every island in full (its render reads the "hydrating" snapshot too). */
let released = typeof window === 'undefined';

interface IslandCode {
  name: string;
  load: () => Promise<ComponentType>;
  code?: Promise<ComponentType>;
}
const islands: IslandCode[] = [];

/**
 * The island's code, loading once. If it cannot be loaded (offline, or a new release has replaced the
 * chunk an open page asks for), the island keeps waiting: a hydrating island stays the server's HTML
 * (links still work as plain links), one rendered anew stays empty, and the rest of the page is
 * unaffected. The server has every island in its bundle and lets a failure through.
 */
function codeOf(entry: IslandCode): Promise<ComponentType> {
  return (entry.code ??= settled(
    typeof window === 'undefined'
      ? entry.load()
      : entry.load().catch((error: unknown) => {
          console.warn(`The code of the ${entry.name} section could not be loaded; it stays as the server sent it.`, error);
          return new Promise<ComponentType>(() => {});
        }),
  ));
}

/** Loads every island's code: the server calls it before rendering. */
export async function loadIslands(): Promise<void> {
  await Promise.all(islands.map(codeOf));
}

/** Lets every island load its code and hydrate now (in the background). */
export function hydrateIslands(): void {
  if (released) return;
  released = true;
  for (const island of islands) void codeOf(island);
  // Readable at once by the islands React renders next.
  void Object.assign(gate, { status: 'fulfilled', value: undefined });
  openGate();
}

/**
 * Rendered once at the top of the page (app.tsx): from the page's first commit on, the first sign of
 * a user (lib/visitor-gate.ts, the boot script's gate) releases the islands.
 */
export function IslandGateKeeper(): null {
  useLayoutEffect(() => {
    // A server-rendered page runs its scripts only once a visitor has shown up (src/boot/boot.ts):
    // that sign has passed already, so the islands hydrate as soon as the page has hydrated and the
    // browser is idle, not at the visitor's next touch (which is often the tap that wants an answer).
    if (document.querySelector('script[data-entry]')) whenPageIdle(hydrateIslands);
    return whenVisitorArrives(hydrateIslands);
  }, []);
  return null;
}

/** Runs `then` once the page has hydrated (`html[data-hydrated]`) and the browser is idle. */
function whenPageIdle(then: () => void): void {
  const idle = (): void => {
    if ('requestIdleCallback' in window) requestIdleCallback(check, { timeout: 1000 });
    else setTimeout(check, 100);
  };
  const check = (): void => {
    if (released) return;
    if (document.documentElement.hasAttribute('data-hydrated')) then();
    else setTimeout(idle, 50);
  };
  idle();
}

/** Clicks this file has dispatched again (not to be held a second time). */
const replayed = new WeakSet<Event>();

/**
 * A click on an island whose code has not arrived yet (the very first thing a visitor does, or a
 * screen reader's click without pointer events) would reach no handler: React drops it. It is held
 * instead and dispatched again once the island has hydrated, or after 3 s without it (then it does
 * what the plain HTML does: a link still leads to its page). A click meant for a new tab or window is
 * left to the browser, and so is everything once the island's code is there (React then hydrates the
 * island for the click itself).
 */
function replayEarlyClick(event: MouseEvent): void {
  if (replayed.has(event)) return;
  const target = event.target instanceof Element ? event.target : null;
  const marker = target?.closest('[data-island]');
  if (!target || !marker || marker.hasAttribute('data-island-hydrated')) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const entry = islands.find((i) => i.name === marker.getAttribute('data-island'));
  if (!entry || (entry.code as { status?: string } | undefined)?.status === 'fulfilled') return;
  event.preventDefault();
  event.stopPropagation();
  hydrateIslands();
  const started = performance.now();
  const replay = () => {
    if (!target.isConnected) return;
    if (!marker.hasAttribute('data-island-hydrated') && performance.now() - started < 3000) {
      requestAnimationFrame(replay);
      return;
    }
    const again = new MouseEvent('click', { bubbles: true, cancelable: true, view: window });
    replayed.add(again);
    target.dispatchEvent(again);
  };
  requestAnimationFrame(replay);
}

// Listening from the moment this code runs, before the page hydrates: the boot script dispatches the
// click that woke the page up again as soon as hydrateRoot has been called (src/boot/boot.ts), long
// before the page's first commit, and React drops a click on an island it cannot hydrate yet.
if (typeof window !== 'undefined') window.addEventListener('click', replayEarlyClick, true);

const noSubscription = () => () => {};

/**
 * Suspends while React hydrates the island and no user has shown up. React hydrates a Suspense
 * boundary in a pass of its own after the page's first commit; useSyncExternalStore's server snapshot
 * (true) is what it reads while hydrating, the client snapshot (false) when it renders an island anew.
 * Its children are the element the island made once, so its own re-render after hydration (the
 * snapshots differ) stops here.
 */
function Gate({ children }: { children: ReactNode }) {
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  if (hydrating && !released) use(gate);
  return children;
}

function IslandBody({ name, entry }: { name: string; entry: IslandCode }) {
  const Component = use(codeOf(entry));
  return (
    <IslandMarker name={name}>
      <Component />
    </IslandMarker>
  );
}

/** `data-island="<name>"` on a `display: contents` wrapper; `data-island-hydrated` once rendered in the browser (tests). */
function IslandMarker({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div ref={(el) => el?.setAttribute('data-island-hydrated', 'true')} data-island={name} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * A static island of the component `load` resolves to (a dynamic import, so its code is a chunk of its
 * own): `const FaqIsland = island('faq', () => import('./faq-section').then((m) => m.FaqSection))`.
 */
export function island(name: string, load: () => Promise<ComponentType>): ComponentType {
  const entry: IslandCode = { name, load };
  islands.push(entry);
  // Memoised: a re-render of the page around it is no update for the island (an update would make
  // React hydrate it at once, code or not).
  const Island = memo(() => (
    <Suspense fallback={null}>
      <Gate>
        <IslandBody name={name} entry={entry} />
      </Gate>
    </Suspense>
  ));
  Island.displayName = `Island(${name})`;
  return Island;
}
