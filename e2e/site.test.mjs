// Home page journeys: sections at 390 px and 1440 px, the header search and its prices, the shake.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { quotePrice } from '../backend/dist/domain/pricing/quote.js';
import { addDays, todayInTbilisi } from '../backend/dist/domain/shared/dates.js';
import { FLEET } from '../backend/dist/domain/catalogue/fleet.js';
import { browserSkip, openPage, screenshot, scrolledTo, settled, siteErrors, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const WIDTHS = [390, 1440];

describe('home page', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  const open = (width, options = {}) => openPage(browser, { width, baseUrl: server.baseUrl, ...options });

  for (const width of WIDTHS) {
    it(`shows every section at ${width} px without console errors`, async () => {
      const { page, context, errors } = await open(width);
      try {
        const res = await page.goto('/');
        assert.equal(res.status(), 200);
        await page.locator('[data-section="car-showcase"] article').first().waitFor();
        assert.match(await page.title(), /Car Rental/);
        assert.ok(await page.locator('#hero').isVisible(), 'hero');
        assert.equal(await page.locator('[data-section="car-showcase"] article').count(), 5);
        for (const v of FLEET) assert.equal(await page.locator(`[data-car="${v.id}"]`).count(), 1, v.id);
        for (const text of ['No Deposit', 'Unlimited Mileage', 'Free Second Driver', 'Cross Border to Armenia']) {
          assert.ok(await page.getByText(text, { exact: true }).isVisible(), text);
        }
        for (const step of ['Choose Dates & Car', 'Get Confirmation', 'Pick Up Your Car']) {
          assert.ok(await page.getByRole('heading', { name: step }).isVisible(), step);
        }
        assert.equal(await page.locator('section[id^="about-"]').count(), 1);
        for (const stat of ['Vehicles Available', 'Customer Satisfaction', 'Years in Business']) {
          assert.ok(await page.getByText(stat).isVisible(), stat);
        }
        assert.equal(await page.locator('section[id^="about-"] li img').count(), 6, 'team of 6');
        assert.equal(await page.locator('#faq button[aria-expanded]').count(), 4, 'four FAQ questions');
        const reviews = page.locator('[data-section="reviews"]');
        // Only on medium and larger screens, added after hydration (the HTML is the same for every device).
        assert.equal(await reviews.locator('li').count(), width >= 992 ? 36 : 0, '9 reviews repeated 4 times');
        assert.equal(await reviews.isVisible(), width >= 992, 'reviews only on medium and larger screens');
        const footer = page.locator('footer');
        // Laid out when it nears the viewport (content-visibility: auto): read it where a visitor does.
        await footer.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => document.querySelector('footer')?.innerText.trim() !== '');
        assert.match(await footer.innerText(), /Since 2012/);
        assert.match(await footer.innerText(), new RegExp(`© ${new Date(Date.now() + 4 * 3_600_000).getUTCFullYear()} `));
        assert.match(await footer.locator('[data-testid="footer-address"]').innerText(), /Tbilisi/);
        assert.match(await footer.locator('[data-testid="footer-email"]').getAttribute('href'), /^mailto:.+@/);
        assert.ok(await footer.getByRole('link', { name: 'Privacy Policy' }).isVisible());
        assert.ok(await footer.getByRole('link', { name: 'Terms of Service' }).isVisible());
        // Back to the top, then to the Forester card (on a phone each card is laid out only when it
        // nears the viewport: content-visibility: auto).
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.locator('[data-car="subaru-forester"]').scrollIntoViewIfNeeded();
        await page.waitForFunction(() => document.querySelector('[data-car="subaru-forester"] [data-testid="from-price"]')?.innerText.trim() !== '');
        // Header: logo to / and the round messaging button with the prefilled booking request.
        assert.equal(await page.locator('header a[aria-label$="home"]').getAttribute('href'), '/');
        const chat = page.locator('header a[href^="https://wa.me/"]');
        assert.equal(await chat.getAttribute('target'), '_blank');
        const text = new URL(await chat.getAttribute('href')).searchParams.get('text');
        for (const line of ['Pickup location:', 'Dropoff location:', 'Pickup date:', 'Return date:', 'Car type:', 'availability and pricing']) {
          assert.ok(text.includes(line), line);
        }
        // Showcase without a search: tiers, the "from" price and "Check Price & Availability".
        const forester = page.locator('[data-car="subaru-forester"]');
        assert.equal(await forester.locator('[data-testid="from-price"]').innerText(), '€61');
        assert.match(await forester.locator('table').innerText(), /1-3 days\s+€68\/day[\s\S]*14\+ days\s+€61\/day/);
        assert.equal(await page.getByRole('button', { name: 'Check Price & Availability' }).count(), width < 768 ? 6 : 5);
        // Search engines only: a real link that is not visible.
        const viewAll = page.locator('[data-testid="view-all-cars"]');
        assert.equal(await viewAll.getAttribute('href'), '/#cars');
        const box = await viewAll.locator('xpath=..').boundingBox();
        assert.ok(!box || (box.width <= 1 && box.height <= 1), `visually hidden (${JSON.stringify(box)})`);
        // Showcase grid: 32 px gap; one or two columns on a phone, five on a 1440 px screen.
        const grid = page.locator('[data-section="car-showcase"] article').first().locator('xpath=..');
        const gridStyle = await grid.evaluate((el) => ({ gap: getComputedStyle(el).columnGap, cols: getComputedStyle(el).gridTemplateColumns.split(' ').length }));
        assert.equal(gridStyle.gap, '32px');
        assert.equal(gridStyle.cols, width >= 1440 ? 5 : 1);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        // Every picture on the page has loaded (not those of the cars' closed dialogs: lazy, they load when opened).
        await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.closest('dialog:not([open])')));
        await settled(page);
        await screenshot(page, `home-${width}`);
        assert.deepEqual(siteErrors(errors), []);
      } finally {
        await context.close();
      }
    });
  }

  for (const width of WIDTHS) {
    it(`a valid search at ${width} px shows the domain's totals and Book Now links`, async () => {
      const { page, context, errors } = await open(width);
      try {
        await page.goto('/');
        // The form works once React has taken over the server-rendered page.
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await page.evaluate(() => localStorage.setItem('gclid', 'TeStGcLiD_123'));
        await page.evaluate(() => {
          window.__pricing = [];
          window.addEventListener('updateCarPricing', (e) => window.__pricing.push(e.detail));
        });
        const today = todayInTbilisi(new Date());
        const pickupDate = addDays(today, 10);
        const returnDate = addDays(today, 17);
        await page.getByLabel('Pickup', { exact: true }).selectOption('tbilisi');
        await page.getByLabel('Dropoff', { exact: true }).selectOption('batumi');
        await page.getByLabel('Pickup Date').fill(pickupDate);
        await page.getByLabel('Return Date').fill(returnDate);
        assert.equal(await page.getByLabel('Pickup Date').getAttribute('min'), today);
        assert.equal(await page.getByLabel('Return Date').getAttribute('min'), pickupDate);
        if (width >= 768) await page.getByRole('button', { name: 'Search prices and availability' }).click();
        else await page.locator('form').getByRole('button', { name: 'Check Price & Availability' }).click();

        await page.locator('[data-testid="total-price"]').first().waitFor();
        const detail = await page.evaluate(() => window.__pricing[0]);
        assert.deepEqual(
          { ...detail, carPrices: undefined },
          { pickupLocation: 'tbilisi', dropoffLocation: 'batumi', pickupDate, returnDate, days: 7, carPrices: undefined },
        );
        assert.deepEqual(
          detail.carPrices.map((c) => c.carType),
          ['Hyundai Elantra', 'Subaru Forester', 'Toyota FJ Cruiser'],
        );
        await scrolledTo(page, '[data-section="car-showcase"]', 120); // the smooth scroll to the showcase
        const top = await page.locator('[data-section="car-showcase"]').evaluate((el) => el.getBoundingClientRect().top);
        assert.ok(Math.abs(top) < 120, `scrolled to the showcase (top ${top})`);
        await screenshot(page, `search-${width}`, { fullPage: false });
        for (const v of FLEET) {
          const card = page.locator(`[data-car="${v.id}"]`);
          await card.scrollIntoViewIfNeeded(); // laid out near the viewport only, on a phone
          const expected = quotePrice({ carType: v.carType, pickupLocation: 'tbilisi', dropoffLocation: 'batumi', days: 7, babySeat: false, crossBorderArmenia: false });
          assert.equal(await card.locator('[data-testid="total-price"]').innerText(), `€${expected.totalPrice}`, v.carType);
          assert.equal(await card.locator('[data-testid="total-days"]').innerText(), '7 days');
          const href = await card.getByRole('link', { name: /Book Now/ }).getAttribute('href');
          const url = new URL(href, server.baseUrl);
          assert.equal(url.pathname, '/booking');
          assert.deepEqual(Object.fromEntries(url.searchParams), {
            pickup: 'tbilisi',
            dropoff: 'batumi',
            pickupDate,
            returnDate,
            carType: v.carType,
            gclid: 'TeStGcLiD_123',
          });
        }
        const fj = detail.carPrices.find((c) => c.carType === 'Toyota FJ Cruiser');
        assert.equal(fj.totalPrice, 67 * 7 + 100);
        await page.locator('[data-car="toyota-4runner"]').getByRole('link', { name: /Book Now/ }).click();
        await page.waitForURL(/\/booking\?/);
        assert.equal(new URL(page.url()).searchParams.get('carType'), 'Toyota 4Runner');
        assert.deepEqual(siteErrors(errors), []);
      } finally {
        await context.close();
      }
    });
  }

  it('an invalid search shakes the form for 500 ms and shows no prices', async () => {
    const { page, context, errors } = await open(1440);
    try {
      await page.goto('/');
      // The form works once React has taken over the server-rendered page.
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.evaluate(() => {
        window.__pricing = 0;
        window.addEventListener('updateCarPricing', () => window.__pricing++);
        // Each shake counted as it starts: polling could miss a 500 ms shake on a busy machine.
        window.__shakes = 0;
        const form = document.querySelector('[data-testid="header-search"]');
        new MutationObserver(() => form.dataset.shaking === 'true' && window.__shakes++).observe(form, { attributes: true, attributeFilter: ['data-shaking'] });
      });
      const shakes = () => page.evaluate(() => window.__shakes);
      const shakenAfter = (count) => page.waitForFunction((n) => window.__shakes > n, count);
      const form = page.locator('[data-testid="header-search"]');
      const submit = page.getByRole('button', { name: 'Search prices and availability' });
      // Missing fields.
      await submit.click();
      await shakenAfter(0);
      await page.waitForFunction(() => document.querySelector('[data-testid="header-search"]').dataset.shaking === 'false');
      assert.equal(await form.getAttribute('data-shaking'), 'false', 'the shake ends');
      // Two days is under the 3-day minimum.
      const today = todayInTbilisi(new Date());
      await page.getByLabel('Pickup', { exact: true }).selectOption('kutaisi');
      await page.getByLabel('Dropoff', { exact: true }).selectOption('kutaisi');
      await page.getByLabel('Pickup Date').fill(addDays(today, 3));
      await page.getByLabel('Return Date').fill(addDays(today, 5));
      let before = await shakes();
      await submit.click();
      await shakenAfter(before);
      assert.equal(await page.locator('[data-testid="total-price"]').count(), 0);
      assert.equal(await page.evaluate(() => window.__pricing), 0);
      assert.equal(await page.locator('[role="alert"]').count(), 0, 'no message');
      // A pickup date in the past.
      await page.getByLabel('Pickup Date').fill(addDays(today, -1));
      await page.getByLabel('Return Date').fill(addDays(today, 6));
      await page.waitForFunction(() => document.querySelector('[data-testid="header-search"]').dataset.shaking === 'false');
      before = await shakes();
      await submit.click();
      await shakenAfter(before);
      assert.equal(await page.locator('[data-testid="total-price"]').count(), 0);
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  for (const width of WIDTHS) {
    it(`shakeHeaderForm moves the form sideways at ${width} px only when 768 px or wider`, async () => {
      const { page, context } = await open(width);
      try {
        await page.goto('/');
        // The form works once React has taken over the server-rendered page.
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await page.locator('[data-testid="header-search"]').waitFor();
        const offsets = await page.evaluate(async () => {
          const form = document.querySelector('[data-testid="header-search"]');
          const seen = new Set();
          const obs = new MutationObserver(() => seen.add(form.dataset.offset));
          obs.observe(form, { attributes: true, attributeFilter: ['data-offset'] });
          window.dispatchEvent(new CustomEvent('shakeHeaderForm'));
          await new Promise((r) => setTimeout(r, 600));
          obs.disconnect();
          return { seen: [...seen], final: form.dataset.offset };
        });
        assert.equal(offsets.final, '0');
        if (width >= 768) {
          for (const x of ['-60', '-80', '-70']) assert.ok(offsets.seen.includes(x), `offset ${x} in ${offsets.seen}`);
        } else {
          assert.deepEqual(offsets.seen, []);
        }
      } finally {
        await context.close();
      }
    });
  }

  it('"Check Price & Availability" on a card shakes the header form and scrolls to the hero', async () => {
    const { page, context } = await open(1440);
    try {
      await page.goto('/');
      // The form works once React has taken over the server-rendered page.
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.evaluate(() => {
        window.__shakes = 0;
        window.addEventListener('shakeHeaderForm', () => window.__shakes++);
      });
      await page.locator('[data-car="toyota-4runner"]').scrollIntoViewIfNeeded();
      await page.locator('[data-car="toyota-4runner"]').getByRole('button', { name: 'Check Price & Availability' }).click();
      await scrolledTo(page, '#hero');
      assert.equal(await page.evaluate(() => window.__shakes), 1);
      const top = await page.locator('#hero').evaluate((el) => el.getBoundingClientRect().top);
      assert.ok(Math.abs(top) < 5, `hero at the top (${top})`);
      assert.equal(await page.locator('[data-testid="total-price"]').count(), 0);
    } finally {
      await context.close();
    }
  });
  it('a search entered before the page is hydrated is kept (slow scripts)', async () => {
    const { page, context, errors } = await open(1440);
    try {
      // Hold the scripts back until the form has been filled in.
      let release;
      const held = new Promise((r) => (release = r));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // DOMContentLoaded waits for module scripts: wait for the server-rendered form instead.
      await page.goto('/', { waitUntil: 'commit' });
      await page.locator('[data-testid="header-search"]').waitFor();
      const today = todayInTbilisi(new Date());
      const pickupDate = addDays(today, 30);
      const returnDate = addDays(today, 35);
      await page.getByLabel('Pickup', { exact: true }).selectOption('batumi');
      await page.getByLabel('Dropoff', { exact: true }).selectOption('tbilisi');
      await page.getByLabel('Pickup Date').fill(pickupDate);
      await page.getByLabel('Return Date').fill(returnDate);
      assert.equal(await page.locator('html[data-hydrated]').count(), 0, 'not hydrated yet');
      release();
      await page.waitForSelector('html[data-hydrated]');
      await settled(page);
      await page.getByRole('button', { name: 'Search prices and availability' }).click();
      await page.locator('[data-testid="total-price"]').first().waitFor();
      const url = new URL(page.url());
      assert.deepEqual([url.searchParams.get('pickup'), url.searchParams.get('dropoff'), url.searchParams.get('pickupDate'), url.searchParams.get('returnDate')], ['batumi', 'tbilisi', pickupDate, returnDate]);
      assert.equal(await page.getByLabel('Pickup Date').inputValue(), pickupDate);
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });
});
