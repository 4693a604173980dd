import { type INestApplication, Logger, type LoggerService, type LogLevel } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express from 'express';
import { AppConfig } from '../../config/app-config.js';
import { RecordVisitService } from '../../application/visits/record-visit.service.js';
import { BODY_LIMIT, earlyErrorHandler } from './errors/body-parser-errors.js';
import { HttpSettings } from './http-settings.js';
import { type LogSink, requestLogger } from './logging/request-logger.js';
import { refuseNulBytes } from './validation/nul-bytes.js';
import { UploadGate } from './uploads/upload-limits.js';
import { exceptApi, sequence, when } from './middleware-chain.js';
import { hstsOverHttps, securityHeaders } from './security.js';
import { applyServerTimeouts } from './server-timeouts.js';
import { PageRenderer } from './site/page-renderer.js';
import { CurrentPrices } from '../../application/pricing/current-prices.service.js';
import { readBootScript } from './site/boot-script.js';
import { bookingPageHandler } from './site/booking-page.handler.js';
import { BookingPageRateLimiter } from './guards/submission-rate-limiter.js';
import { ViewBookingPageService } from '../../application/booking/view-booking-page.service.js';
import { KeepBookingService } from '../../application/booking/keep-booking.service.js';
import { CancelOwnBookingService } from '../../application/booking/cancel-own-booking.service.js';
import { SiteRates } from './site/site-rates.js';
import { ReceiptService } from '../../application/money/receipt.service.js';
import { CustomerAgreementService } from '../../application/agreement/customer-agreement.service.js';
import { SubmitPrecheckinService } from '../../application/precheckin/submit-precheckin.service.js';
import { siteMiddleware } from './site/site.middleware.js';
import { carPhotoFiles } from './site/car-photo-files.js';
import { CarPhotosService } from '../../application/fleet/car-photos.service.js';
import { setUpApiDocs } from './api-docs.js';
import { isStaffPath } from './security.js';
import { McpEndpoint } from '../mcp/mcp-wiring.js';
import { VITALS_BODY_MAX_BYTES } from '../../domain/vitals/vital-figures.js';
import { VITALS_PATH } from './controllers/web-vitals.controller.js';
import { isMcpPath } from '../mcp/mcp.handler.js';

export interface CreateAppOptions {
  /** Nest's logger (false silences it; tests pass false or ['error']). */
  logger?: LoggerService | LogLevel[] | false;
  /** Where the per-request JSON lines go; false turns them off. Default: stdout. */
  requestLog?: LogSink | false;
}

/** Express-level set-up that Nest modules cannot express: order matters (it runs before the routes). */
export function configureApp(app: NestExpressApplication, options: CreateAppOptions = {}): INestApplication {
  const config = app.get(AppConfig);
  const settings = app.get(HttpSettings);
  const logger = new Logger('Http');

  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);

  const recordVisit = app.get(RecordVisitService);
  // The frontend build's boot script, read once: the pages inline it and the CSP allows it by its hash.
  const bootScript = readBootScript(settings.frontendDist);
  const prices = app.get(CurrentPrices);
  const carPhotos = app.get(CarPhotosService);
  const siteRates = app.get(SiteRates);
  const renderer = new PageRenderer(settings.frontendDist, settings.publicConfig, {
    bootScript,
    prices: () => prices.get(),
    beforePage: () => siteRates.touch(),
    siteContent: () => carPhotos.sitePhotos().then((s) => ({ version: s.version, carPhotos: s.photos })),
    onRenderError: (err, url) => logger.error(`could not render ${url} on the server (sent for the browser to render): ${err instanceof Error ? err.message : String(err)}`, err instanceof Error ? err.stack : undefined),
  });
  const onPageView = (view: { ipAddress: string; url: string }) => recordVisit.execute({ ipAddress: view.ipAddress, url: view.url });
  const onPageViewError = (err: unknown) => logger.warn(`could not record a visit: ${err instanceof Error ? err.message : String(err)}`);
  // Everything every request passes before the routes, as one Express layer (middleware-chain.ts).
  app.use(
    sequence(
      ...(options.requestLog !== false ? [requestLogger(options.requestLog)] : []),
      securityHeaders(bootScript ? [bootScript.csp] : []),
      ...(config.trustProxy !== undefined ? [hstsOverHttps()] : []),
      // Text answers (the JavaScript bundles above all) go out compressed (brotli or gzip, whichever
      // the browser takes): on a phone network that is most of the page's load time. Only GET and
      // HEAD (the answers to submissions are small JSON) from clients that accept an encoding:
      // wrapping every other response would cost time for nothing.
      when((req) => (req.method === 'GET' || req.method === 'HEAD') && req.headers['accept-encoding'] !== undefined, compression({ threshold: 1024 })),
      // The agents' MCP server, /.well-known/mcp.json and /llms.txt (adapters/mcp): their own body parser, no page visit.
      when((req) => isMcpPath(req.path), app.get(McpEndpoint).handler(logger)),
      // The speed beacons (POST /api/vitals): a smaller body limit of their own (over it: 413).
      when((req) => req.path === VITALS_PATH, express.json({ limit: VITALS_BODY_MAX_BYTES, strict: true })),
      express.json({ limit: BODY_LIMIT, strict: true }),
      // The back office's plain forms (its handover form is multipart: multer, in its controller).
      when((req) => req.method === 'POST' && isStaffPath(req.path), express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 50 })),
      refuseNulBytes(),
      // The site's handlers never answer /api nor the back office at /staff: those skip them in one step.
      exceptApi(
        when((req) => !isStaffPath(req.path), sequence(
          // The fleet's photos (/photos/<hash>-<width>.<avif|webp>), from the database.
          carPhotoFiles(carPhotos),
          // The customer's booking page (/b/<token>) and its forms: rendered with the booking's data, never cached.
          bookingPageHandler({
            view: app.get(ViewBookingPageService),
            keep: app.get(KeepBookingService),
            cancel: app.get(CancelOwnBookingService),
            precheckin: app.get(SubmitPrecheckinService),
            agreement: app.get(CustomerAgreementService),
            receipt: app.get(ReceiptService),
            uploads: app.get(UploadGate),
            limiter: app.get(BookingPageRateLimiter),
            renderer,
            publicUrl: config.publicUrl,
            onPageView,
            onPageViewError,
          }),
          ...siteMiddleware({ distDir: settings.frontendDist, renderer, publicUrl: config.publicUrl, onPageView, onPageViewError }),
        )),
      ),
    ),
  );
  app.use(earlyErrorHandler((message, err) => logger.error(`${message}: ${err instanceof Error ? err.message : String(err)}`, err instanceof Error ? err.stack : undefined)));

  setUpApiDocs(app);
  applyServerTimeouts(app.getHttpServer(), config.keepAliveTimeoutS);
  // No enableShutdownHooks(): main.ts stops the server gracefully on SIGTERM/SIGINT (graceful-shutdown.ts).
  return app;
}

