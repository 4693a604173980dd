import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppShell } from './app-shell.js';
import { repairEncodedGclid } from '../../../domain/tracking/gclid.js';
import { isAppPath, looksLikeFile } from './spa-routes.js';

/** Hashed build output never changes under the same name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Other static files (images, favicon, robots.txt, sitemap.xml) may change on a deploy. */
export const STATIC_CACHE = 'public, max-age=3600';
/** The shell is revalidated on every load so a deploy shows up at once. */
export const SHELL_CACHE = 'no-cache';

export interface PageView {
  /** The client IP as Express sees it (respects `trust proxy`). */
  ipAddress: string;
  /** Path and query string, for the gclid flag. */
  url: string;
}

export interface SiteOptions {
  distDir: string;
  shell: AppShell;
  /** Called for every HTML page request; its failure never affects the page. */
  onPageView: (view: PageView) => Promise<unknown>;
  onPageViewError: (error: unknown) => void;
}

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * A page request in the sense of DESIGN §3: a GET for a page, not /api, not a file. Browsers ask
 * for text/html; a client that sends no Accept header or accepts anything (curl, fetch) is asking
 * for the page too. Only an explicit request for something else (application/json) is not.
 */
export function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' || isApi(req.path) || looksLikeFile(req.path)) return false;
  const accept = req.get('accept');
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built frontend: hashed assets with a one-year immutable cache, other files with a
 * short cache, and the app shell (no-cache) with 200 for the site's routes and 404 elsewhere.
 * /api paths pass through untouched to the Nest router.
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
   * sitemap.xml and robots.txt are built with paths only (the site's address is not known at build
   * time); search engines want absolute URLs, so they get this request's origin written in.
   */
  const serveWithOrigin: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = req.path === '/sitemap.xml' ? 'application/xml' : req.path === '/robots.txt' ? 'text/plain' : null;
    if (!type) return next();
    readFile(join(options.distDir, req.path.slice(1)), 'utf8').then(
      (text) => {
        const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
        const absolute = text.replace(/<loc>\//g, `<loc>${origin}/`).replace(/^Sitemap: \//m, `Sitemap: ${origin}/`);
        res.setHeader('Cache-Control', STATIC_CACHE);
        res.type(type).send(absolute);
      },
      () => next(),
    );
  };

  const serveFiles: RequestHandler = (req, res, next) => {
    if (isApi(req.path) || req.path === '/index.html' || req.path.startsWith('/assets/')) return next();
    files(req, res, next);
  };

  const serveShell = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path)) return next();
    // An ad link whose "?gclid=" arrived URL-encoded (/booking%3Fgclid%3DX): send the visitor to
    // the real address so the page is found and the click id is read (SPEC §4 "Click id").
    const repaired = repairEncodedGclid(req.originalUrl);
    if (repaired !== req.originalUrl) {
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
    let html: string;
    try {
      html = await options.shell.html(req.path);
    } catch {
      res.status(503).type('text/plain').setHeader('Cache-Control', 'no-cache');
      res.send('The website has not been built: run `npm run build -w frontend` (the API under /api works).');
      return;
    }
    res.status(isAppPath(req.path) ? 200 : 404);
    res.setHeader('Cache-Control', SHELL_CACHE);
    res.type('html').send(html);
  };

  return [serveAssets, serveWithOrigin, serveFiles, (req, res, next) => void serveShell(req, res, next)];
}
