import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../domain/shared/html.js';

/**
 * How a server-rendered page loads its JavaScript: when a visitor shows up, not before.
 *
 * The page is complete as HTML (server rendering, docs/frontend.md): its text, pictures and links work,
 * and the search form prices a search on the server, before any script runs. The scripts add prices
 * as you type, the date pickers, the overlay and the booking form's checks. Loaded with the page,
 * they would cost a phone most of its main thread while the visitor is still looking at the first
 * screen (docs/performance.md).
 *
 * So this script, at the end of <head>, fetches the code ahead without running it: once the page has
 * loaded and painted and the browser is idle, modulepreload links for the entry and the page's chunks
 * and a preload of the whole stylesheet (the page has inlined only the rules its HTML can match,
 * critical-css.ts). It runs the code at the first sign of a visitor: a pointer that moves or presses,
 * a touch, a key, a focus, a wheel. Then it adds the whole stylesheet and, once that has loaded (or
 * failed to), the entry script: whatever the app then renders finds its styles. The code is in the
 * cache by then, so a tap soon after the first touch does not wait for the network (docs/performance.md).
 *
 * A click before React has the page (`<html data-booted>`, set right after hydrateRoot) would reach no
 * handler: on anything but a form field it is held, and dispatched again once React has it (then
 * React hydrates the clicked part first), or after 5 s without it (then it does what the plain HTML
 * does, a link still leads to its page).
 *
 * An old link whose redirect depends on the URL's hash (/car-rental-tbilisi, docs/product.md §2, which the server
 * cannot see) carries its target in `data-redirect`: the script sends the visitor there at once, with
 * the hash unless it contains a gclid (the other old links are the server's 301s). Typing before hydration
 * is kept by the forms themselves (frontend/src/lib/pre-hydration-input.ts).
 *
 * The URLs are in the element's data attributes, so the script's text is the same on every page and
 * the content security policy allows it by its hash (no 'unsafe-inline'; security.ts).
 *
 * Why in <head> and not at the end of <body>: the first script a page runs pays for its window's
 * JavaScript objects, and adding touch and wheel listeners makes the compositor redo its hit-test
 * data. In <head> both come before the first paint, where they delay nothing a visitor sees; after
 * it, Lighthouse's slow phone counts them as blocking time (bench/results/2026-11-26-lighthouse.md).
 */
export const BOOT_SCRIPT =
  "(function(s){var d=document,w=window,r=d.documentElement,L=location,on=0,pre=0,E=['pointerdown','pointermove','touchstart','keydown','focusin','wheel'];" +
  // An old link (/car-rental-tbilisi, docs/product.md §2): straight to the home page, with the hash unless it carries a gclid.
  "var g=s.getAttribute('data-redirect');if(g!==null){L.replace(g+(L.hash&&!/gclid/i.test(L.hash)?L.hash:''));return}" +
  "var h=d.head,x=s.getAttribute('data-entry'),n=1,S=(s.getAttribute('data-style')||'').split(' ').filter(Boolean);" +
  "function add(r,u,a){var l=d.createElement('link');l.rel=r;l.crossOrigin='';l.href=u;if(a)l.as=a;h.appendChild(l);return l}" +
  // The code, fetched (not run) once the page has been painted and the browser is idle.
  "function fetchCode(){if(pre)return;pre=1;S.forEach(function(u){add('preload',u,'style')});" +
  "(x+' '+(s.getAttribute('data-preload')||'')).split(' ').forEach(function(u){if(u)add('modulepreload',u)})}" +
  "function run(){if(--n)return;var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=x;h.appendChild(e)}" +
  'function go(){if(on)return;on=1;E.forEach(function(t){w.removeEventListener(t,go,true)});fetchCode();' +
  "S.forEach(function(u){n++;var l=add('stylesheet',u);l.onload=l.onerror=run});run()}" +
  'E.forEach(function(t){w.addEventListener(t,go,{capture:true,passive:true})});' +
  "function idle(){(w.requestIdleCallback||setTimeout)(fetchCode,{timeout:3e3})}" +
  "if(d.readyState==='complete')idle();else w.addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(idle,0)})});" +
  // A click before React has the page would reach no handler: held, and dispatched again once it has.
  "w.addEventListener('click',function(v){var t=v.target;" +
  "if(v.replayed||r.hasAttribute('data-booted')||!(t instanceof Element)||!t.closest('#root')||t.closest('input,select,textarea,label')||v.button||v.metaKey||v.ctrlKey||v.shiftKey||v.altKey)return;" +
  'v.preventDefault();v.stopPropagation();go();var t0=Date.now();' +
  "(function k(){if(!t.isConnected)return;if(!r.hasAttribute('data-booted')&&Date.now()-t0<5e3){setTimeout(k,20);return}" +
  "var c=new MouseEvent('click',{bubbles:true,cancelable:true,view:w});c.replayed=1;t.dispatchEvent(c)})()},true)})(document.currentScript)";

/** The CSP source that allows BOOT_SCRIPT (and nothing else inline). */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The boot script element for a page with this entry, these chunks to fetch beside it and these stylesheets to load first. */
function bootScriptTag(entry: string, preload: string[], styles: string[], redirect?: string): string {
  const style = styles.length > 0 ? ` data-style="${escapeHtml(styles.join(' '))}"` : '';
  const to = redirect === undefined ? '' : ` data-redirect="${escapeHtml(redirect)}"`;
  return `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload.join(' '))}"${style}${to}>${BOOT_SCRIPT}</script>`;
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * `html` with its module script and modulepreload tags taken out and replaced by the boot script
 * at the end of <head>, which loads `styles` (the stylesheets whose links the page has replaced by their
 * critical part) before the entry. Only rendered pages go through here: the browser-rendered app
 * shell keeps its tags (it has nothing to show without them). Without exactly one module script (an
 * unexpected build) or without </head>, `html` is left as it is.
 */
export function deferScripts(html: string, styles: string[] = [], redirect?: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (entries.length !== 1) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const tag = bootScriptTag(entries[0], [...new Set(preload)].filter((u) => u !== entries[0]), styles, redirect);
  const withTag = `${html.slice(0, head)}  ${tag}\n  ${html.slice(head)}`;
  return withTag.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
}
