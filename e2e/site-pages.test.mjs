// Redirects of docs/product.md §2, the 404 page (and the server's HTTP 404), the content pages' text and
// metadata, the terms page's Back button, sitemap and robots.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, launchBrowser, openPage, REDIRECT_PATHS, screenshot, settled, siteErrors, startServer } from './support/index.mjs';

describe('redirects, 404 and content pages', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let page;
  let context;
  let errors;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ page, context, errors } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl }));
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  async function landsOn(path) {
    const res = await page.goto(path);
    assert.equal(res.status(), 200, `${path} is answered with 200`);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    await page.locator('#hero').waitFor();
    const url = new URL(page.url());
    return `${url.pathname}${url.search}${url.hash}`;
  }

  it('every fixed redirect goes to / and keeps the query string', async () => {
    for (const path of REDIRECT_PATHS) {
      assert.equal(await landsOn(`${path}?utm_source=ads&gclid=abc123`), '/?utm_source=ads&gclid=abc123', path);
    }
    assert.equal(await landsOn('/contact'), '/');
    assert.deepEqual(siteErrors(errors), []);
  });

  it('/car-rental-tbilisi keeps the hash unless it contains gclid; the server answers the others with a 301, which the browser follows with the hash', async () => {
    assert.equal(await landsOn('/car-rental-tbilisi?x=1#faq'), '/?x=1#faq');
    assert.equal(await landsOn('/car-rental-tbilisi?x=1#gclid=abc'), '/?x=1');
    assert.equal(await landsOn('/batumi-car-rental?x=1#faq'), '/?x=1#faq');
  });

  it('/car/{carId} and /{hash} redirect home keeping the query', async () => {
    assert.equal(await landsOn('/car/toyota-fj-cruiser?a=b'), '/?a=b');
    assert.equal(await landsOn('/car/niva-2'), '/');
    assert.equal(await landsOn('/a1b2c3d4?ref=qr'), '/?ref=qr');
    assert.equal(await landsOn('/0123456789ABCDEF0123456789abcdef'), '/');
  });

  it('unknown paths show the 404 page with HTTP 404, and "Go to Homepage" keeps the query', async () => {
    for (const path of ['/no-such-page', '/facade', '/a1b2c', '/car', '/booking/extra', '/car/a/b']) {
      const res = await page.goto(`${path}?lang=en`);
      assert.equal(res.status(), 404, path);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      assert.ok(await page.getByText("The page you're looking for doesn't exist or has been moved.").isVisible());
    }
    await screenshot(page, 'not-found-1440', { fullPage: false });
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.equal(new URL(page.url()).search, '?lang=en');
  });

  it('the park guide has its sections, metadata, structured data and a start-reading button', async () => {
    await page.goto('/vashlovani-national-park-guide');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.match(await page.title(), /Vashlovani National Park/);
    for (const h of ['Best time to visit', 'Preparation', 'Permits and regulations', 'Getting there', 'Vehicle requirements', 'Frequently asked questions', 'Ready for Vashlovani?']) {
      assert.equal(await page.getByRole('heading', { name: h, level: 2 }).count(), 1, h);
    }
    const text = await page.locator('main').innerText();
    for (const fact of ['5 GEL per person', 'Dedoplistskaro', '95 EUR', 'High ground clearance', 'spare tyre']) {
      assert.ok(text.includes(fact), fact);
    }
    const meta = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.content,
      canonical: document.querySelector('link[rel="canonical"]')?.href,
      ogTitle: document.querySelector('meta[property="og:title"]')?.content,
      ogType: document.querySelector('meta[property="og:type"]')?.content,
      ogImage: document.querySelector('meta[property="og:image"]')?.content,
      jsonLd: document.querySelector('script[type="application/ld+json"]')?.textContent,
    }));
    assert.match(meta.description, /Vashlovani/);
    assert.equal(meta.canonical, `${server.baseUrl}/vashlovani-national-park-guide`);
    assert.match(meta.ogTitle, /Vashlovani/);
    assert.equal(meta.ogType, 'article');
    assert.ok(meta.ogImage.startsWith(server.baseUrl));
    const types = JSON.parse(meta.jsonLd)['@graph'].map((n) => n['@type']);
    assert.deepEqual(types, ['Article', 'FAQPage']);
    const chats = page.locator('a[href^="https://wa.me/"]');
    assert.ok((await chats.count()) >= 3, 'messaging buttons');
    assert.match(new URL(await chats.nth(1).getAttribute('href')).searchParams.get('text'), /Vashlovani/);
    await page.getByRole('button', { name: 'Start reading' }).click();
    await page.waitForFunction(() => {
      const top = document.querySelector('#guide-content').getBoundingClientRect().top;
      return top < 120 && top > -20;
    });
    await settled(page);
    const top = await page.locator('#guide-content').evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(top < 120 && top > -20, `content in view (${top})`);
    await screenshot(page, 'guide-1440');
    assert.deepEqual(siteErrors(errors), []);
  });

  it('the terms cover the rental rules, and Back returns to the stored referrer or /', async () => {
    await page.goto('/vashlovani-national-park-guide');
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    assert.match(await page.title(), /Terms of Service/);
    const text = await page.locator('main').innerText();
    for (const fact of ['21 years old', 'at least 1 year', 'up to 24 hours before', 'no deposit', 'first day', '90 EUR', 'one working day', 'more than 20 minutes', '50 EUR', '50,000 USD']) {
      assert.ok(text.toLowerCase().includes(fact.toLowerCase()), fact);
    }
    for (const h of ['Driver requirements and licence', 'Age', 'Changes and cancellations', 'Payment and deposits', 'Insurance', 'Cross-border rentals']) {
      assert.equal(await page.getByRole('heading', { name: new RegExp(h) }).count(), 1, h);
    }
    // The privacy page is never stored as the referrer.
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Terms of Service' }).first().click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/vashlovani-national-park-guide');

    // `from` query parameter.
    await page.goto('/terms-of-service?from=%2Fprivacy-policy');
    await page.goto('/terms-of-service?from=%2Fcar-rental-tbilisi%3Fx%3D1');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?x=1');

    // docs/product.md §2: a `from` that the browser resolves to another host (`/.//evil.example` is
    // `//evil.example`) is never stored nor followed: Back stays on the site.
    for (const from of ['/.//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/ru/..//evil.example']) {
      const probe = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
      try {
        await probe.page.goto(`/terms-of-service?from=${encodeURIComponent(from)}`);
        await probe.page.getByRole('button', { name: 'Back' }).click();
        await probe.page.waitForURL((url) => url.pathname === '/' && url.origin === server.baseUrl, { timeout: 5000 });
        assert.equal(new URL(probe.page.url()).origin, server.baseUrl, from);
        const stored = await probe.page.evaluate(() => sessionStorage.getItem('referrerPage'));
        assert.ok(stored === null || (!stored.startsWith('//') && !stored.startsWith('/\\')), `${from} stored as ${stored}`);
      } finally {
        await probe.context.close();
      }
    }

    // A fresh visit: back to /.
    const fresh = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
    try {
      await fresh.page.goto('/terms-of-service');
      await screenshot(fresh.page, 'terms-390');
      await fresh.page.getByRole('button', { name: 'Back' }).click();
      await fresh.page.waitForURL((url) => url.pathname === '/');
    } finally {
      await fresh.context.close();
    }
  });

  it('the privacy policy has its effective date and sections', async () => {
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    assert.match(await page.title(), /Privacy Policy/);
    assert.ok(await page.getByText('Effective date: January 7, 2025').isVisible());
    for (const h of ['Data we collect', 'How we use your data', 'Sharing', 'Marketing consent', 'Your rights', 'Security', 'Changes to this policy']) {
      assert.equal(await page.getByRole('heading', { name: new RegExp(h) }).count(), 1, h);
    }
    const text = await page.locator('main').innerText();
    assert.ok(text.includes('30 days'));
    assert.ok(text.includes('gclid'));
    assert.equal(await page.evaluate(() => document.querySelector('link[rel="canonical"]').href), `${server.baseUrl}/privacy-policy`);
  });

  it('serves robots.txt, sitemap.xml, the favicon, the social image and every car picture', async () => {
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    assert.match(robots, /Disallow: \/admin/);
    const sitemap = await fetch(`${server.baseUrl}/sitemap.xml`);
    assert.equal(sitemap.status, 200);
    assert.match(await sitemap.text(), /vashlovani-national-park-guide/);
    const { FLEET } = await import('../backend/dist/domain/catalogue/fleet.js');
    // Every picture the home page and the guide show (img src and CSS url()), and every car picture.
    const pictures = new Set();
    for (const page of ['/', '/vashlovani-national-park-guide']) {
      const html = await (await fetch(`${server.baseUrl}${page}`)).text();
      for (const m of html.matchAll(/(?:src="|url\((?:'|&#x27;))(\/images\/[^"'&)]+)/g)) pictures.add(m[1]);
    }
    assert.ok([...pictures].some((p) => p.endsWith('.webp')), [...pictures].join(' '));
    const paths = ['/favicon.svg', '/images/social.png', ...pictures, ...FLEET.flatMap((v) => [v.image, ...v.gallery])];
    assert.equal(FLEET.map((v) => v.gallery.length).join(','), '1,3,5,4,4');
    for (const p of paths) {
      const res = await fetch(`${server.baseUrl}${p}`);
      assert.equal(res.status, 200, p);
      assert.equal(res.headers.get('content-type')?.split(';')[0], p.endsWith('.webp') ? 'image/webp' : p.endsWith('.png') ? 'image/png' : 'image/svg+xml', p);
      await res.arrayBuffer();
    }
  });
});
