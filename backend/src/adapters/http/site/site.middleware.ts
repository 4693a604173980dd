import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageAnswer, PageRenderer } from './page-renderer.js';
import { sitemapXml } from './sitemap.js';
import { repairEncodedGclid } from '../../../domain/tracking/gclid.js';
import { localisePath, splitLocalePath } from '../../../domain/site/locales.js';
import { collapseLeadingSlashes, isSameSitePath } from '../../../domain/site/same-site.js';

/** The path the 404 page is rendered for when the request's own path would leave the site. */
const NOT_FOUND_PATH = '/not-found';
import { isAppPath, looksLikeFile } from './spa-routes.js';

/** Hashed build output never changes under the same name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Other static files (images, favicon, robots.txt, sitemap.xml) may change on a deploy. */
export const STATIC_CACHE = 'public, max-age=3600';
/** Pages are revalidated on every load so a deploy shows up at once. */
export const SHELL_CACHE = 'no-cache';

export interface PageView {
  /** The client IP as Express sees it (respects `trust proxy`). */
  ipAddress: string;
  /** Path and query string, for the gclid flag. */
  url: string;
}

export interface SiteOptions {
  distDir: string;
  renderer: PageRenderer;
  /** PUBLIC_URL: the origin of absolute URLs; undefined: the request's own. */
  publicUrl?: string;
  /** Called for every HTML page request; its failure never affects the page. */
  onPageView: (view: PageView) => Promise<unknown>;
  onPageViewError: (error: unknown) => void;
}

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * A page request in the sense of docs/api.md: a GET for a page, not /api, not a file. Browsers ask
 * for text/html; a client that sends no Accept header or accepts anything (curl, fetch) is asking
 * for the page too. Only an explicit request for something else (application/json) is not.
 */
export function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' || isApi(req.path) || looksLikeFile(req.path)) return false;
  const accept = req.get('accept');
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/** The origin of absolute URLs in pages, sitemap.xml and robots.txt: PUBLIC_URL, else the request's. */
export function publicOrigin(req: Request, publicUrl: string | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * Serves the built frontend: hashed assets with a one-year immutable cache, other files with a
 * short cache, and the pages (no-cache), rendered on the server, with 200 for the site's routes and
 * 404 elsewhere. /api paths pass through untouched to the Nest router.
 */
export function siteMiddleware(options: SiteOptions): RequestHandler[] {
  const assets = express.static(join(options.distDir, 'assets'), {
    index: false,
    fallthrough: true,
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE_CACHE),
  });
  const files = express.static(options.distDir, {
    index: false,
    fallthrough: true,
    redirect: false,
    setHeaders: (res) => res.setHeader('Cache-Control', STATIC_CACHE),
  });

  const serveAssets: RequestHandler = (req, res, next) => {
    if (!req.path.startsWith('/assets/')) return next();
    // express.static sees the path relative to the mount point.
    const original = req.url;
    req.url = req.url.slice('/assets'.length);
    assets(req, res, (err?: unknown) => {
      req.url = original;
      next(err);
    });
  };

  /**
   * sitemap.xml is made from the domain's site map; robots.txt is built with paths only. Search
   * engines want absolute URLs: PUBLIC_URL's, or this request's origin.
   */
  const serveWithOrigin: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const origin = publicOrigin(req, options.publicUrl);
    if (req.path === '/sitemap.xml') {
      res.setHeader('Cache-Control', STATIC_CACHE);
      res.type('application/xml').send(sitemapXml(origin));
      return;
    }
    if (req.path !== '/robots.txt') return next();
    readFile(join(options.distDir, 'robots.txt'), 'utf8').then(
      (text) => {
        res.setHeader('Cache-Control', STATIC_CACHE);
        res.type('text/plain').send(text.replace(/^Sitemap: \//m, `Sitemap: ${origin}/`));
      },
      () => next(),
    );
  };

  const serveFiles: RequestHandler = (req, res, next) => {
    // The server bundle (dist/server) is code for this process, not for browsers.
    if (isApi(req.path) || req.path === '/index.html' || req.path.startsWith('/assets/') || req.path === '/server' || req.path.startsWith('/server/')) return next();
    files(req, res, next);
  };

  const serveShell = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path)) return next();
    // docs/product.md §2: a path that a browser would read as another host (`//evil.example`, `/\x`,
    // `/%2F%2Fx`, `/ru//x`) is no page of this site: the 404 page of its language, rendered for a
    // fixed path (so no link on it repeats the request's), and never a redirect built from it.
    const offSite = !isSameSitePath(req.path);
    // An ad link whose "?gclid=" arrived URL-encoded (/booking%3Fgclid%3DX): send the visitor to
    // the real address so the page is found and the click id is read (docs/product.md §14).
    const repaired = offSite ? req.originalUrl : repairEncodedGclid(req.originalUrl);
    if (repaired !== req.originalUrl && isSameSitePath(repaired)) {
      res.redirect(302, repaired);
      return;
    }
    if (looksLikeFile(req.path)) {
      res.status(404).type('text/plain').setHeader('Cache-Control', 'no-cache');
      res.send('Not found');
      return;
    }
    if (isPageRequest(req)) {
      try {
        options
          .onPageView({ ipAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown', url: req.originalUrl })
          .catch(options.onPageViewError);
      } catch (err) {
        options.onPageViewError(err);
      }
    }
    let answer: PageAnswer;
    try {
      const url = offSite ? localisePath(NOT_FOUND_PATH, splitLocalePath(collapseLeadingSlashes(req.path)).locale) : req.originalUrl;
      answer = await options.renderer.page({ url, origin: publicOrigin(req, options.publicUrl) });
    } catch {
      res.status(503).type('text/plain').setHeader('Cache-Control', 'no-cache');
      res.send('The website has not been built: run `npm run build -w frontend` (the API under /api works).');
      return;
    }
    if (answer.kind === 'redirect' && !offSite && isSameSitePath(answer.location)) {
      res.redirect(answer.status, answer.location);
      return;
    }
    if (answer.kind === 'redirect') {
      res.status(404).type('text/plain').setHeader('Cache-Control', 'no-cache');
      res.send('Not found');
      return;
    }
    res.status(!offSite && isAppPath(req.path) ? 200 : 404);
    res.setHeader('Cache-Control', SHELL_CACHE);
    // How the HTML was made, for the browser's developer tools and the tests (cache, server, browser).
    res.setHeader('Server-Timing', answer.ms === undefined ? `render;desc="${answer.rendered}"` : `render;desc="${answer.rendered}";dur=${answer.ms.toFixed(1)}`);
    res.type('html').send(answer.html);
  };

  return [serveAssets, serveWithOrigin, serveFiles, (req, res, next) => void serveShell(req, res, next)];
}
