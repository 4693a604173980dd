// Accessible after the scripts take over (docs/frontend.md, Accessibility), not only the static page Lighthouse sees:
// axe-core (WCAG 2.0-2.2 A and AA rules, plus unique landmarks and a first-level heading) finds
// nothing in the states a visitor reaches, in English and Arabic: the priced showcase, the open car
// overlay, the wizard's steps with their error messages, the thank-you page, the customer's booking
// page (pending, and its cancel confirmation), the guide, the admin page.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, screenshot, settled, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import { bookThroughApi, inDays, walkToStep3 } from './booking-journey.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Lays out every part of the page (content-visibility: auto sections), then runs axe on it. */
async function audit(page, what) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r()));
    }
    window.scrollTo(0, 0);
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(
    async (tags) =>
      (
        await window.axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          rules: { 'landmark-unique': { enabled: true }, 'page-has-heading-one': { enabled: true } },
        })
      ).violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.any?.[0]?.message ?? ''}`).join(' | ')}`),
    TAGS,
  );
  assert.deepEqual(violations, [], what);
}

describe('accessibility once the scripts have taken over (axe-core)', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  for (const [prefix, width] of [['', 390], ['', 1440], ['/ar', 390], ['/ar', 1440]]) {
    const name = `${prefix || '/'} at ${width} px`;

    it(`${name}: the priced showcase and the open car overlay`, async () => {
      // Axe is injected as a script of the test's own: the site's policy forbids inline scripts.
      const { page, context } = await openPage(browser, { width, baseUrl: server.baseUrl, bypassCSP: true });
      try {
        await page.goto(`${prefix || '/'}?pickup=tbilisi&dropoff=batumi&pickupDate=${inDays(20)}&returnDate=${inDays(24)}`);
        await page.locator('[data-testid="total-price"]').first().waitFor({ state: 'attached' });
        await audit(page, `${name}, priced showcase`);
        const card = page.locator('[data-car]').first();
        await card.scrollIntoViewIfNeeded();
        await card.locator('h3').click();
        await page.getByRole('dialog').waitFor();
        await audit(page, `${name}, overlay`);
        await screenshot(page, `a11y-overlay${prefix.replace('/', '-')}-${width}`, { fullPage: false });
      } finally {
        await context.close();
      }
    });
  }

  for (const prefix of ['', '/ar']) {
    it(`${prefix || 'en'}: the wizard's first two steps with their error messages, and the guide`, async () => {
      const { page, context } = await openPage(browser, { width: 390, baseUrl: server.baseUrl, bypassCSP: true });
      try {
        await page.goto(`${prefix}/booking`);
        const submit = page.locator('[data-booking-wizard] button[type="submit"]');
        await submit.click();
        await page.locator('[data-booking-wizard] .mantine-InputWrapper-error').first().waitFor();
        await audit(page, `${prefix}/booking step 1 with errors`);
        await page.locator('[name="firstName"]').fill('Nino');
        await page.locator('[name="lastName"]').fill('Beridze');
        await page.locator('[name="customerEmail"]').fill('nino@example.com');
        await page.locator('[name="driverAge"]').fill('30');
        await page.locator('[name="groupSize"]').fill('2');
        await page.locator('#booking-phone-number').fill('599123456');
        await submit.click();
        await page.locator('[name="pickupDate"]').waitFor();
        await submit.click();
        await page.locator('[data-booking-wizard] .mantine-InputWrapper-error').first().waitFor();
        await audit(page, `${prefix}/booking step 2 with errors`);
        await screenshot(page, `a11y-wizard-errors${prefix.replace('/', '-')}-390`, { fullPage: false });
        await page.goto(`${prefix}/vashlovani-national-park-guide`);
        await audit(page, `${prefix} guide`);
      } finally {
        await context.close();
      }
    });
  }

  it('en: the wizard step 3 (Complete Your Booking) with its errors', async () => {
    const { page, context } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl, bypassCSP: true });
    try {
      await walkToStep3(page);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await page.getByRole('alert').first().waitFor();
      await settled(page);
      await audit(page, '/booking step 3');
    } finally {
      await context.close();
    }
  });

  it('en: the thank-you page after a booking made in the wizard', async () => {
    const { page, context } = await openPage(browser, { width: 390, baseUrl: server.baseUrl, bypassCSP: true });
    try {
      await walkToStep3(page);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await page.waitForURL(/\/thank-you\?/);
      await page.getByTestId('hold-notice').waitFor();
      await audit(page, 'thank-you page');
    } finally {
      await context.close();
    }
  });

  for (const [locale, week] of [['en', 30], ['ar', 31]]) {
    it(`${locale}: the customer's booking page, pending, kept and asking to confirm a cancellation`, async () => {
      const created = await bookThroughApi(server.baseUrl, locale, week);
      const { page, context } = await openPage(browser, { width: 390, baseUrl: server.baseUrl, bypassCSP: true });
      try {
        await page.goto(created.bookingPage);
        await page.getByTestId('keep-button').waitFor();
        await audit(page, `${locale} booking page, pending`);
        await Promise.all([page.waitForURL(/done=kept/), page.getByTestId('keep-button').click()]);
        await page.getByTestId('booking-notice').waitFor();
        await audit(page, `${locale} booking page, kept`);
        await Promise.all([page.waitForURL(/cancel=1/), page.getByTestId('cancel-link').click()]);
        await page.getByTestId('cancel-confirm').waitFor();
        await audit(page, `${locale} booking page, cancel confirmation`);
      } finally {
        await context.close();
      }
    });
  }

  it('the admin page: sign-in form and the visit list', async () => {
    const { page, context } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl, bypassCSP: true });
    try {
      await page.goto('/admin/ip-tracking');
      await page.getByLabel('Admin token').waitFor();
      await audit(page, 'admin sign-in');
      await page.getByLabel('Admin token').fill(server.adminToken);
      await page.getByLabel('Admin token').press('Enter');
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Admin access' }).waitFor();
      await audit(page, 'admin visit list');
    } finally {
      await context.close();
    }
  });
});
