import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * Security headers. The content security policy allows the site itself, the reCAPTCHA v3 script
 * and its frame, and the YouTube embeds of the vehicle overlay. Messaging-app (wa.me) links are
 * plain navigations and need no CSP entry.
 */
function contentSecurityPolicy(inlineScripts: readonly string[]) {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // `inlineScripts`: the hash of the one inline script, which loads a rendered page's scripts when a
    // visitor shows up (site/boot-script.ts; the frontend build computes it).
    'script-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', ...inlineScripts],
    // Mantine sets CSS variables through style attributes and injects a <style> element.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://www.google.com/recaptcha/'],
    'frame-src': ['https://www.google.com', 'https://recaptcha.google.com', 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // Off on purpose: the server is also reached over plain HTTP (localhost, a LAN address, a proxy
    // without TLS); upgrading would break those. HTTPS visitors get HSTS instead (below).
    'upgrade-insecure-requests': null,
  };
}

/** Helmet with the policy above. */
function helmetMiddleware(inlineScripts: readonly string[]) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(inlineScripts) },
    // YouTube's embedded player refuses to play without a Referer (error 153); send the origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The reCAPTCHA and YouTube frames are cross-origin resources without CORP headers.
    crossOriginEmbedderPolicy: false,
    // Only for HTTPS through a trusted proxy: hstsOverHttps() below.
    hsts: false,
  });
}

/**
 * Helmet's headers, worked out once: with this configuration they are the same for every request
 * (no nonces, nothing taken from the request), so helmet runs once at start against a recording
 * response and each request gets the recorded headers in one step, instead of a dozen middleware
 * functions rebuilding the same strings (bench/results/2026-11-23-api-floor.md).
 */
export function securityHeaderList(inlineScripts: readonly string[] = []): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, String(value)]),
    removeHeader: () => undefined, // X-Powered-By: Express's own is switched off (create-app.ts)
    getHeader: () => undefined,
  };
  helmetMiddleware(inlineScripts)({} as never, recorder as never, () => undefined);
  return headers;
}

/**
 * What the JSON answers of the API carry instead (OWASP's REST security advice): they are never
 * rendered as pages, so a content security policy that allows nothing, no framing, no sniffing.
 * Five short headers instead of eleven (one of 500 bytes) on every API answer.
 */
export const API_SECURITY_HEADERS: readonly [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** API answers (JSON) under /api, except the OpenAPI pages under /api/docs, which are HTML; the MCP server and its card. */
function isApiAnswer(path: string): boolean {
  return (path.startsWith('/api/') && !path.startsWith('/api/docs')) || path === '/mcp' || path === '/.well-known/mcp.json';
}

/**
 * The site's public pages: the page set without Cross-Origin-Opener-Policy. With it, a browser opens
 * every visit in a browsing context group of its own, on a phone often a new renderer process that
 * starts cold, which costs the first screen main-thread time (measured in
 * bench/results/2026-11-23-lighthouse.md). What it guards against, a cross-origin page that opened ours keeping a
 * handle on its window, matters for pages with a signed-in user; the public pages have none (no
 * accounts, nothing personal but the booking form the visitor types themselves). The admin page and
 * the API's HTML pages keep it.
 */
export function publicPageHeaderList(pageHeaders: readonly [string, string][] = securityHeaderList()): [string, string][] {
  return pageHeaders.filter(([name]) => name !== 'Cross-Origin-Opener-Policy');
}

/** The back office (docs/staff.md): server-rendered by its own controller, not by the site. */
export function isStaffPath(path: string): boolean {
  return path === '/staff' || path.startsWith('/staff/');
}

/** Pages that keep the whole page set: the admin page, the back office and the OpenAPI pages. */
function keepsOpenerPolicy(path: string): boolean {
  return path.startsWith('/admin') || isStaffPath(path) || path.startsWith('/api/docs');
}

/** `inlineScripts`: the CSP sources (`'sha256-…'`) of the inline scripts the pages may run. */
export function securityHeaders(inlineScripts: readonly string[] = []) {
  const pageHeaders = securityHeaderList(inlineScripts);
  const publicHeaders = publicPageHeaderList(pageHeaders);
  return (req: Request, res: Response, next: NextFunction): void => {
    const set = isApiAnswer(req.path) ? API_SECURITY_HEADERS : keepsOpenerPolicy(req.path) ? pageHeaders : publicHeaders;
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** One year (well above 180 days, and what browsers' preload lists want). */
export const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;
export const HSTS_HEADER = `max-age=${HSTS_MAX_AGE_S}`;

/**
 * Strict-Transport-Security on answers to requests that came over HTTPS: `req.secure` is true only
 * when Express trusts the proxy that sent them (TRUST_PROXY) and that proxy says
 * `X-Forwarded-Proto: https`. Plain-HTTP answers never carry it (a browser would then refuse the
 * plain-HTTP address for a year). Subdomains are left out: the operator's other hosts are not ours.
 */
export function hstsOverHttps() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS_HEADER);
    next();
  };
}

/** The answers about one customer's booking: never stored by a cache, never leaking the link as a referrer. */
export function privateAnswer(res: Response): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
}
