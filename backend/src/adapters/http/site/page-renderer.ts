import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { todayInTbilisi } from '../../../domain/shared/dates.js';
import { renderKey, sitePage } from '../../../domain/site/routes.js';
import { escapeHtml } from '../../../domain/shared/html.js';
import type { PriceTables } from '../../../domain/pricing/price-tables.js';
import type { SiteCarPhotos } from '../../../domain/catalogue/car-photos.js';
import { configMetaTag, type PublicAppConfig } from './app-shell.js';
import { assetLinks, type ViteManifest } from './vite-manifest.js';
import { deferScripts, redirectPage, type BootScript } from './boot-script.js';
import { readCriticalCss, type CriticalCss } from './critical-css.js';

/** What one page render needs from the request (frontend/src/entry-server.tsx `RenderInput`). */
export interface SiteRequest {
  origin: string;
  today: string;
  /** The current price tables: the page shows them and hands them to the browser, which prices with them. */
  prices?: PriceTables;
  /** The fleet's photos by car (drawn pictures for the cars absent). */
  carPhotos?: SiteCarPhotos;
}

/**
 * What the pages show from the database (car photos), with a version that changes with it: a new
 * version empties the render cache, so a change is on the pages as soon as this answers it.
 */
export type SiteContent = () => Promise<{ version: string; carPhotos: SiteCarPhotos }>;

type RenderOutput =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; html: string; head: string; htmlAttributes?: Record<string, string>; data: string; modules: string[]; redirect?: string };

/** The server bundle's interface (frontend/src/entry-server.tsx). */
interface ServerEntry {
  render(input: { url: string; site: SiteRequest; config: PublicAppConfig; bookingPage?: unknown }): Promise<RenderOutput>;
}

export interface PageRequest {
  /** Path and query of the request. */
  url: string;
  /** The origin for absolute URLs: PUBLIC_URL, else the request's own. */
  origin: string;
  /**
   * The customer's booking page data (booking-page.handler.ts), handed to the route's loader: one
   * customer's personal data, so a page rendered with it is never kept in the render cache nor
   * served from it.
   */
  bookingPage?: unknown;
}

/** `rendered`: how the HTML was made: `cache` (kept from an earlier render), `server` (rendered now), `browser` (the app shell). */
export type PageAnswer = { kind: 'page'; html: string; rendered: 'cache' | 'server' | 'browser'; ms?: number } | { kind: 'redirect'; status: number; location: string };

/** The placeholders of frontend/index.html. */
export const HEAD_PLACEHOLDER = '<!--app-head-->';
export const HTML_PLACEHOLDER = '<!--app-html-->';
export const DATA_PLACEHOLDER = '<!--app-data-->';
export const CONFIG_PLACEHOLDER = '<!--app-config-->';

const BROWSER_HEAD = '<title>Georgia car rental</title>';
const NOINDEX = '<meta name="robots" content="noindex">';

interface Build {
  /** index.html as built (the app shell). */
  template: string;
  /** index.html's own stylesheets with their plans: a rendered page inlines the part it can match. */
  stylesheets: Stylesheet[];
  entry: ServerEntry | null;
  manifest: ViteManifest;
}

/** index.html's `<html>` tag with `attributes` set (added or replaced; values escaped). */
export function withHtmlAttributes(template: string, attributes: Record<string, string>): string {
  return template.replace(/<html([^>]*)>/i, (_tag, existing: string) => {
    const attrs = new Map<string, string>();
    for (const m of existing.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs.set(m[1], m[2] ?? '');
    for (const [k, v] of Object.entries(attributes)) attrs.set(k, escapeHtml(v));
    return `<html${[...attrs].map(([k, v]) => ` ${k}="${v}"`).join('')}>`;
  });
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** A stylesheet of index.html: its link tag and what picks a page's part of it. */
export interface Stylesheet {
  link: string;
  href: string;
  critical: CriticalCss;
}

/** The stylesheets index.html links to that the build has a plan for (critical-css.ts); the others are left out (their links stay). */
export async function readStylesheets(template: string, distDir: string): Promise<Stylesheet[]> {
  const plans = await readCriticalCss(distDir);
  const sheets: Stylesheet[] = [];
  for (const match of template.matchAll(STYLESHEET_LINK)) {
    const critical = plans.get(`/${match[1]}`);
    if (critical) sheets.push({ link: match[0], href: `/${match[1]}`, critical });
  }
  return sheets;
}

/**
 * `html` with the links to `sheets` replaced by the part of each that the page can match
 * (critical-css.ts): a rendered page is painted as soon as its HTML has arrived, without another
 * request on the critical path (on a phone network each costs a round trip or more), and without
 * the four fifths of the stylesheet it does not use. The boot script loads the whole stylesheets
 * before the app's scripts (boot-script.ts). The site has one stylesheet (vite.config.ts
 * cssCodeSplit: false).
 */
export function inlineCriticalCss(html: string, sheets: Stylesheet[]): string {
  let out = html;
  for (const sheet of sheets) {
    const at = out.indexOf(sheet.link);
    if (at < 0) continue;
    const rest = out.slice(0, at) + out.slice(at + sheet.link.length);
    const css = sheet.critical.for(rest).replace(/<\/style/gi, '<\\/style');
    out = `${out.slice(0, at)}<style>${css}</style>${out.slice(at + sheet.link.length)}`;
  }
  return out;
}

/**
 * Server rendering of the site's pages (docs/frontend.md): frontend/dist/server/entry-server.js renders
 * the React tree, this class puts it into frontend/dist/index.html with the head tags, the
 * configuration and the hydration data, and keeps the result. A page is rendered once per render key
 * (domain/site/routes.ts `renderKey`: the path and the query parameters the page reads), origin
 * and day; the configuration is fixed for the life of the process. A rebuild of the frontend
 * (index.html changes) drops the cache. Without the server bundle (a frontend built before server
 * rendering, or the tests' small fake build) pages get the app shell, rendered in the browser.
 */
export class PageRenderer {
  private build?: Promise<Build>;
  private buildMtime = -1;
  private readonly cache = new Map<string, string>();
  private contentVersion: string | undefined;

  constructor(
    private readonly distDir: string,
    private readonly config: PublicAppConfig,
    private readonly options: {
      maxEntries?: number;
      now?: () => Date;
      onRenderError?: (error: unknown, url: string) => void;
      /** The build's boot script (boot-script.ts), read at start; without it pages keep Vite's tags. */
      bootScript?: BootScript | null;
      /** The current price tables (CurrentPrices): part of every render and of the cache key (their version). */
      prices?: () => Promise<PriceTables>;
      /** Called before each page (the site's EUR rate is read again when old, site-rates.ts). */
      beforePage?: () => void;
      /** The database's part of the pages (car photos); without it the pages show the drawn pictures. */
      siteContent?: SiteContent;
    } = {},
  ) {}


  /** The page for a request; rejects when the frontend has not been built. */
  async page(request: PageRequest): Promise<PageAnswer> {
    this.options.beforePage?.();
    const build = await this.currentBuild();
    // Not new URL(request.url, base): a path such as //other.host/booking would lose its first segment.
    const url = new URL(`http://x${request.url.startsWith('/') ? '' : '/'}${request.url}`);
    const page = sitePage(url.pathname);
    const personal = request.bookingPage !== undefined;
    if (!build.entry || page?.render === 'browser') {
      return { kind: 'page', html: this.shell(build.template, page?.render === 'browser' || personal), rendered: 'browser' };
    }
    const prices = this.options.prices ? await this.options.prices() : undefined;
    const content = this.options.siteContent ? await this.options.siteContent().catch((err: unknown) => (this.options.onRenderError?.(err, request.url), null)) : undefined;
    if (content && content.version !== this.contentVersion) {
      this.contentVersion = content.version;
      this.cache.clear();
    }
    const site: SiteRequest = {
      origin: request.origin,
      today: todayInTbilisi(this.options.now?.() ?? new Date()),
      ...(prices ? { prices } : {}),
      ...(content && Object.keys(content.carPhotos).length > 0 ? { carPhotos: content.carPhotos } : {}),
    };
    // A page rendered without the database's part (it could not be read) is not kept.
    const keep = !personal && content !== null;
    // A price change makes a new key: pages rendered with older prices are no longer served (and age out).
    const key = `${site.today}|${this.config.eurGel ?? ''}|${prices?.version ?? '-'}|${site.origin}|${content?.version ?? ''}|${renderKey(url.pathname, url.search)}`;
    const cached = keep ? this.cache.get(key) : undefined;
    if (cached !== undefined) {
      // Most recently used last: the oldest entry is the first to go.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return { kind: 'page', html: cached, rendered: 'cache' };
    }
    let out: RenderOutput;
    const started = performance.now();
    try {
      out = await build.entry.render({
        url: `${site.origin}${url.pathname}${url.search}`,
        site,
        config: this.config,
        ...(personal ? { bookingPage: request.bookingPage } : {}),
      });
    } catch (err) {
      // A page that cannot be rendered on the server still works: the browser renders it.
      this.options.onRenderError?.(err, request.url);
      return { kind: 'page', html: this.shell(build.template, personal), rendered: 'browser' };
    }
    if (out.kind === 'redirect') return out;
    const html = this.assemble(build, out);
    if (!keep) return { kind: 'page', html, rendered: 'server', ms: performance.now() - started };
    this.cache.set(key, html);
    const max = this.options.maxEntries ?? 500;
    while (this.cache.size > max) this.cache.delete(this.cache.keys().next().value as string);
    return { kind: 'page', html, rendered: 'server', ms: performance.now() - started };
  }

  private assemble(build: Build, out: Extract<RenderOutput, { kind: 'page' }>): string {
    if (out.redirect !== undefined && this.options.bootScript) return redirectPage(this.options.bootScript.code, out.redirect, out.htmlAttributes ?? {});
    const links = assetLinks(build.manifest, out.modules);
    // docs/product.md §15: the page's language and direction (he and ar are right to left).
    const page = withHtmlAttributes(build.template, out.htmlAttributes ?? {})
      .replace(HEAD_PLACEHOLDER, () => [out.head, ...links].filter(Boolean).join('\n    '))
      .replace(CONFIG_PLACEHOLDER, () => configMetaTag(this.config));
    // The scripts and the whole stylesheet load when a visitor shows up (boot-script.ts); done
    // before the markup goes in, so only the template's and the route's own tags are moved.
    const boot = this.options.bootScript;
    const deferred = boot
      ? deferScripts(
          page,
          boot.code,
          build.stylesheets.map((s) => s.href),
          out.redirect,
        )
      : page;
    const complete = deferred.replace(HTML_PLACEHOLDER, () => out.html).replace(DATA_PLACEHOLDER, () => out.data);
    // Without the boot script (an unexpected build) nothing would load the whole stylesheet later:
    // the page keeps its links.
    return deferred === page ? complete : inlineCriticalCss(complete, build.stylesheets);
  }

  /** The app shell: an empty #root the browser renders into. */
  private shell(template: string, noindex: boolean): string {
    const head = noindex ? `${BROWSER_HEAD}\n    ${NOINDEX}` : BROWSER_HEAD;
    const meta = configMetaTag(this.config);
    const withHead = template.includes(HEAD_PLACEHOLDER) ? template.replace(HEAD_PLACEHOLDER, head) : template.replace('</head>', `  ${head}\n  </head>`);
    const withConfig = withHead.includes(CONFIG_PLACEHOLDER) ? withHead.replace(CONFIG_PLACEHOLDER, meta) : withHead.replace('</head>', `  ${meta}\n  </head>`);
    return withConfig.replace(HTML_PLACEHOLDER, '').replace(DATA_PLACEHOLDER, '');
  }

  private async currentBuild(): Promise<Build> {
    // index.html changes with every client build; the server bundle is checked too.
    const indexMtime = (await stat(join(this.distDir, 'index.html'))).mtimeMs;
    const entryMtime = await stat(join(this.distDir, 'server', 'entry-server.js')).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    const mtime = Math.max(indexMtime, entryMtime);
    if (mtime !== this.buildMtime) {
      this.build = undefined;
      this.buildMtime = mtime;
      this.cache.clear();
    }
    this.build ??= this.load(mtime).catch((err: unknown) => {
      this.build = undefined; // the build may appear later (npm run build -w frontend): try again next time
      throw err;
    });
    return this.build;
  }

  private async load(mtime: number): Promise<Build> {
    const template = await readFile(join(this.distDir, 'index.html'), 'utf8');
    const manifest = await readFile(join(this.distDir, '.vite', 'manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as ViteManifest,
      () => ({}),
    );
    const entryPath = join(this.distDir, 'server', 'entry-server.js');
    const hasEntry = await stat(entryPath).then(
      () => true,
      () => false,
    );
    // A rebuilt bundle is a new module for Node's loader: the query string makes it load afresh.
    const entry = hasEntry ? ((await import(`${pathToFileURL(entryPath).href}?v=${Math.round(mtime)}`)) as ServerEntry) : null;
    return { template, stylesheets: await readStylesheets(template, this.distDir), entry, manifest };
  }
}
