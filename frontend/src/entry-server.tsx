/**
 * The server render (built with `vite build --ssr src/entry-server.tsx`, loaded by the backend's site
 * adapter, backend/src/adapters/http/site/page-renderer.ts). One call renders one page: the same
 * routes and providers as the browser, a fresh context per request, and everything the HTML needs
 * around the markup (head tags, the data the browser hydrates with, the route modules to preload).
 */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { AppProviders } from './app/app';
import { contentsOf, routesFor, type RouteHandle } from './app/routes';
import { redirectTarget } from './app/redirects';
import { isAppPath, redirectKeepsHash, sitePage } from '@domain/site/routes.js';

/** The old links of docs/product.md §2: paths of the site map that are no page (fixed paths, /car/{id}, /{hash}). */
function isOldLink(pathname: string): boolean {
  return isAppPath(pathname) && !sitePage(pathname);
}
import { catalogueModules, loadMessages } from './i18n/catalogues';
import { CONTENT_FILES } from './i18n/content-files';
import type { CatalogueGroup } from './i18n/groups';
import { createI18n, LocaleProvider } from './i18n/i18n';
import { LOCALES, splitLocalePath, textDirection, type Locale } from './i18n/locales';
import { SITE_DATA_ID, type SiteData } from './app/site-data';
import { SiteProvider, type RenderCollector, type SiteRequest } from './lib/site-context';
import { CarDialogs } from './features/showcase/car-dialogs';
import { setAppConfig, type AppConfig } from './lib/config';
import { headTags, renderHeadTags, scriptJson } from './lib/head';
import { loadIslands } from './lib/static-island';
import { escapeHtml } from '@domain/shared/html.js';

export type { AppConfig, SiteRequest };

export interface RenderInput {
  /** Absolute URL of the request (origin, path and query). */
  url: string;
  site: SiteRequest;
  /** The site's brand and contact settings (the same for every request of a process). */
  config: AppConfig;
  /**
   * The customer's booking page data (features/booking/my-booking.ts `BookingPageData`), for the
   * route's loader as the router's request context. Never cached by the server.
   */
  bookingPage?: unknown;
}

export type RenderOutput =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** The markup that goes inside <div id="root">. */
      html: string;
      /** Tags for <head>: title, description, canonical, Open Graph, JSON-LD. */
      head: string;
      /** Attributes of <html> (the server merges them over index.html's): the page's lang and dir (docs/product.md §15). */
      htmlAttributes: { lang: string; dir: 'ltr' | 'rtl' };
      /**
       * What goes after #root: the data block the browser hydrates with and, on a page with the
       * showcase, the cars' overlays that the boot script opens before React has the page
       * (features/showcase/car-dialogs.tsx).
       */
      data: string;
      /** Source paths of the matched route modules (src/pages/...), for preloading their chunks and CSS. */
      modules: string[];
      /** An old link that the page itself sends on to this URL (with the hash, src/boot/boot.ts). */
      redirect?: string;
    };

/** One handler per language (routes.tsx routesFor): a page's router knows its own language's routes. */
const handlers = new Map(LOCALES.map((locale) => [locale, createStaticHandler(routesFor(locale))]));

/**
 * src/... modules of each matched lazy route (routes.tsx `handle`), for the preload links: the page,
 * the catalogue parts and the long content of the page's language, so the browser fetches them all
 * at once instead of one after another before it can hydrate.
 */
function modulesOf(context: StaticHandlerContext, locale: Locale): string[] {
  const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined).filter((h): h is RouteHandle => Boolean(h));
  const groups: CatalogueGroup[] = ['core', ...handles.flatMap((h) => (h.catalogue ? [h.catalogue] : []))];
  return [
    ...handles.flatMap((h) => (h.module ? [h.module] : [])),
    ...catalogueModules(locale, groups),
    ...handles.flatMap((h) => contentsOf(h.content).map((c) => `src/i18n/content/${locale}/${CONTENT_FILES[c]}.ts`)),
  ];
}

export async function render(input: RenderInput): Promise<RenderOutput> {
  setAppConfig(input.config);
  const { pathname, search } = new URL(input.url);
  const { locale } = splitLocalePath(pathname);
  const handler = handlers.get(locale)!;
  // The old links of docs/product.md §2: the server answers 301 to the home page of the URL's language, query kept
  // (the browser carries the hash along). /car-rental-tbilisi keeps the hash only without a gclid,
  // which only the browser sees: its page sends the visitor on at once by itself (src/boot/boot.ts).
  const isRedirect = isOldLink(pathname);
  if (isRedirect && !redirectKeepsHash(pathname, '#x')) {
    return { kind: 'redirect', status: 301, location: redirectTarget(pathname, search) };
  }
  const context = await handler.query(new Request(input.url), { requestContext: { bookingPage: input.bookingPage } });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page's static islands render in full on the server: their code (registered by the page's
  // modules, which the query above has loaded) is there before the synchronous render.
  await loadIslands();
  // One Lingui instance per request, with every part of the page language's catalogue: a shared
  // instance would render some pages in another request's language.
  const i18n = createI18n(locale, await loadMessages(locale));
  const collector: RenderCollector = {};
  const html = renderToString(
    <AppProviders site={{ ...input.site, collector }} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  let head = collector.meta ? renderHeadTags(headTags(collector.meta, input.site.origin)) : '';
  if (isRedirect) {
    // Visitors without JavaScript follow the docs/product.md §2 redirect too (query kept).
    const target = redirectTarget(pathname, search);
    head = `<meta name="robots" content="noindex">\n    <noscript><meta http-equiv="refresh" content="0; url=${escapeHtml(target)}"></noscript>`;
  }
  // A page with the showcase carries each car's overlay as HTML: a tap before the scripts opens it at once.
  const dialogs = collector.carDialogs
    ? renderToStaticMarkup(
        <SiteProvider value={input.site}>
          <LocaleProvider i18n={i18n}>
            <CarDialogs />
          </LocaleProvider>
        </SiteProvider>,
      )
    : '';
  const data: SiteData = {
    site: input.site,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return {
    kind: 'page',
    html,
    head,
    htmlAttributes: { lang: locale, dir: textDirection(locale) },
    data: `<script type="application/json" id="${SITE_DATA_ID}">${scriptJson(data)}</script>${dialogs}`,
    modules: modulesOf(context, locale),
    ...(isRedirect ? { redirect: redirectTarget(pathname, search) } : {}),
  };
}
