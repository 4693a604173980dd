/**
 * Paths that stay on this site (docs/product.md §2: no open redirects). A browser reads `//host/x` and
 * `/\host/x` as another site (backslashes count as slashes in http URLs, and tabs and line breaks
 * are dropped before parsing), so no `Location`, link or client navigation may be built from a
 * request path that starts so, neither before nor after percent-decoding (`/%2F%2Fhost`,
 * `//host%3Fgclid%3Dx` once repaired), nor after its language prefix (`/ru//host`).
 */

/** Tabs, line breaks: what URL parsers drop from anywhere in a URL. */
const DROPPED = /[\t\n\r]/g;
/** A start that leaves the site: two slashes or backslashes in any mix. */
const OTHER_SITE = /^[/\\]{2}/;
const LANGUAGE_PREFIX = /^\/(?:ru|he|ar)(?=[/\\]|$)/;

/** The text percent-decoded until it no longer changes (at most 5 rounds); malformed escapes stop it. */
function decodeRepeatedly(text: string): string {
  let current = text;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * Whether `path` (a path with optional query and hash, as received or as stored) is a path of this
 * site that no browser reads as another host: it starts with one `/`, and neither it, nor its
 * decoded form, nor what follows a language prefix starts with `//` or `/\`.
 */
export function isSameSitePath(path: string): boolean {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  for (const form of [path, decodeRepeatedly(path)]) {
    const p = form.replace(DROPPED, '');
    if (!p.startsWith('/') || OTHER_SITE.test(p)) return false;
    if (OTHER_SITE.test(p.replace(LANGUAGE_PREFIX, ''))) return false;
  }
  return true;
}

/**
 * A path made safe to put into a link or a `Location`: a run of slashes and backslashes at its
 * start becomes one slash (`//evil.example/` -> `/evil.example/`); anything else is unchanged.
 */
export function collapseLeadingSlashes(path: string): string {
  return path.replace(/^[/\\\t\n\r]+/, '/');
}
