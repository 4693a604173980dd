/**
 * The boot script: how a server-rendered page loads its JavaScript, when a visitor shows up and not
 * before. The build compiles this file on its own into one small classic script
 * (vite-plugin-server-assets.ts, `.vite/boot-script.js` with its CSP hash beside it); the server
 * inlines it at the end of every rendered page's <head> (backend site/boot-script.ts).
 *
 * The page is complete as HTML (docs/frontend.md, "Server rendering"): its text, pictures and links
 * work, and the search form prices a search on the server, before any script runs. The scripts add
 * prices as you type, the date pickers, the overlay and the booking form's checks; loaded with the
 * page, they would cost a phone most of its main thread while the visitor is still looking at the
 * first screen (docs/performance.md).
 *
 * So: once the page has loaded and painted and the browser is idle, the code is fetched ahead
 * without running it (modulepreload for the entry and the page's chunks, a preload of the whole
 * stylesheet: the page has inlined only the rules its HTML can match). At the first sign of a
 * visitor (lib/visitor-gate.ts) the whole stylesheet is added and, once it has loaded (or failed
 * to), the entry script: whatever the app then renders finds its styles. The code is in the cache by
 * then, so a tap soon after the first touch does not wait for the network.
 *
 * A tap on a car before React has the page (`<html data-booted>`, set right after hydrateRoot) opens
 * that car's overlay at once: the server has put it in the page as a closed <dialog>
 * (features/showcase/car-dialogs.tsx), and this script opens it as a modal (focus moved into it; the
 * page behind inert) and closes it on Escape, its close button, "Book" (which, like the app's, asks
 * for the dates) and the back button (it has a history entry of its own), giving the focus back to
 * the car. It races nothing: the code is not waited for. Once the app's overlay is ready to open
 * (`<html data-overlay-ready>`: React has the page and the overlay's code), a tap opens that one; a
 * dialog opened before stays the overlay until it is closed.
 *
 * Any other click before React has the page would reach no handler: on anything but a form field it
 * is held, and dispatched again once React has it (then React hydrates the clicked part first), or
 * after 5 s without it (then it does what the plain HTML does: a link still leads to its page).
 *
 * A page whose booking is in the URL's fragment (`#b=<token>`, the thank-you page after a reload or
 * in a new tab) starts its scripts at once: the server could not render what the fragment names.
 *
 * An old link whose redirect depends on the URL's hash (/car-rental-tbilisi, docs/product.md §2,
 * which the server cannot see) carries its target in `data-redirect`: the visitor goes there at once,
 * with the hash unless it contains a gclid (the other old links are the server's 301s). Typing before
 * hydration is kept by the forms themselves (lib/pre-hydration-input.ts).
 *
 * Everything that differs between pages is in the script element's data attributes, so the script's
 * text is the same on every page and the content security policy allows it by its hash.
 */
import { whenVisitorArrives } from '../lib/visitor-gate';

/** How long a click made before React has the page is held at most. */
const HOLD_CLICK_MS = 5000;

const script = document.currentScript;

function boot(element: HTMLOrSVGScriptElement): void {
  const redirect = element.getAttribute('data-redirect');
  if (redirect !== null) {
    const hash = location.hash;
    location.replace(redirect + (hash && !/gclid/i.test(hash) ? hash : ''));
    return;
  }
  const root = document.documentElement;
  const entry = element.getAttribute('data-entry') ?? '';
  const chunks = (element.getAttribute('data-preload') ?? '').split(' ');
  const styles = (element.getAttribute('data-style') ?? '').split(' ').filter(Boolean);
  const booted = (): boolean => root.hasAttribute('data-booted');

  const addLink = (rel: string, href: string, as?: string): HTMLLinkElement => {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    if (as) link.as = as;
    document.head.appendChild(link);
    return link;
  };

  // The code, fetched (not run) once the page has been painted and the browser is idle.
  let fetched = false;
  const fetchCode = (): void => {
    if (fetched) return;
    fetched = true;
    for (const href of styles) addLink('preload', href, 'style');
    for (const href of [entry, ...chunks]) if (href) addLink('modulepreload', href);
  };

  // The entry runs once every stylesheet has loaded or failed.
  let waiting = 1;
  const runEntry = (): void => {
    if (--waiting > 0) return;
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  };

  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    stopWaiting();
    fetchCode();
    for (const href of styles) {
      waiting++;
      const link = addLink('stylesheet', href);
      link.onload = link.onerror = runEntry;
    }
    runEntry();
  };
  const stopWaiting = whenVisitorArrives(start);
  // A page whose booking is in the URL's fragment (the thank-you page's `#b=<token>`, which the
  // server never sees) has nothing to show of it until its script asks the API: started at once.
  if (/^#(?:.*&)?b=/.test(location.hash)) start();

  const whenIdle = (): void => {
    if ('requestIdleCallback' in window) requestIdleCallback(fetchCode, { timeout: 3000 });
    else setTimeout(fetchCode, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', () => requestAnimationFrame(() => setTimeout(whenIdle, 0)));

  // The server's overlay of a car, open (a modal <dialog> of features/showcase/car-dialogs.tsx).
  let opener: HTMLElement | null = null;
  let inHistory = false;
  const openDialog = (dialog: HTMLDialogElement, card: Element): void => {
    opener = card.querySelector('[data-opens-overlay]');
    dialog.showModal();
    history.pushState(history.state, '');
    inHistory = true;
  };
  addEventListener('click', (event) => {
    const target = event.target;
    const dialog = target instanceof Element && target.closest<HTMLDialogElement>('dialog[open][data-car-dialog]');
    if (!dialog) return;
    if (target.closest('[data-book]')) {
      dialog.close();
      dispatchEvent(new CustomEvent('shakeHeaderForm'));
      setTimeout(() => document.getElementById('hero')?.scrollIntoView({ behavior: 'smooth' }), 100);
    } else if (target.closest('[data-close]')) dialog.close();
  });
  // Closed in any way (Escape included): the focus goes back to the car, and the history entry goes.
  addEventListener(
    'close',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.hasAttribute('data-car-dialog')) return;
      opener?.focus({ preventScroll: true });
      if (inHistory) history.back();
      inHistory = false;
    },
    true,
  );
  addEventListener('popstate', () => {
    inHistory = false;
    document.querySelector<HTMLDialogElement>('dialog[open][data-car-dialog]')?.close();
  });

  // A click before React has the page would reach no handler: a car opens its overlay from the HTML;
  // anything else is held, and dispatched again once React has the page.
  const replayed = new WeakSet<Event>();
  addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (replayed.has(event) || !(target instanceof Element) || !target.closest('#root')) return;
      if (target.closest('input,select,textarea,label') || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      // A car's card, but not its own buttons and links (features/showcase/car-card.tsx), until the
      // app's overlay is ready to open (`html[data-overlay-ready]`, its code loaded): the HTML's overlay.
      const card = target.closest('[data-car]');
      const control = target.closest('a,button');
      const dialog = card && (!control || control.hasAttribute('data-opens-overlay')) && document.getElementById(`car-dialog-${card.getAttribute('data-car')}`);
      if (booted() && !(dialog && !root.hasAttribute('data-overlay-ready'))) return;
      event.preventDefault();
      event.stopPropagation();
      start();
      if (card && dialog instanceof HTMLDialogElement) {
        openDialog(dialog, card);
        return;
      }
      const held = Date.now();
      const replay = (): void => {
        if (!target.isConnected) return;
        if (!booted() && Date.now() - held < HOLD_CLICK_MS) {
          setTimeout(replay, 20);
          return;
        }
        const again = new MouseEvent('click', { bubbles: true, cancelable: true, view: window });
        replayed.add(again);
        target.dispatchEvent(again);
      };
      replay();
    },
    true,
  );
}

if (script) boot(script);
