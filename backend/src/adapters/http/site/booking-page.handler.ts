import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { BookingPageView } from '../../../application/booking/booking-page-view.js';
import type { PrecheckinSubmission } from '../../../application/precheckin/submit-precheckin.service.js';
import { bookingPagePath } from '../../../domain/booking/booking-page.js';
import { apiMessage } from '../../i18n/messages.js';
import { isHandedOver } from '../../../domain/booking/status.js';
import { BookingPageNotFoundError, HandoverRefusedError, InvalidTransitionError, KeepRefusedError, PrecheckinClosedError, ValidationError } from '../../../domain/errors.js';
import { localisePath, splitLocalePath, type Locale } from '../../../domain/site/locales.js';
import { privateAnswer } from '../security.js';
import { rateLimitDecision } from '../guards/rate-limit.guard.js';
import type { SubmissionRateLimiter } from '../guards/submission-rate-limiter.js';
import { readPrecheckinUpload, uploadHeadersRefusal } from '../validation/precheckin-upload.js';
import { tooManyUploads, type UploadGate } from '../uploads/upload-limits.js';
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
  /** The pre-check-in form: `assertOpen` before the body is read, `execute` with what it holds. */
  precheckin: { assertOpen(token: string): Promise<void>; execute(token: string, form: PrecheckinSubmission): Promise<unknown> };
  /** The upload limits every multipart route passes (uploads/upload-limits.ts). */
  uploads: UploadGate;
  /** The rental agreement once the car is handed over. */
  agreement: { pdf(token: string): Promise<{ filename: string; pdf: Uint8Array }> };
  /** The receipt once the car is back. */
  receipt: { customerPdf(token: string): Promise<{ filename: string; pdf: Uint8Array }> };
  /** BOOKING_PAGE_RATE_LIMIT: the budget shared with GET/POST /api/bookings/manage/<token>. */
  limiter: SubmissionRateLimiter;
  renderer: PageRenderer;
  publicUrl?: string;
  onPageView: (view: PageView) => Promise<unknown>;
  onPageViewError: (error: unknown) => void;
}

/**
 * `/b/<token>` and its sub-paths (one trailing slash allowed), after the language prefix: the forms
 * `keep`, `cancel` and `documents` (POST), and `agreement.pdf` and `receipt.pdf` (GET).
 */
const BOOKING_PAGE_PATH = /^\/b\/([^/]+)(?:\/(keep|cancel|documents|agreement\.pdf|receipt\.pdf))?\/?$/;

type Action = 'keep' | 'cancel' | 'documents' | 'agreement.pdf' | 'receipt.pdf';

/** The notices the page shows after its forms (the `done` and `error` query parameters). */
const BOOKING_PAGE_NOTICES = {
  kept: 'done=kept',
  cancelled: 'done=cancelled',
  keepFailed: 'error=keep',
  cancelFailed: 'error=cancel',
  carWithYou: 'error=car-with-you',
} as const;

/**
 * The pre-check-in form's notices (frontend/src/features/booking/my-booking.ts `noticeFrom`), shown
 * in the page's pre-check-in section, which the fragment scrolls to.
 */
const PRECHECKIN_NOTICES = {
  saved: 'done=precheckin',
  documentType: 'error=document-type',
  documentSize: 'error=document-size',
  secondDriver: 'error=second-driver',
  closed: 'error=precheckin-closed',
  invalid: 'error=precheckin',
} as const;
const PRECHECKIN_SECTION = '#precheckin';

/**
 * The customer's own booking page (docs/product.md §13, docs/staff.md#pre-check-in): GET
 * `/b/<token>` (and under /ru, /he, /ar) renders the page with the booking's data, which is never
 * cached (the render cache keeps no personal data); an unknown token renders the 404 page of that
 * language with status 404. Its forms POST to
 * `/b/<token>/keep`, `/b/<token>/cancel` and `/b/<token>/documents` (the pre-check-in, multipart) and
 * are answered with 303 back to the page, with a notice in the query; GET `/b/<token>/agreement.pdf`
 * is the rental agreement once the car is handed over (404 before). Every answer is `private,
 * no-store`, sends no referrer and is `noindex`; every request counts against
 * BOOKING_PAGE_RATE_LIMIT. The visit is recorded without the token.
 */
export function bookingPageHandler(options: BookingPageHandlerOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const { locale, path } = splitLocalePath(req.path);
    const match = BOOKING_PAGE_PATH.exec(path);
    if (!match) return next();
    const [, token, action] = match as unknown as [string, string, Action | undefined];
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const readable = !action || action === 'agreement.pdf' || action === 'receipt.pdf';
    if (!(isRead && readable) && !(req.method === 'POST' && !readable)) return next();
    void handle(options, req, res, locale, token, action).catch(next);
  };
}

async function handle(options: BookingPageHandlerOptions, req: Request, res: Response, locale: Locale, token: string, action: Action | undefined): Promise<void> {
  privateAnswer(res);
  res.setHeader('X-Robots-Tag', 'noindex');
  const wait = await rateLimitDecision(options.limiter, 'booking-page', req, res);
  if (wait !== null) {
    res.status(429).type('text/plain').send(apiMessage('en', 'tooManyRequests', { limit: options.limiter.limit, seconds: wait }));
    return;
  }
  if (!action) {
    recordVisit(options, req, locale);
    await renderPage(options, req, res, await pageData(options, token));
    return;
  }
  if (action === 'agreement.pdf') return agreement(options, req, res, token);
  if (action === 'receipt.pdf') return agreement({ ...options, agreement: { pdf: (t) => options.receipt.customerPdf(t) } }, req, res, token);
  if (action === 'documents') return precheckin(options, req, res, locale, token);
  try {
    await (action === 'keep' ? options.keep : options.cancel).execute(token);
    res.redirect(303, `${bookingPagePath(token, locale)}?${action === 'keep' ? BOOKING_PAGE_NOTICES.kept : BOOKING_PAGE_NOTICES.cancelled}`);
  } catch (err) {
    if (err instanceof BookingPageNotFoundError) {
      await renderPage(options, req, res, { found: false });
      return;
    }
    if (!(err instanceof InvalidTransitionError) && !(err instanceof KeepRefusedError)) throw err;
    // A cancel after the check-out gets its own words: the car is with the customer (docs/product.md §10).
    const handedOver = err instanceof InvalidTransitionError && isHandedOver(err.from);
    const notice = action === 'keep' ? BOOKING_PAGE_NOTICES.keepFailed : handedOver ? BOOKING_PAGE_NOTICES.carWithYou : BOOKING_PAGE_NOTICES.cancelFailed;
    res.redirect(303, `${bookingPagePath(token, locale)}?${notice}`);
  }
}

/**
 * The pre-check-in form: its headers are checked (multipart, length within ~21 MB) and the token
 * and the booking's state are, before its body is read; then the documents are checked by content
 * and stored. The customer's mistakes come back as a 303 to the page with a notice; a request no
 * form makes (no length, too long, not multipart, broken) gets a plain 4xx.
 */
async function precheckin(options: BookingPageHandlerOptions, req: Request, res: Response, locale: Locale, token: string): Promise<void> {
  const back = (notice: string) => res.redirect(303, `${bookingPagePath(token, locale)}?${notice}${PRECHECKIN_SECTION}`);
  const plain = (status: number, message: string) => res.status(status).type('text/plain').send(message);
  const refused = uploadHeadersRefusal(req, res);
  if (refused) return void plain(refused.status, refused.message);
  if (!options.uploads.enter(req, res)) {
    tooManyUploads(res);
    return void plain(429, 'Too many uploads at once. Try again in a few seconds.');
  }
  try {
    await options.precheckin.assertOpen(token);
    const read = await readPrecheckinUpload(req, res);
    if ('refusal' in read) {
      if (read.refusal.reason === 'document-size') return back(PRECHECKIN_NOTICES.documentSize);
      return void plain(read.refusal.status, read.refusal.message);
    }
    await options.precheckin.execute(token, read.form);
    back(PRECHECKIN_NOTICES.saved);
  } catch (err) {
    if (err instanceof BookingPageNotFoundError) return renderPage(options, req, res, { found: false });
    if (err instanceof PrecheckinClosedError) return back(PRECHECKIN_NOTICES.closed);
    if (!(err instanceof ValidationError)) throw err;
    const [first] = err.errors;
    if (first?.field === 'secondDriver') return back(PRECHECKIN_NOTICES.secondDriver);
    if (first?.field === 'licence' || first?.field === 'passport') {
      return back(first.type === 'max' ? PRECHECKIN_NOTICES.documentSize : first.type === 'format' ? PRECHECKIN_NOTICES.documentType : PRECHECKIN_NOTICES.invalid);
    }
    back(PRECHECKIN_NOTICES.invalid);
  }
}

/** The rental agreement PDF, for the booking of the token once it is handed over; the 404 page before. */
async function agreement(options: BookingPageHandlerOptions, req: Request, res: Response, token: string): Promise<void> {
  try {
    const { filename, pdf } = await options.agreement.pdf(token);
    res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.type('application/pdf').send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  } catch (err) {
    if (err instanceof BookingPageNotFoundError || err instanceof HandoverRefusedError) return renderPage(options, req, res, { found: false });
    throw err;
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
