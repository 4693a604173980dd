import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileCriticalCssPlan } from './critical-css-plan.js';
import { inlineCriticalCss, PageRenderer, readStylesheets, withHtmlAttributes } from './page-renderer.js';
import { assetLinks } from './vite-manifest.js';

// The server render itself (frontend/dist/server/entry-server.js) is tested against the real build:
// test/api/pages.spec.ts. Here: the app shell a build without the server bundle gets.
describe('PageRenderer without a server bundle (app shell)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shell-'));
  writeFileSync(join(dir, 'index.html'), '<html><head>\n<!--app-head-->\n<!--app-config-->\n</head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>');
  const config = { brandName: 'A "quoted" <brand> & co', contactEmail: 'a@b.c', contactPhone: '995', companyAddress: 'x', companyAddresses: { en: 'x', ru: 'x', he: 'x', ar: 'x' }, videoIds: { car: 'abcdef' }, bookingConfirmHours: 24 };
  const renderer = new PageRenderer(dir, config);
  const page = async (url: string) => {
    const answer = await renderer.page({ url, origin: 'http://x' });
    if (answer.kind !== 'page') throw new Error('expected a page');
    return answer;
  };

  it('writes the configuration as an escaped JSON meta tag that parses back, and leaves no placeholder', async () => {
    const { html, rendered } = await page('/');
    expect(rendered).toBe('browser');
    expect(html).not.toContain('<!--');
    expect(html).toContain('<div id="root"></div>');
    const content = /<meta name="app-config" content="([^"]*)">/.exec(html)?.[1];
    expect(content).toBeDefined();
    const decoded = content!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual(config);
    expect(html).toContain('<title>');
    expect(html).not.toContain('noindex');
  });

  it('adds noindex on the admin page', async () => {
    expect((await page('/admin/ip-tracking')).html).toContain('<meta name="robots" content="noindex">');
  });

  it('picks up a rebuilt index.html', async () => {
    const d = mkdtempSync(join(tmpdir(), 'shell-'));
    writeFileSync(join(d, 'index.html'), '<head><!--app-config--><script src="/assets/old.js"></script></head>');
    const r = new PageRenderer(d, config);
    const html = async () => ((await r.page({ url: '/', origin: 'http://x' })) as { html: string }).html;
    expect(await html()).toContain('old.js');
    writeFileSync(join(d, 'index.html'), '<head><!--app-config--><script src="/assets/new.js"></script></head>');
    utimesSync(join(d, 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect(await html()).toContain('new.js');
  });

  it('rejects while the frontend is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'shell-'));
    mkdirSync(join(empty, 'assets'));
    await expect(new PageRenderer(empty, config).page({ url: '/', origin: 'http://x' })).rejects.toThrow();
  });
});

describe('assetLinks (what a rendered page preloads)', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_vendor.js'], isEntry: true },
    '_vendor.js': { file: 'assets/vendor-1.js' },
    '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'], imports: ['_vendor.js'] },
    'src/pages/home-page.tsx': { file: 'assets/home-1.js', css: ['assets/home-1.css'], imports: ['_shared.js', '_vendor.js'], isDynamicEntry: true },
  };

  it("links the page's stylesheets and chunks, not what index.html already loads", () => {
    expect(assetLinks(manifest, ['src/pages/home-page.tsx'])).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/home-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/shared-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    ]);
    expect(assetLinks(manifest, ['src/unknown.tsx'])).toEqual([]);
  });
});

describe('readStylesheets and inlineCriticalCss', () => {
  const dir = mkdtempSync(join(tmpdir(), 'css-'));
  mkdirSync(join(dir, '.vite'));
  const css = '.used{color:red}.unused{color:blue}p{margin:0}/* </style> */.used:after{content:"</style>"}';
  writeFileSync(join(dir, '.vite', 'critical-css.json'), JSON.stringify([compileCriticalCssPlan(css, '/assets/style-1.css').plan]));
  const link = '<link rel="stylesheet" crossorigin href="/assets/style-1.css">';
  const gone = '<link rel="stylesheet" href="/assets/gone.css">';

  it("replaces a stylesheet's link by the rules the page can match, and keeps links to stylesheets without a plan", async () => {
    const sheets = await readStylesheets(`<head>${link}${gone}</head>`, dir);
    expect(sheets.map((s) => [s.href, s.link])).toEqual([['/assets/style-1.css', link]]);
    const html = `<head>${link}${gone}</head><body><p class="used">x</p></body>`;
    const out = inlineCriticalCss(html, sheets);
    // The string that would end the element is escaped (by beasties, or else by inlineCriticalCss).
    expect(out).toMatch(/^<head><style>\.used\{color:red\}p\{margin:0\}\.used:after\{content:"[^"]+"\}<\/style>/);
    expect(out.match(/<\/style/g)).toHaveLength(1);
    expect(out.endsWith(`</style>${gone}</head><body><p class="used">x</p></body>`)).toBe(true);
  });

  it('leaves a page without the link as it is', async () => {
    const sheets = await readStylesheets(`<head>${link}</head>`, dir);
    expect(inlineCriticalCss('<head></head><body></body>', sheets)).toBe('<head></head><body></body>');
  });
});

describe('withHtmlAttributes', () => {
  it("sets the render's attributes on <html>, keeping the template's others", () => {
    const template = '<!doctype html>\n<html lang="en" data-mantine-color-scheme="light">\n<head></head>';
    expect(withHtmlAttributes(template, { lang: 'he', dir: 'rtl' })).toBe('<!doctype html>\n<html lang="he" data-mantine-color-scheme="light" dir="rtl">\n<head></head>');
    expect(withHtmlAttributes(template, {})).toBe('<!doctype html>\n<html lang="en" data-mantine-color-scheme="light">\n<head></head>');
    expect(withHtmlAttributes('<html>', { lang: 'a"b' })).toBe('<html lang="a&quot;b">');
  });
});
