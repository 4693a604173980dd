// Languages (docs/product.md §15), as the server sends them: every public page in every language with
// <html lang dir>, its canonical URL and the hreflang alternates, /ru and /ru/ as the Russian home
// (query kept), localised 404s with status 404, and sitemap.xml. Raw HTML over HTTP: no browser.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer } from './support/index.mjs';
import { LOCALES, OTHER_LOCALES, RTL, localised, messages } from './support/i18n.mjs';

const PUBLIC_PAGES = ['/', '/booking', '/thank-you', '/vashlovani-national-park-guide', '/terms-of-service', '/privacy-policy'];

function attr(html, pattern) {
  return pattern.exec(html)?.[1];
}

describe('languages in the server-rendered HTML', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server?.stop();
  });

  const get = async (path) => {
    const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
    return { status: res.status, html: await res.text() };
  };

  for (const locale of LOCALES) {
    it(`every public page in ${locale}: lang, dir, canonical and hreflang for en, ru, he, ar and x-default`, async () => {
      const origin = server.baseUrl;
      for (const page of PUBLIC_PAGES) {
        const path = localised(page, locale);
        const { status, html } = await get(path);
        assert.equal(status, 200, path);
        assert.equal(attr(html, /<html[^>]* lang="([^"]+)"/), locale, `${path} lang`);
        assert.equal(attr(html, /<html[^>]* dir="([^"]+)"/), RTL.has(locale) ? 'rtl' : 'ltr', `${path} dir`);
        assert.equal(attr(html, /<link rel="canonical" href="([^"]+)"/), `${origin}${path}`, `${path} canonical`);
        const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
        assert.deepEqual(
          alternates,
          [
            ['en', `${origin}${page}`],
            ['ru', `${origin}${localised(page, 'ru')}`],
            ['he', `${origin}${localised(page, 'he')}`],
            ['ar', `${origin}${localised(page, 'ar')}`],
            ['x-default', `${origin}${page}`],
          ],
          `${path} hreflang`,
        );
        // The header and the footer switchers link to this page in every language.
        for (const other of LOCALES) {
          const link = new RegExp(`<a href="${localised(page, other)}" hreflang="${other}"`, 'gi');
          // The thank-you page has the chat bar instead of the header (docs/product.md §13): its footer has the switcher.
          assert.equal(html.match(link)?.length, page === '/thank-you' ? 1 : 2, `${path}: header and footer link to ${other}`);
        }
      }
    });
  }

  it('a cached page\'s switcher links never carry another visitor\'s query', async () => {
    // The HTML is cached per page and the query parameters it reads: a first visit with a
    // campaign parameter must not leave it in the links every later visitor gets.
    await get('/ar/terms-of-service?utm_source=newsletter');
    const { html } = await get('/ar/terms-of-service');
    assert.ok(!html.includes('utm_source'), 'no utm_source in the cached page');
    assert.match(html, /<a href="\/ru\/terms-of-service" hreflang="ru"/i);
  });

  it('/ru and /ru/ are the Russian home page and keep the query; English stays at /', async () => {
    const ru = await messages('ru');
    for (const path of ['/ru', '/ru/', '/ru?utm_source=x', '/ru/?pickup=tbilisi']) {
      const { status, html } = await get(path);
      assert.equal(status, 200, path);
      assert.match(html, /<html[^>]* lang="ru"/, path);
      assert.ok(html.includes(ru['showcase.titleChoose']), `${path} is in Russian`);
    }
    const { html } = await get('/');
    assert.match(html, /<html[^>]* lang="en"/);
    assert.match(html, /<html[^>]* dir="ltr"/);
    assert.ok(html.includes('Choose your car'));
  });

  it('the page text is the language\'s: titles and interface differ from English', async () => {
    const en = await get('/vashlovani-national-park-guide');
    const enTitle = attr(en.html, /<title[^>]*>([^<]+)</);
    for (const locale of OTHER_LOCALES) {
      const m = await messages(locale);
      const { html } = await get(localised('/vashlovani-national-park-guide', locale));
      const title = attr(html, /<title[^>]*>([^<]+)</);
      assert.ok(title && title !== enTitle, `${locale} guide title: ${title}`);
      assert.match(html, /"inLanguage":"(ru|he|ar)"/);
      assert.ok(html.includes(`"inLanguage":"${locale}"`), `${locale} JSON-LD inLanguage`);
      const home = await get(localised('/', locale));
      assert.ok(home.html.includes(m['footer.contact']), `${locale} footer`);
    }
  });

  it('unknown paths under a language prefix get that language\'s 404 page with status 404', async () => {
    for (const locale of OTHER_LOCALES) {
      for (const path of [`/${locale}/no-such-page`, `/${locale}/admin/ip-tracking`, `/${locale}/booking/extra`]) {
        const { status, html } = await get(path);
        assert.equal(status, 404, path);
        assert.equal(attr(html, /<html[^>]* lang="([^"]+)"/), locale, path);
        assert.ok(!html.includes('Page Not Found</h1>'), `${path} is not the English 404`);
      }
    }
    const en = await get('/no-such-page');
    assert.equal(en.status, 404);
    assert.ok(en.html.includes('Page Not Found'));
  });

  it('marketing redirects under a prefix are answered (the browser sends them to that language\'s home)', async () => {
    const { status, html } = await get('/he/car-rental-tbilisi?x=1');
    assert.equal(status, 200);
    assert.ok(html.includes('url=/he?x=1'), 'the noscript refresh goes to /he, query kept');
  });

  it('sitemap.xml lists every indexed page in every language with its alternates', async () => {
    const { status, html: xml } = await get('/sitemap.xml');
    assert.equal(status, 200);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const page of ['/', '/vashlovani-national-park-guide', '/terms-of-service', '/privacy-policy']) {
      for (const locale of LOCALES) assert.ok(locs.includes(localised(page, locale)), `${localised(page, locale)} in the sitemap`);
    }
    assert.equal(locs.length, 16);
    assert.equal((xml.match(/hreflang="x-default"/g) ?? []).length, 16);
  });
});
