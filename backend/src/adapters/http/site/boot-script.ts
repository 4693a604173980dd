import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../../domain/shared/html.js';

/**
 * How a server-rendered page loads its JavaScript: when a visitor shows up, not before. The script
 * is frontend/src/boot/boot.ts (what it does, and why); the frontend build compiles it into
 * `.vite/boot-script.js` and writes its CSP source (`'sha256-…'`) into `.vite/boot-script.json`
 * (frontend/vite-plugin-server-assets.ts). The server inlines the file's text as it is; the content
 * security policy allows it by that hash (security.ts) and no other inline script.
 *
 * Why at the end of <head> and not at the end of <body>: the first script a page runs pays for its
 * window's JavaScript objects, and adding touch and wheel listeners makes the compositor redo its
 * hit-test data. In <head> both come before the first paint, where they delay nothing a visitor
 * sees; after it, Lighthouse's slow phone counts them as blocking time
 * (bench/results/2026-11-26-lighthouse.md).
 */
export interface BootScript {
  /** The script's text, inlined as it is. */
  code: string;
  /** Its CSP source, `'sha256-…'`, computed by the build. */
  csp: string;
}

/**
 * The built boot script of the frontend build in `distDir`, read once at start: the CSP that allows
 * it is made then. Null without one (a build without server rendering, the tests' fake build):
 * rendered pages then keep Vite's script and stylesheet tags.
 */
export function readBootScript(distDir: string): BootScript | null {
  try {
    const meta = JSON.parse(readFileSync(join(distDir, '.vite', 'boot-script.json'), 'utf8')) as { file: string; csp: string };
    return { code: readFileSync(join(distDir, '.vite', meta.file), 'utf8'), csp: meta.csp };
  } catch {
    return null;
  }
}

/** The boot script element for a page with this entry, these chunks to fetch beside it and these stylesheets to load first. */
function bootScriptTag(code: string, entry: string, preload: string[], styles: string[], redirect?: string): string {
  const style = styles.length > 0 ? ` data-style="${escapeHtml(styles.join(' '))}"` : '';
  const to = redirect === undefined ? '' : ` data-redirect="${escapeHtml(redirect)}"`;
  return `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload.join(' '))}"${style}${to}>${code}</script>`;
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * `html` with its module script and modulepreload tags taken out and replaced by the boot script
 * (`code`) at the end of <head>, which loads `styles` (the stylesheets whose links the page has
 * replaced by their critical part) before the entry. Only rendered pages go through here: the
 * browser-rendered app shell keeps its tags (it has nothing to show without them). Without exactly
 * one module script (an unexpected build) or without </head>, `html` is left as it is.
 */
export function deferScripts(html: string, code: string, styles: string[] = [], redirect?: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (entries.length !== 1) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const tag = bootScriptTag(code, entries[0], [...new Set(preload)].filter((u) => u !== entries[0]), styles, redirect);
  const withTag = `${html.slice(0, head)}  ${tag}\n  ${html.slice(head)}`;
  return withTag.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/**
 * The whole page of an old link that only the browser can send on (docs/product.md §2: the hash of
 * /car-rental-tbilisi): the boot script with `data-redirect` as the first thing in <head>, so the
 * browser leaves as soon as the first bytes arrive, a refresh for browsers without JavaScript and a
 * plain link. No render, no stylesheet, no data: nothing to fetch or parse before the redirect.
 */
export function redirectPage(code: string, target: string, htmlAttributes: Record<string, string>): string {
  const attributes = Object.entries(htmlAttributes).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join('');
  const to = escapeHtml(target);
  return (
    `<!doctype html>\n<html${attributes}>\n  <head>\n    <meta charset="UTF-8" />\n    <script data-entry="" data-preload="" data-redirect="${to}">${code}</script>\n` +
    `    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <meta name="robots" content="noindex">\n` +
    `    <noscript><meta http-equiv="refresh" content="0; url=${to}"></noscript>\n    <title>${to}</title>\n  </head>\n` +
    `  <body><p><a href="${to}">${to}</a></p></body>\n</html>\n`
  );
}
