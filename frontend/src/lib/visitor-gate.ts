/**
 * "A visitor is here": the first pointer that moves or presses, touch, key, focus or wheel anywhere
 * on the page. A crawler or Lighthouse makes none of these, so what waits for this gate never runs
 * for them. The boot script (src/boot/boot.ts) loads the page's scripts at it, and the static islands
 * (static-island.tsx) hydrate at it.
 */
export const VISITOR_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * Calls `arrived` once, at the first sign of a visitor (listened to on the window, capturing and
 * passive: nothing the page does can hide it, and scrolling never waits for it). Returns a function
 * that stops waiting.
 */
export function whenVisitorArrives(arrived: () => void): () => void {
  const stop = (): void => {
    for (const type of VISITOR_EVENTS) window.removeEventListener(type, onSign, true);
  };
  const onSign = (): void => {
    stop();
    arrived();
  };
  for (const type of VISITOR_EVENTS) window.addEventListener(type, onSign, { capture: true, passive: true });
  return stop;
}
