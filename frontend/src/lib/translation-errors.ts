/**
 * In-browser page translation (Chrome's Google Translate and similar) replaces text nodes that React
 * owns. React then fails to remove or insert those nodes and throws DOM errors such as
 * NotFoundError "Failed to execute 'removeChild' on 'Node'" (docs/booking.md: suppressed globally).
 *
 * Two layers:
 * 1. Node.prototype.removeChild / insertBefore tolerate a node that is no longer a child of this
 *    parent (what translation causes), so React keeps working instead of unmounting the page.
 * 2. window "error" and "unhandledrejection" listeners swallow only errors whose text is one of the
 *    translation signatures below; every other error still reaches the console and error handlers.
 */

const SIGNATURES = [
  /Failed to execute 'removeChild' on 'Node'/i,
  /Failed to execute 'insertBefore' on 'Node'/i,
  /The node to be removed is not a child of this node/i,
  /The node before which the new node is to be inserted is not a child of this node/i,
  /NotFoundError: (?:Node\.)?(?:removeChild|insertBefore)/i,
];

/** True for the DOM errors that page translation provokes, and only for those. */
export function isTranslationDomError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const text =
    typeof error === 'string'
      ? error
      : error instanceof Error || (typeof error === 'object' && 'message' in error)
        ? `${(error as { name?: string }).name ?? ''}: ${String((error as { message?: unknown }).message)}`
        : '';
  return SIGNATURES.some((re) => re.test(text));
}

let installed = false;

export function installTranslationErrorSuppression(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;

  const proto = Node.prototype;
  const originalRemoveChild = proto.removeChild;
  const originalInsertBefore = proto.insertBefore;

  proto.removeChild = function removeChild<T extends Node>(this: Node, child: T): T {
    if (child.parentNode !== this) {
      console.warn('Ignored removeChild of a node moved by page translation');
      return child;
    }
    return originalRemoveChild.call(this, child) as T;
  };

  proto.insertBefore = function insertBefore<T extends Node>(this: Node, node: T, reference: Node | null): T {
    if (reference && reference.parentNode !== this) {
      console.warn('Ignored insertBefore next to a node moved by page translation');
      return node;
    }
    return originalInsertBefore.call(this, node, reference) as T;
  };

  window.addEventListener('error', (event) => {
    if (isTranslationDomError(event.error) || isTranslationDomError(event.message)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  });

  window.addEventListener('unhandledrejection', (event) => {
    if (isTranslationDomError(event.reason)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  });
}
