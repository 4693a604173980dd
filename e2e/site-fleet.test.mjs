// A car a manager adds with `rentals cars add` on the site: its card on the home page
// (drawn placeholder, its rates) at 390 and 1440 px, its overlay on a phone with its texts (Russian
// given, Hebrew falling back to English), the booking form's car list, and /staff/fleet/photos
// listing it. Screenshots of each.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { rentals } from './support/back-office.mjs';
import { fillPersonal, nextStep } from './booking-journey.mjs';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const NAME = 'Lada Niva Legend';
const ID = 'lada-niva-legend';
const EN = 'A small, tough 4x4 for the mountain tracks of Tusheti.';
const RU = 'Небольшой выносливый внедорожник для горных дорог Тушети.';
const PASSWORD = 'photos of the new niva';

describe('a car added by a manager on the site', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let cliEnv;
  before(async () => {
    ({ server, browser, cliEnv } = await startOwnServerAndBrowser());
    // --by names a staff account: the manager who adds the car.
    const account = await rentals(['staff', 'add', 'e2e', '--email', 'e2e@staff.example', '--role', 'manager'], cliEnv);
    assert.equal(account.code, 0, account.stderr);
    const added = await rentals(
      ['cars', 'add', NAME, '--class', '4x4', '--seats', '4', '--daily', '48', '--description-en', EN, '--features-en', 'Snorkel, Roof rack, Low range', '--description-ru', RU, '--by', 'e2e'],
      cliEnv,
    );
    assert.equal(added.code, 0, added.stderr);
    const unit = await rentals(['units', 'add', '--car', 'lada niva legend', '--label', 'LN-101-GE'], cliEnv);
    assert.equal(unit.code, 0, unit.stderr);
  });
  after(() => stopServerAndBrowser({ server, browser }));

  async function home(path, width) {
    const opened = await openPage(browser, { width, baseUrl: server.baseUrl, ...(width < 500 ? { height: 844, hasTouch: true, isMobile: true } : {}) });
    await opened.page.goto(path);
    await opened.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    return opened;
  }

  it('its card on the home page at 390 px: the placeholder drawing, its rates; the overlay with its texts', async () => {
    const { page, context, errors } = await home('/', 390);
    try {
      const card = page.locator(`[data-car="${ID}"]`);
      await card.scrollIntoViewIfNeeded();
      assert.match(await card.locator('h3').textContent(), /LADA\s+NIVA LEGEND/);
      assert.equal(await card.getByTestId('from-price').textContent(), '€43');
      const picture = card.locator('img');
      assert.equal(await picture.getAttribute('src'), '/images/cars/placeholder.svg');
      await page.waitForFunction((id) => document.querySelector(`[data-car="${id}"] img`)?.complete && document.querySelector(`[data-car="${id}"] img`).naturalWidth > 0, ID);
      await card.screenshot({ path: await screenshot(page, 'site-fleet-card-390', { fullPage: false }).then((p) => p.replace('.png', '-card.png')) });
      await screenshot(page, 'site-fleet-home-390', { fullPage: false });

      await card.locator('button[aria-label^="View photos"]').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByText(EN).waitFor();
      assert.match(await dialog.innerText(), /LADA\s+NIVA LEGEND/);
      for (const feature of ['Snorkel', 'Roof rack', 'Low range']) assert.ok(await dialog.getByText(feature, { exact: true }).isVisible(), feature);
      // One drawn picture, no video slide (no video for an added car).
      assert.equal(await page.getByTestId('gallery-counter').innerText(), '1 / 1');
      assert.equal(await page.locator('[data-testid="video-coming-soon"]').count(), 0);
      await screenshot(page, 'site-fleet-overlay-390', { fullPage: false });
      assert.deepEqual(siteErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  it('at 1440 px among the fleet; /ru shows its Russian text, /he falls back to English', async () => {
    const wide = await home('/', 1440);
    try {
      const cards = await wide.page.locator('article[data-car]').evaluateAll((list) => list.map((a) => a.getAttribute('data-car')));
      assert.deepEqual(cards, ['hyundai-elantra', 'subaru-forester', 'chevrolet-suburban', 'toyota-fj-cruiser', 'toyota-4runner', ID]);
      await wide.page.locator('#cars').scrollIntoViewIfNeeded();
      await wide.page.locator('#cars').screenshot({ path: (await screenshot(wide.page, 'site-fleet-home-1440', { fullPage: false })).replace('.png', '-showcase.png') });
    } finally {
      await wide.context.close();
    }
    for (const [path, text] of [['/ru', RU], ['/he', EN]]) {
      const { page, context, errors } = await home(path, 390);
      try {
        await page.locator(`[data-car="${ID}"] button[aria-label]`).first().click();
        await page.getByRole('dialog').getByText(text).waitFor();
        if (path === '/he') await screenshot(page, 'site-fleet-overlay-he-390', { fullPage: false });
        assert.deepEqual(siteErrors(errors), []);
      } finally {
        await context.close();
      }
    }
  });

  it('the booking form takes it from the URL and offers it with its class and seats', async () => {
    const { page, context } = await home(`/booking?carType=${ID}`, 390);
    try {
      await fillPersonal(page);
      await nextStep(page);
      const select = page.getByRole('combobox', { name: 'Car Type', exact: true });
      await select.waitFor();
      assert.equal(await select.inputValue(), `${NAME} · 4x4 · 4 seats`);
      await select.click();
      assert.ok(await page.getByRole('option', { name: `${NAME} · 4x4 · 4 seats` }).isVisible());
    } finally {
      await context.close();
    }
  });

  it('/staff/fleet/photos lists it with the other cars of the catalogue (390 and 1440 px)', async () => {
    const added = await rentals(['staff', 'add', 'Nino', '--email', 'nino@example.ge', '--role', 'manager'], cliEnv);
    assert.equal(added.code, 0, added.stderr);
    const link = added.stdout.split('\n').find((l) => l.startsWith('http'));
    const { page, context } = await openPage(browser, { width: 390, height: 844, hasTouch: true, isMobile: true, baseUrl: server.baseUrl });
    try {
      await page.goto(link);
      await page.getByLabel('New password').fill(PASSWORD);
      await page.getByLabel('The same again').fill(PASSWORD);
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.getByLabel('Name or e-mail').fill('Nino');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
      await page.goto(`${server.baseUrl}/staff/fleet/photos`);
      await page.getByRole('heading', { name: 'Car photos', level: 1 }).waitFor();
      const section = page.locator(`section[data-car="${ID}"]`);
      assert.match(await section.innerText(), /Lada Niva Legend\s+On the site\. No photos/);
      assert.equal(await page.locator('section[data-car]').count(), 15);
      await screenshot(page, 'staff-fleet-photos-390', { fullPage: false });
      const wide = await openPage(browser, { width: 1440, height: 900, baseUrl: server.baseUrl });
      await wide.context.addCookies(await page.context().cookies());
      await wide.page.goto(`${server.baseUrl}/staff/fleet/photos#car-${ID}`);
      await wide.page.locator(`section[data-car="${ID}"]`).scrollIntoViewIfNeeded();
      await screenshot(wide.page, 'staff-fleet-photos-1440', { fullPage: false });
      await wide.context.close();
    } finally {
      await context.close();
    }
  });
});
