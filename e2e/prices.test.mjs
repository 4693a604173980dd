// Prices in the managers' hands (docs/product.md §3, docs/staff.md): a manager adds a +20 % summer
// season with a 5-day minimum on /staff/prices from a phone (preview, then save); the site's priced
// showcase (server-rendered HTML and the browser) then shows the FJ Cruiser at 80 a day, and the
// header search refuses 4 days with the season's message (translated on /ar). Screenshots of
// /staff/prices at 390 and 1440 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signInStaff } from './support/back-office.mjs';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const PASSWORD = 'prices for the summer';
const YEAR = new Date().getUTCFullYear() + 1;
const search = (returnDate) => `pickup=tbilisi&dropoff=batumi&pickupDate=${YEAR}-07-10&returnDate=${returnDate}`;

describe('prices on /staff/prices and on the site', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let cliEnv;
  before(async () => ({ server, browser, cliEnv } = await startOwnServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  it('a manager previews and saves a season on a phone; the priced showcase and the header search use it', async () => {
    // Before: 7 days from 10 Jul at 67 a day + 100 delivery.
    const beforeHtml = (await (await fetch(`${server.baseUrl}/?${search(`${YEAR}-07-17`)}`)).text()).replaceAll('<!-- -->', '');
    assert.match(beforeHtml, /data-car="toyota-fj-cruiser"[\s\S]*?data-testid="total-price"[^>]*>€569</);

    const { page, errors } = await openPage(browser, { width: 390, height: 844, hasTouch: true, isMobile: true, baseUrl: server.baseUrl });
    await signInStaff(page, cliEnv, { name: 'Mariam', email: 'mariam@example.ge', role: 'manager', password: PASSWORD });
    await page.getByRole('link', { name: 'Prices' }).click();
    await page.getByRole('heading', { name: 'Prices', level: 1 }).waitFor();
    await screenshot(page, 'staff-prices-390');
    await screenshot(page, 'staff-prices-390-top', { fullPage: false });

    await page.getByLabel('Name').fill('Summer');
    await page.getByLabel('From').fill(`${YEAR}-07-01`);
    await page.getByLabel('To (included)').fill(`${YEAR}-08-31`);
    await page.getByLabel('Percent (−90 to +500)').fill('20');
    await page.getByLabel('Minimum days (optional)').fill('5');
    await page.locator('form:has(input[name="kind"][value="season-add"])').getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('price-preview');
    await preview.waitFor();
    assert.equal(await preview.innerText(), 'a 7-day Toyota FJ Cruiser from 1 Jul: €469 → €560');
    await screenshot(page, 'staff-prices-preview-390');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: every quote and page uses it within seconds.').waitFor();
    assert.deepEqual(siteErrors(errors), []);

    const wide = await openPage(browser, { width: 1440, height: 900, baseUrl: server.baseUrl });
    await wide.context.addCookies(await page.context().cookies());
    await wide.page.goto(`${server.baseUrl}/staff/prices`);
    await wide.page.getByRole('heading', { name: 'Prices', level: 1 }).waitFor();
    await screenshot(wide.page, 'staff-prices-1440');

    // The server-rendered showcase: 7 × round(67 × 1.2) = 560 + 100 delivery (the page cache's key carries the price version).
    const html = (await (await fetch(`${server.baseUrl}/?${search(`${YEAR}-07-17`)}`)).text()).replaceAll('<!-- -->', '');
    assert.match(html, /data-car="toyota-fj-cruiser"[\s\S]*?data-testid="total-price"[^>]*>€660</);

    // The browser prices with the tables the server sent: the header search, 4 days, is refused with the season's message.
    const site = await openPage(browser, { width: 1440, height: 900, baseUrl: server.baseUrl });
    await site.page.goto(`${server.baseUrl}/?${search(`${YEAR}-07-17`)}`);
    const card = site.page.locator('[data-car="toyota-fj-cruiser"]');
    assert.equal(await card.locator('[data-testid="total-price"]').innerText(), '€660');
    await site.page.getByLabel('Return Date').fill(`${YEAR}-07-14`);
    await site.page.locator('[data-testid="header-search"] button[type="submit"]').click();
    assert.equal(await site.page.getByTestId('search-notice').innerText(), 'Bookings starting between 1 Jul and 31 Aug need at least 5 days');
    await site.page.goto(`${server.baseUrl}/ar?${search(`${YEAR}-07-17`)}`);
    await site.page.locator('[data-testid="header-search"] input[name="returnDate"]').fill(`${YEAR}-07-14`);
    await site.page.locator('[data-testid="header-search"] button[type="submit"]').click();
    const arabic = await site.page.getByTestId('search-notice').innerText();
    assert.match(arabic, /الحجوزات التي تبدأ بين/);
    await screenshot(site.page, 'prices-search-notice-ar-1440', { fullPage: false });
  });
});
