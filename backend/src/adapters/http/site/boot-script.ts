import { createHash } from 'node:crypto';
import { escapeAttribute } from './app-shell.js';

/**
 * How a server-rendered page loads its JavaScript: when a visitor shows up, not before.
 *
 * The page is complete as HTML (server rendering, DESIGN §6.2): its text, pictures and links work,
 * and the search form prices a search on the server, before any script runs. The scripts (about
 * 165 kB gzip on the home page) add prices as you type, the date pickers, the overlay and the
 * booking form's checks. Loaded with the page, they cost a phone most of its main thread while the
 * visitor is still looking at the first screen; Lighthouse's simulated phone counted 0.7-1.3 s of
 * blocking time for them on the home page (docs/frontend.md, "Main-thread work").
 *
 * So this script, at the end of <body>, waits for the first sign of a visitor: a pointer that moves
 * or presses, a touch, a key, a focus, a wheel. Then it adds the entry script and the modulepreload
 * links of the page's chunks (fetched in parallel, as the head's tags would have been). A desktop
 * visitor moves the mouse at once; on a phone the first touch of a scroll starts it, so the code is
 * usually there before the first tap.
 *
 * A click before the page has hydrated (`<html data-hydrated>`) would reach no handler: on anything
 * but a form field it is held, and dispatched again once the page has hydrated (or after 5 s without
 * it: then it does what the plain HTML does, a link still leads to its page). Typing before hydration
 * is kept by the forms themselves (frontend/src/lib/pre-hydration-input.ts).
 *
 * The URLs are in the element's data attributes, so the script's text is the same on every page and
 * the content security policy allows it by its hash (no 'unsafe-inline'; security.ts).
 */
export const BOOT_SCRIPT =
  "(function(s){var d=document,w=window,r=d.documentElement,on=0,E=['pointerdown','pointermove','touchstart','keydown','focusin','wheel'];" +
  'function go(){if(on)return;on=1;E.forEach(function(t){w.removeEventListener(t,go,true)});' +
  "var h=d.head,e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=s.getAttribute('data-entry');h.appendChild(e);" +
  "(s.getAttribute('data-preload')||'').split(' ').forEach(function(u){if(!u)return;var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)})}" +
  'E.forEach(function(t){w.addEventListener(t,go,{capture:true,passive:true})});' +
  "w.addEventListener('click',function(v){var t=v.target;" +
  "if(v.replayed||r.hasAttribute('data-hydrated')||!(t instanceof Element)||!t.closest('#root')||t.closest('input,select,textarea,label')||v.button||v.metaKey||v.ctrlKey||v.shiftKey||v.altKey)return;" +
  'v.preventDefault();v.stopPropagation();go();var t0=Date.now();' +
  "(function k(){if(!t.isConnected)return;if(!r.hasAttribute('data-hydrated')&&Date.now()-t0<5e3){setTimeout(k,50);return}" +
  "var c=new MouseEvent('click',{bubbles:true,cancelable:true,view:w});c.replayed=1;t.dispatchEvent(c)})()},true)})(document.currentScript)";

/** The CSP source that allows BOOT_SCRIPT (and nothing else inline). */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The boot script element for a page with this entry and these chunks to fetch beside it. */
function bootScriptTag(entry: string, preload: string[]): string {
  return `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preload.join(' '))}">${BOOT_SCRIPT}</script>`;
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * `html` with its module script and modulepreload tags taken out and replaced by the boot script
 * before </body>. Only rendered pages go through here: the browser-rendered app shell keeps its tags
 * (it has nothing to show without them). Without exactly one module script (an unexpected build) or
 * without </body>, `html` is left as it is.
 */
export function deferScripts(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (entries.length !== 1) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const body = html.lastIndexOf('</body>');
  if (body < 0) return html;
  const tag = bootScriptTag(entries[0], [...new Set(preload)]);
  const withTag = `${html.slice(0, body)}  ${tag}\n  ${html.slice(body)}`;
  return withTag.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
}
