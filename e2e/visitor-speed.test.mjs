// What a visitor meets before and at the first touch (docs/performance.md): old links that go home by
// themselves, one HTML whatever the User-Agent with nothing moving when the scripts take over, a tap
// on a car that opens its overlay, and a console without warnings or errors on every page in every
// language, before and after a search (production build). The timings are `npm run bench -- tap`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, screenshot, settled, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import { inDays } from './booking-journey.mjs';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const IPAD_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

/** A page of its own, with the console's warnings and errors and the page's layout shifts recorded. */
async function rawPage(browser, baseUrl, options = {}) {
  const context = await browser.newContext({ baseURL: baseUrl, deviceScaleFactor: 1, ...options });
  await context.addInitScript(() => {
    window.__shifts = 0;
    window.__moved = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        window.__shifts += e.value;
        window.__moved.push(...e.sources.map((s) => `${s.node?.nodeName} ${s.node?.className ?? ''} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`));
      }),
    ).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const console_ = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') console_.push(`${m.type()}: ${m.text().split('\n')[0]} (${m.location().url})`);
  });
  page.on('pageerror', (e) => console_.push(`pageerror: ${e.message}`));
  return { context, page, console: console_ };
}

describe('the visitor\'s first seconds', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  it('old links reach the home page of their language with no touch at all (query and hash rules kept)', async () => {
    const { context, page } = await rawPage(browser, server.baseUrl);
    try {
      for (const [from, to] of [
        ['/car-rental-tbilisi?x=1', '/?x=1'],
        ['/car-rental-tbilisi?x=1#faq', '/?x=1#faq'],
        ['/car-rental-tbilisi#gclid=abc', '/'],
        ['/ru/car-rental-tbilisi?x=1#about', '/ru?x=1#about'],
        ['/ru/contact', '/ru'],
        ['/shop?utm_source=ads', '/?utm_source=ads'],
        ['/ar/a1b2c3d4?ref=qr', '/ar?ref=qr'],
      ]) {
        // 'commit': no load wait and no pointer: nothing a visitor would do.
        await page.goto(from, { waitUntil: 'commit' });
        await page.waitForURL((u) => `${u.pathname}${u.search}${u.hash}` === to, { timeout: 3000, waitUntil: 'commit' });
      }
    } finally {
      await context.close();
    }
  });

  it('the same HTML for a phone, an iPad and a desktop, and nothing moves over load and the first tap (500 px desktop, 390 px phone, iPad)', async () => {
    const search = `?pickup=tbilisi&dropoff=batumi&pickupDate=${inDays(20)}&returnDate=${inDays(23)}`;
    for (const path of ['/', `/${search}`, '/ar', '/booking']) {
      const bodies = await Promise.all(
        [PHONE_UA, IPAD_UA, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36'].map(async (ua) =>
          (await fetch(`${server.baseUrl}${path}`, { headers: { 'User-Agent': ua, Accept: 'text/html' } })).text(),
        ),
      );
      assert.equal(bodies[1], bodies[0], `${path}: iPad and phone`);
      assert.equal(bodies[2], bodies[0], `${path}: desktop and phone`);
    }
    for (const [name, options] of [
      ['desktop-500', { viewport: { width: 500, height: 900 } }],
      ['phone-390', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA }],
      ['ipad', { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true, userAgent: IPAD_UA }],
    ]) {
      for (const path of ['/', '/ar']) {
        const { context, page } = await rawPage(browser, server.baseUrl, options);
        try {
          await page.goto(path);
          const card = await page.locator('#hs-pickup').boundingBox();
          // From the first touch on: the scripts, the whole stylesheet and hydration.
          await page.evaluate(() => {
            window.__shifts = 0;
            window.__moved = [];
          });
          // The first touch (a tap on the hero's text), then the scripts take over.
          if (options.hasTouch) await page.touchscreen.tap(20, 200);
          else await page.mouse.click(20, 200);
          await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
          await settled(page);
          assert.deepEqual(await page.locator('#hs-pickup').boundingBox(), card, `${name} ${path}: the search form stays where it was`);
          assert.equal(await page.evaluate(() => window.__shifts), 0, `${name} ${path}: layout shift ${await page.evaluate(() => window.__moved.join('; '))}`);
          await screenshot(page, `visitor-${name}${path.replace('/', '-')}`, { fullPage: false });
        } finally {
          await context.close();
        }
      }
    }
  });

  it('a tap on a car card, the page touched once before, opens its overlay', async () => {
    const { context, page, console: messages } = await rawPage(browser, server.baseUrl, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_UA,
    });
    try {
      await page.goto('/');
      await page.touchscreen.tap(20, 200);
      const card = page.locator('[data-car="toyota-4runner"]');
      await card.scrollIntoViewIfNeeded();
      const box = await card.locator('h3').boundingBox();
      await page.touchscreen.tap(box.x + 10, box.y + box.height / 2);
      await page.getByRole('dialog').waitFor({ timeout: 10_000 });
      assert.match(await page.getByRole('dialog').innerText(), /Toyota\s+4Runner/i);
      assert.deepEqual(messages, []);
    } finally {
      await context.close();
    }
  });

  it('no console warning or error on any page in any language, before and after a search', async () => {
    const pages = ['/', '/booking', '/vashlovani-national-park-guide', '/terms-of-service', '/privacy-policy', '/no-such-page'];
    for (const prefix of ['', '/ru', '/he', '/ar']) {
      const { context, page, console: messages } = await rawPage(browser, server.baseUrl, { viewport: { width: 1440, height: 900 } });
      try {
        for (const path of pages) {
          await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
          await page.mouse.move(5, 5);
          await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
          await settled(page);
        }
        // A search on the home page: prices, the showcase and the availability of the cards.
        await page.goto(prefix || '/');
        await page.mouse.move(5, 5);
        await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
        await page.locator('#hs-pickup').selectOption('tbilisi');
        await page.locator('#hs-dropoff').selectOption('batumi');
        await page.locator('#hs-pickup-date').fill(inDays(30));
        await page.locator('#hs-return-date').fill(inDays(34));
        await page.locator('[data-testid="header-search"] [type="submit"]').click();
        await page.locator('[data-testid="total-price"]').first().waitFor({ state: 'attached' });
        await settled(page); // the smooth scroll to the showcase has stopped
        await page.locator('[data-car]').first().locator('h3').click();
        await page.getByRole('dialog').waitFor();
        // Left out: the 404 page's own document (Chromium logs its HTTP 404, which the page must
        // answer) and GET /api/gclid/latest answering 404 for "no click id saved" (docs/api.md).
        const expected = [/\/no-such-page\)$/, /\/api\/gclid\/latest\?/];
        assert.deepEqual(messages.filter((m) => !expected.some((re) => re.test(m))), [], `${prefix || 'en'}`);
      } finally {
        await context.close();
      }
    }
  });
});
