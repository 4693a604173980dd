/**
 * The server render (built with `vite build --ssr src/entry-server.tsx`, loaded by the backend's site
 * adapter, backend/src/adapters/http/site/page-renderer.ts). One call renders one page: the same
 * routes and providers as the browser, a fresh context per request, and everything the HTML needs
 * around the markup (head tags, the data the browser hydrates with, the route modules to preload).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { AppProviders } from './app/app';
import { routes } from './app/routes';
import { SITE_DATA_ID, type SiteData } from './app/site-data';
import type { RenderCollector, SiteRequest } from './app/site-context';
import { setAppConfig, type AppConfig } from './lib/config';
import { headTags, renderHeadTags, scriptJson } from './lib/head';

export type { AppConfig, SiteRequest };

export interface RenderInput {
  /** Absolute URL of the request (origin, path and query). */
  url: string;
  site: SiteRequest;
  /** The site's brand and contact settings (the same for every request of a process). */
  config: AppConfig;
}

export type RenderOutput =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** The markup that goes inside <div id="root">. */
      html: string;
      /** Tags for <head>: title, description, canonical, Open Graph, JSON-LD. */
      head: string;
      /** The data block after #root that the browser hydrates with. */
      data: string;
      /** Source paths of the matched route modules (src/pages/...), for preloading their chunks and CSS. */
      modules: string[];
    };

const handler = createStaticHandler(routes);

/** src/pages/... module of each lazy route, by path (for the preload links). */
const ROUTE_MODULES: Record<string, string> = {
  '/': 'src/pages/home-page.tsx',
  '/booking': 'src/pages/booking-page.tsx',
  '/thank-you': 'src/pages/thank-you-page.tsx',
  '/vashlovani-national-park-guide': 'src/pages/park-guide-page.tsx',
  '/terms-of-service': 'src/pages/terms-page.tsx',
  '/privacy-policy': 'src/pages/privacy-page.tsx',
  '/admin/ip-tracking': 'src/pages/admin-ip-tracking-page.tsx',
  '/:segment': 'src/app/hash-or-not-found.tsx',
  '*': 'src/pages/not-found-page.tsx',
};

function modulesOf(context: StaticHandlerContext): string[] {
  return context.matches.map((m) => ROUTE_MODULES[m.route.path ?? '']).filter((m): m is string => Boolean(m));
}

export async function render(input: RenderInput): Promise<RenderOutput> {
  setAppConfig(input.config);
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: RenderCollector = {};
  const html = renderToString(
    <AppProviders site={{ ...input.site, collector }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const isRedirect = context.matches.some((m) => (m.route.handle as { redirect?: boolean } | undefined)?.redirect);
  let head = collector.meta ? renderHeadTags(headTags(collector.meta, input.site.origin)) : '';
  if (isRedirect) {
    // Visitors without JavaScript follow the SPEC §2 redirect too (query kept).
    const target = `/${new URL(input.url).search}`;
    head = `<meta name="robots" content="noindex">\n    <noscript><meta http-equiv="refresh" content="0; url=${target.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></noscript>`;
  }
  const data: SiteData = {
    site: input.site,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return {
    kind: 'page',
    html,
    head,
    data: `<script type="application/json" id="${SITE_DATA_ID}">${scriptJson(data)}</script>`,
    modules: modulesOf(context),
  };
}
