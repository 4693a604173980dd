import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { BookingPageView } from '../../../application/booking/booking-page-view.js';
import { bookingPagePath } from '../../../domain/booking/booking-page.js';
import { BookingPageNotFoundError, InvalidTransitionError } from '../../../domain/errors.js';
import { localisePath, splitLocalePath, type Locale } from '../../../domain/site/locales.js';
import { privateAnswer } from '../controllers/bookings.controller.js';
import { rateLimitDecision } from '../guards/rate-limit.guard.js';
import type { SubmissionRateLimiter } from '../guards/submission-rate-limiter.js';
import type { PageRenderer } from './page-renderer.js';
import { publicOrigin, type PageView } from './site.middleware.js';

/**
 * What the booking page's route loader gets from the server (frontend/src/features/booking/my-booking.ts
 * `BookingPageData`): the page's data, or `found: false` for an unknown token (the 404 page).
 */
type BookingPageRenderData = { found: true; booking: BookingPageView } | { found: false };

export interface BookingPageHandlerOptions {
  view: { execute(token: string): Promise<BookingPageView> };
  keep: { execute(token: string): Promise<unknown> };
  cancel: { execute(token: string): Promise<unknown> };
  /** BOOKING_PAGE_RATE_LIMIT: the budget shared with GET/POST /api/bookings/manage/<token>. */
  limiter: SubmissionRateLimiter;
  renderer: PageRenderer;
  publicUrl?: string;
  onPageView: (view: PageView) => Promise<unknown>;
  onPageViewError: (error: unknown) => void;
}

/** `/b/<token>`, `/b/<token>/keep`, `/b/<token>/cancel` (one trailing slash allowed), after the language prefix. */
const BOOKING_PAGE_PATH = /^\/b\/([^/]+)(?:\/(keep|cancel))?\/?$/;

/** The notices the page shows after its forms (the `done` and `error` query parameters). */
const BOOKING_PAGE_NOTICES = { kept: 'done=kept', cancelled: 'done=cancelled', keepFailed: 'error=keep', cancelFailed: 'error=cancel' } as const;

/**
 * The customer's own booking page (docs/product.md §13): GET `/b/<token>` (and under /ru, /he, /ar) renders
 * the page with the booking's data, which is never cached (the render cache keeps no personal data);
 * an unknown token renders the 404 page of that language with status 404. Its two forms POST to
 * `/b/<token>/keep` and `/b/<token>/cancel` and are answered with 303 back to the page, with a
 * notice in the query. Every answer is `private, no-store`, sends no referrer and is `noindex`;
 * every request counts against BOOKING_PAGE_RATE_LIMIT. The visit is recorded without the token.
 */
export function bookingPageHandler(options: BookingPageHandlerOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const { locale, path } = splitLocalePath(req.path);
    const match = BOOKING_PAGE_PATH.exec(path);
    if (!match) return next();
    const [, token, action] = match;
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (!(isRead && !action) && !(req.method === 'POST' && action)) return next();
    void handle(options, req, res, locale, token, action as 'keep' | 'cancel' | undefined).catch(next);
  };
}

async function handle(options: BookingPageHandlerOptions, req: Request, res: Response, locale: Locale, token: string, action: 'keep' | 'cancel' | undefined): Promise<void> {
  privateAnswer(res);
  res.setHeader('X-Robots-Tag', 'noindex');
  const wait = await rateLimitDecision(options.limiter, 'booking-page', req, res);
  if (wait !== null) {
    res.status(429).type('text/plain').send(`Too many requests: at most ${options.limiter.limit} a minute. Try again in ${wait} seconds.`);
    return;
  }
  if (!action) {
    recordVisit(options, req, locale);
    await renderPage(options, req, res, await pageData(options, token));
    return;
  }
  try {
    await (action === 'keep' ? options.keep : options.cancel).execute(token);
    res.redirect(303, `${bookingPagePath(token, locale)}?${action === 'keep' ? BOOKING_PAGE_NOTICES.kept : BOOKING_PAGE_NOTICES.cancelled}`);
  } catch (err) {
    if (err instanceof BookingPageNotFoundError) {
      await renderPage(options, req, res, { found: false });
      return;
    }
    if (!(err instanceof InvalidTransitionError)) throw err;
    res.redirect(303, `${bookingPagePath(token, locale)}?${action === 'keep' ? BOOKING_PAGE_NOTICES.keepFailed : BOOKING_PAGE_NOTICES.cancelFailed}`);
  }
}

async function pageData(options: BookingPageHandlerOptions, token: string): Promise<BookingPageRenderData> {
  try {
    return { found: true, booking: await options.view.execute(token) };
  } catch (err) {
    if (err instanceof BookingPageNotFoundError) return { found: false };
    throw err;
  }
}

/** Renders the page (or the 404 page) for this request. */
async function renderPage(options: BookingPageHandlerOptions, req: Request, res: Response, data: BookingPageRenderData): Promise<void> {
  const answer = await options.renderer.page({ url: req.originalUrl, origin: publicOrigin(req, options.publicUrl), bookingPage: data });
  if (answer.kind === 'redirect') {
    res.redirect(answer.status, answer.location);
    return;
  }
  res.status(data.found ? 200 : 404);
  res.setHeader('Server-Timing', `render;desc="${answer.rendered}"`);
  res.type('html').send(answer.html);
}

/** The visit is recorded as any page's, with the path but never the token (nor the query). */
function recordVisit(options: BookingPageHandlerOptions, req: Request, locale: Locale): void {
  try {
    options
      .onPageView({ ipAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown', url: localisePath('/b/…', locale) })
      .catch(options.onPageViewError);
  } catch (err) {
    options.onPageViewError(err);
  }
}
