// Server-rendered pages (docs/frontend.md) as a client without JavaScript sees them: the built server
// (backend/dist/main.js) with the real frontend build (frontend/dist, with its server bundle), asked
// with plain HTTP requests. `npm test` builds both first.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { FLEET } from '../../src/domain/catalogue/fleet.js';
import { fromPrice } from '../../src/domain/pricing/showcase.js';
import { quotePrice } from '../../src/domain/pricing/quote.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { DEFAULT_PRICE_TABLES } from '../../src/domain/pricing/price-tables.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { MAIN_BUILT, startBuiltServer, type BuiltServer } from './helpers/built-server.js';

const FRONTEND_DIST = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));
const BUILT = MAIN_BUILT && existsSync(`${FRONTEND_DIST}/server/entry-server.js`);
const withBuild = BUILT ? describe : describe.skip;
if (!BUILT) console.log('server-rendered page tests skipped: backend/dist or frontend/dist/server is missing (npm run build)');

const PUBLIC_URL = 'https://rent.example.ge';
const SITE = {
  BRAND_NAME: 'Kartli <4x4> & Co',
  CONTACT_PHONE: '995599112233',
  CONTACT_EMAIL: 'team@kartli.example',
  COMPANY_ADDRESS: '5 Marjanishvili Street, Tbilisi',
};

type Page = { status: number; headers: Headers; html: string };

/** Decodes the few entities React and our head writer produce. */
function decode(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** The visible text of the page body (tags dropped), for "the content is in the HTML" checks. */
function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decode(body.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const m = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(head(html));
  return m ? decode(m[1]) : undefined;
}

function title(html: string): string | undefined {
  const m = /<title[^>]*>([^<]*)<\/title>/.exec(head(html));
  return m ? decode(m[1]) : undefined;
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(head(html))?.[1];
}

function jsonLd(html: string): any[] {
  return [...head(html).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/** Every JSON-LD node of the page, @graph flattened. */
function ldNodes(html: string): any[] {
  return jsonLd(html).flatMap((doc) => (doc['@graph'] ? doc['@graph'] : [doc]));
}

withBuild('server-rendered pages (raw HTML, no browser)', () => {
  let db: TestDatabase;
  let server: BuiltServer;
  const get = async (path: string, headers: Record<string, string> = {}): Promise<Page> => {
    const res = await fetch(`${server.baseUrl}${path}`, { headers: { Accept: 'text/html', ...headers }, redirect: 'manual' });
    return { status: res.status, headers: res.headers, html: await res.text() };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startBuiltServer({ ...db.env, ...SITE, FRONTEND_DIST, PUBLIC_URL });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  const PAGES = [
    {
      path: '/',
      title: /^Kartli <4x4> & Co: 4x4 Car Rental in Tbilisi, Kutaisi and Batumi$/,
      text: [
        'Rent a 4x4 in Georgia',
        'Choose your car',
        ...FLEET.map((v) => v.name.replace(/\n/g, ' ')),
        'Choose Dates & Car',
        'Get Confirmation',
        'Pick Up Your Car',
        '20+',
        'Vehicles Available',
        'Frequently Asked Questions',
        'Do you take a deposit?',
        'No Deposit',
        'Since 2012',
        '5 Marjanishvili Street, Tbilisi',
      ],
    },
    {
      path: '/vashlovani-national-park-guide',
      title: /^Vashlovani National Park Guide/,
      text: ['Best time to visit', 'Permits and regulations', 'Vehicle requirements', '5 GEL per person', 'Dedoplistskaro', 'Can I visit Vashlovani without a 4x4?'],
    },
    { path: '/terms-of-service', title: /^Terms of Service \| Kartli/, text: ['Terms of Service', 'Changes and cancellations', 'Armenia'] },
    { path: '/privacy-policy', title: /^Privacy Policy \| Kartli/, text: ['Privacy Policy', 'Effective date: January 7, 2025', 'team@kartli.example'] },
    { path: '/booking', title: /^Book Your Rental Car in Georgia$/, text: ['Book Your Car', 'Personal Information', 'The booking form needs JavaScript'] },
  ];

  it.each(PAGES)('$path: status, content, title, description, canonical and Open Graph in the HTML', async ({ path, title: expectedTitle, text }) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const body = bodyText(page.html);
    for (const t of text) expect(body).toContain(t);
    expect(title(page.html)).toMatch(expectedTitle);
    expect(meta(page.html, 'name', 'description')?.length).toBeGreaterThan(50);
    expect(canonical(page.html)).toBe(`${PUBLIC_URL}${path}`);
    expect(meta(page.html, 'property', 'og:title')).toBe(title(page.html));
    expect(meta(page.html, 'property', 'og:description')).toBe(meta(page.html, 'name', 'description'));
    expect(meta(page.html, 'property', 'og:url')).toBe(`${PUBLIC_URL}${path}`);
    expect(meta(page.html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/images/social.png`);
    expect(page.html.match(/<title/g)).toHaveLength(1);
    expect(page.html).not.toMatch(/<!--app-(head|html|data|config)-->/);
    expect(page.html).not.toContain('noindex');
    // The data the browser hydrates with.
    const data = JSON.parse(/<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(page.html)![1]);
    // The price tables the page was priced with (from the database: SPEC's until a manager changes one), for the browser to price with.
    expect(data.site).toEqual({ origin: PUBLIC_URL, today: todayInTbilisi(new Date()), prices: { ...DEFAULT_PRICE_TABLES, version: 1 } });
  });

  it('the home page describes the business as an AutoRental: address, contact, opening hours, price range', async () => {
    const [business] = ldNodes((await get('/')).html);
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoRental',
      name: 'Kartli <4x4> & Co',
      url: `${PUBLIC_URL}/`,
      telephone: '+995599112233',
      email: 'team@kartli.example',
      address: { '@type': 'PostalAddress', streetAddress: '5 Marjanishvili Street, Tbilisi', addressCountry: 'GE' },
      openingHoursSpecification: { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '23:59' },
    });
    expect(business.openingHoursSpecification.dayOfWeek).toHaveLength(7);
    const low = Math.min(...FLEET.map((v) => fromPrice(v.basePrice)));
    const high = Math.max(...FLEET.map((v) => v.basePrice));
    expect(business.priceRange).toBe(`€${low}–€${high} per day`);
  });

  it('the guide carries an Article and a FAQPage whose questions are the ones on the page', async () => {
    const page = await get('/vashlovani-national-park-guide');
    const nodes = ldNodes(page.html);
    const article = nodes.find((n) => n['@type'] === 'Article');
    const faq = nodes.find((n) => n['@type'] === 'FAQPage');
    expect(article).toMatchObject({ headline: title(page.html), mainEntityOfPage: `${PUBLIC_URL}/vashlovani-national-park-guide`, image: `${PUBLIC_URL}/images/social.png` });
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(4);
    const body = bodyText(page.html);
    for (const q of faq.mainEntity) {
      expect(q['@type']).toBe('Question');
      expect(body).toContain(q.name);
      expect(body).toContain(q.acceptedAnswer.text);
    }
    expect(meta(page.html, 'property', 'og:type')).toBe('article');
  });

  it.each([
    ['/', 'backdrop-s'],
    ['/vashlovani-national-park-guide', 'backdrop-sky'],
  ])('%s draws its backdrop inline, with nothing to fetch or preload for it', async (path, gradientId) => {
    const { html } = await get(path);
    // The drawing is in the HTML (its gradient id prefixed), decorative, and no picture is fetched for it.
    expect(html).toMatch(new RegExp(`<svg aria-hidden="true" focusable="false" viewBox="[^"]+" preserveAspectRatio="[^"]+ slice"`));
    expect(html).toContain(`id="${gradientId}"`);
    expect(html).not.toMatch(/rel="preload"/);
    expect(html).not.toMatch(/url\(['"]?\/images\/(hero|cars\/toyota-fj-cruiser-3)\.svg/);
  });

  it('the home FAQ answers are in the HTML (closed panels included)', async () => {
    const body = bodyText((await get('/')).html);
    expect(body).toContain('There is no deposit and nothing is blocked on your card.');
    expect(body).toContain('Same to same: you receive the car with a fuel level');
    expect(body).toContain('Crossing needs a notarised permission from us');
  });

  it('an unknown path is the 404 page with HTTP 404, noindex and the query kept on "Go to Homepage"', async () => {
    const page = await get('/no-such-page?lang=en');
    expect(page.status).toBe(404);
    expect(bodyText(page.html)).toContain('Page Not Found');
    expect(bodyText(page.html)).toContain("The page you're looking for doesn't exist or has been moved.");
    expect(page.html).toContain('href="/?lang=en"');
    expect(title(page.html)).toBe('Page Not Found | Kartli <4x4> & Co');
    expect(meta(page.html, 'name', 'robots')).toBe('noindex');
  });

  it('a path that starts with // is the 404 page, not the page after the "host"', async () => {
    const page = await get('//rent.example.ge/booking');
    expect(page.status).toBe(404);
    expect(bodyText(page.html)).toContain('Page Not Found');
  });

  it('the thank-you page is rendered with its reference and kept out of search engines', async () => {
    const page = await get('/thank-you?ref=GR-7K3Q9P');
    expect(page.status).toBe(200);
    expect(bodyText(page.html)).toContain('GR-7K3Q9P');
    expect(meta(page.html, 'name', 'robots')).toBe('noindex');
  });

  it.each([
    ['/contact?utm_source=ads&gclid=abc', '/?utm_source=ads&gclid=abc'],
    ['/batumi-car-rental/', '/'],
    ['/car/toyota-4runner?a=b', '/?a=b'],
    ['/a1b2c3d4?ref=qr', '/?ref=qr'],
    ['/ru/contact', '/ru'],
    ['/ar/shop?x=1', '/ar?x=1'],
  ])('the old link %s is answered by the server: 301 to %s (query kept; the browser carries a hash along)', async (path, location) => {
    const page = await get(path);
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe(location);
  });

  it.each([
    ['/car-rental-tbilisi?x=1', '/?x=1'],
    ['/ru/car-rental-tbilisi', '/ru'],
  ])('%s, whose hash only the browser sees, is a page that sends the visitor on by itself (and a refresh without JavaScript)', async (path, target) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-redirect="${target}"`);
    expect(page.html).toContain(`<noscript><meta http-equiv="refresh" content="0; url=${target}"></noscript>`);
    expect(meta(page.html, 'name', 'robots')).toBe('noindex');
    // A page of its own, not the home page: the redirect is the first script in <head>, and there is
    // nothing else to fetch or parse before it (docs/performance.md).
    expect(page.html).not.toContain('id="root"');
    expect(page.html.indexOf('data-redirect')).toBeLessThan(page.html.indexOf('</head>'));
    expect(page.html.length).toBeLessThan(4000);
  });

  it('the admin page stays a browser-rendered shell, noindex', async () => {
    const page = await get('/admin/ip-tracking');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    expect(page.headers.get('server-timing')).toBe('render;desc="browser"');
  });

  describe('a search in the URL', () => {
    const today = todayInTbilisi(new Date());
    const pickupDate = addDays(today, 10);
    const returnDate = addDays(today, 17);

    it('renders the priced showcase: the domain totals and Book Now links (gclid kept), the form filled in', async () => {
      const page = await get(`/?pickup=tbilisi&dropoff=batumi&pickupDate=${pickupDate}&returnDate=${returnDate}&gclid=Cj0ad`);
      expect(page.status).toBe(200);
      const html = page.html;
      for (const v of FLEET) {
        const card = html.slice(html.indexOf(`data-car="${v.id}"`));
        const expected = quotePrice({ carType: v.carType, pickupLocation: 'tbilisi', dropoffLocation: 'batumi', days: 7, babySeat: false, crossBorderArmenia: false });
        expect(/data-testid="total-price">€(?:<!-- -->)?(\d+)</.exec(card)?.[1]).toBe(String(expected.totalPrice));
        const href = decode(/href="(\/booking\?[^"]*)"/.exec(card)![1]);
        expect(Object.fromEntries(new URL(href, PUBLIC_URL).searchParams)).toEqual({ pickup: 'tbilisi', dropoff: 'batumi', pickupDate, returnDate, carType: v.carType, gclid: 'Cj0ad' });
      }
      expect(bodyText(html)).toContain('Your prices');
      expect(html).toMatch(/<form[^>]*action="\/"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/"/);
      expect(html).toMatch(/<option value="tbilisi" selected="">/);
      expect(html).toContain(`name="pickupDate" value="${pickupDate}"`);
      // Canonical: the page without the search.
      expect(canonical(html)).toBe(`${PUBLIC_URL}/`);
    });

    it.each([
      ['partial', '?pickup=tbilisi&dropoff=batumi'],
      ['unknown city', `?pickup=paris&dropoff=batumi&pickupDate=${pickupDate}&returnDate=${returnDate}`],
      ['too short', `?pickup=tbilisi&dropoff=batumi&pickupDate=${pickupDate}&returnDate=${addDays(pickupDate, 2)}`],
      ['in the past', `?pickup=tbilisi&dropoff=batumi&pickupDate=${addDays(today, -3)}&returnDate=${addDays(today, 5)}`],
      ['not dates', '?pickup=tbilisi&dropoff=batumi&pickupDate=tomorrow&returnDate=%3Cscript%3E'],
    ])('a %s search renders the unpriced page, never an error', async (_label, query) => {
      const page = await get(`/${query}`);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain('data-testid="total-price"');
      expect(page.html.match(/data-testid="from-price"/g)).toHaveLength(FLEET.length);
      expect(page.html).not.toContain('<script>');
    });
  });

  it('renders / once: later requests, other query parameters included, come from the cache', async () => {
    await get('/');
    for (const path of ['/', '/?utm_source=newsletter', '/?gclid=abc123']) {
      expect((await get(path)).headers.get('server-timing')).toBe('render;desc="cache"');
    }
    const priced = `/?pickup=kutaisi&dropoff=kutaisi&pickupDate=${addDays(todayInTbilisi(new Date()), 20)}&returnDate=${addDays(todayInTbilisi(new Date()), 25)}`;
    expect((await get(priced)).headers.get('server-timing')).toMatch(/^render;desc="server";dur=/);
    expect((await get(priced)).headers.get('server-timing')).toBe('render;desc="cache"');
  });

  it.each(['/', '/ar', '/booking', `/?pickup=tbilisi&dropoff=batumi&pickupDate=${addDays(todayInTbilisi(new Date()), 10)}&returnDate=${addDays(todayInTbilisi(new Date()), 14)}`])(
    '%s is the same HTML for a phone, an iPad, a desktop and a crawler (the layout is CSS alone)',
    async (path) => {
      const agents = [
        'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
        'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36',
        'Googlebot/2.1 (+http://www.google.com/bot.html)',
      ];
      const pages = await Promise.all(agents.map((ua) => get(path, { 'User-Agent': ua, 'Sec-CH-UA-Mobile': ua.includes('Mobile') ? '?1' : '?0' })));
      for (const page of pages) expect(page.html).toBe(pages[0].html);
      // One submit: its visible text on the card, the icon's hidden name in the bar (CSS picks).
      if (path === '/') {
        expect(pages[0].html).toContain('Check Price &amp; Availability</span>');
        expect(pages[0].html).toContain('Search prices and availability</span>');
      }
    },
  );

  it("the stylesheet's rules the page can match are inlined; the boot script loads the whole stylesheet, the entry and its own chunk; hashed assets are cached for a year, immutable", async () => {
    const html = (await get('/')).html;
    expect(head(html)).not.toContain('rel="stylesheet"');
    const inline = /<style>([\s\S]*?)<\/style>/.exec(head(html))?.[1] ?? '';
    // The scripts load when a visitor shows up (site/boot-script.ts): no module tags in the head, the
    // entry, the page's chunks and the whole stylesheet in the boot script's attributes at the end of <head>.
    expect(head(html)).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const boot = /<script data-entry="([^"]+)" data-preload="([^"]*)" data-style="([^"]+)">/.exec(head(html));
    expect(boot).not.toBeNull();
    // The boot script (frontend/src/boot/boot.ts, built with the site) is allowed by the hash the build
    // computed, and it is the page's only inline script.
    const inlineScripts = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inlineScripts).toHaveLength(1);
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(inlineScripts[0]).digest('base64')}'`);
    const assets = [boot![1], ...boot![2].split(' ').filter(Boolean), boot![3]];
    expect(assets.some((a) => /home-page-[\w-]+\.js$/.test(a))).toBe(true);
    expect(boot![3]).toMatch(/^\/assets\/style-[\w-]+\.css$/);
    // Inlined: what the page's elements can match (site/critical-css.ts), a fraction of the whole.
    const whole = await (await fetch(`${server.baseUrl}${boot![3]}`)).text();
    expect(inline.length).toBeGreaterThan(5_000);
    expect(inline.length).toBeLessThan(whole.length / 2);
    expect(inline).toContain('--mantine-');
    expect(inline).toContain('.m_77c9d27d{'); // Mantine's Button, on the page
    expect(whole).toContain('.m_1b7284a3{'); // Mantine's Paper …
    expect(inline).not.toContain('.m_1b7284a3{'); // … is not on the home page
    expect(inline).not.toContain('[data-mantine-color-scheme=dark]');
    expect(head((await get('/booking')).html)).toContain('.m_1b7284a3{'); // the booking form is on Paper
    // The browser-rendered admin page links the same stylesheet.
    const shell = (await get('/admin/ip-tracking')).html;
    assets.push(...[...shell.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]));
    expect(assets.some((a) => /\.css$/.test(a))).toBe(true);
    for (const asset of assets) {
      const res = await fetch(`${server.baseUrl}${asset}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await res.arrayBuffer();
    }
    // The server's own bundle is not for browsers.
    expect((await fetch(`${server.baseUrl}/server/entry-server.js`)).status).toBe(404);
  });

  it('sitemap.xml and robots.txt use PUBLIC_URL', async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Every indexed page in every language (docs/product.md §15).
    const pages = ['/', '/vashlovani-national-park-guide', '/terms-of-service', '/privacy-policy'];
    const localised = (page: string, prefix: string) => (prefix && page === '/' ? prefix : `${prefix}${page}`);
    expect(locs).toEqual(pages.flatMap((page) => ['', '/ru', '/he', '/ar'].map((prefix) => `${PUBLIC_URL}${localised(page, prefix)}`)));
    expect(await (await fetch(`${server.baseUrl}/robots.txt`)).text()).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

withBuild('server-rendered pages without PUBLIC_URL', () => {
  let db: TestDatabase;
  let server: BuiltServer;
  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startBuiltServer({ ...db.env, FRONTEND_DIST, PUBLIC_URL: '' });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  /** GET with a Host header of our choosing (fetch does not allow setting it). */
  function getWithHost(path: string, host: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { Host: host, Accept: 'text/html' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it("absolute URLs use the request's origin, and each origin gets its own rendering", async () => {
    const a = await getWithHost('/privacy-policy', 'rent.example.ge');
    expect(canonical(a)).toBe('http://rent.example.ge/privacy-policy');
    expect(meta(a, 'property', 'og:url')).toBe('http://rent.example.ge/privacy-policy');
    const b = await getWithHost('/privacy-policy', 'localhost:3000');
    expect(canonical(b)).toBe('http://localhost:3000/privacy-policy');
    expect(await getWithHost('/sitemap.xml', 'rent.example.ge')).toContain('<loc>http://rent.example.ge/</loc>');
  });
});
