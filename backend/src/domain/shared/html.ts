const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for HTML (and XML) element content and (double- or single-quoted) attribute
 * values: the one escaping of the project (e-mails, staff pages, the site's head, app shell and
 * sitemap).
 */
export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
