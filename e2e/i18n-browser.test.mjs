// Languages in the browser (docs/product.md §15): the whole booking journey in Russian and in Arabic up to
// the thank-you page with the reference (and the booking sent with its language), no English
// interface text on Russian, Hebrew and Arabic pages, the switcher keeping page and query, the
// offer for a browser that prefers another language, and the marketing redirects under a prefix.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, settled, siteErrors, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import { OTHER_LOCALES, localised, messages } from './support/i18n.mjs';
import { bookThroughApi, inDays } from './booking-journey.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './support/index.mjs';

/** People's names (the team, the reviewers) are written as they are in every language. */
const NAMES = new Set(
  ['frontend/src/features/home/team.ts', 'frontend/src/features/home/reviews.ts'].flatMap((f) =>
    [...readFileSync(join(ROOT, f), 'utf8').matchAll(/name: '([^']+)'/g)].flatMap((m) => m[1].split(' ')),
  ),
);

/**
 * Latin words a Russian, Hebrew or Arabic page may show: car names, the brand and contact details
 * of the configuration, units and codes, and the language switcher's own names.
 */
const ALLOWED_LATIN = new Set([
  'Toyota', 'FJ', 'Cruiser', '4Runner', 'Subaru', 'Forester', 'Chevrolet', 'Suburban', 'Hyundai', 'Elantra',
  'TOYOTA', 'CRUISER', '4RUNNER', 'SUBARU', 'FORESTER', 'CHEVROLET', 'SUBURBAN', 'HYUNDAI', 'ELANTRA',
  'WhatsApp', 'Google', 'EUR', 'GEL', 'km', 'L', '4x4', '2x2', 'A', 'C',
  'EN', 'RU', 'HE', 'AR', 'English', 'GR', '4X4', '2X2',
  // Technical names the privacy policy keeps as they are.
  'IP', 'gclid', 'reCAPTCHA', 'v3', 'Ads', 'HTTPS', 'cookie',
  // File formats the booking page's pre-check-in accepts.
  'JPEG', 'PNG', 'PDF',
]);

/** Every Latin word the page shows or reads out (text, aria-label, title, alt, placeholder), minus the allowed ones. */
async function englishOn(page, config) {
  const locale = await page.evaluate(() => document.documentElement.lang);
  const words = await page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')) {
      for (const a of ['aria-label', 'title', 'alt', 'placeholder']) if (el.getAttribute(a)) texts.push(el.getAttribute(a));
    }
    return texts.join('\n').match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9'’-]*/g) ?? [];
  });
  // The address as this language writes it (the default is written in each language).
  const configWords = new Set(`${config.brandName} ${config.companyAddresses?.[locale] ?? ''} ${config.contactEmail}`.match(/[A-Za-z][A-Za-z'’-]*/g));
  return [...new Set(words.map((w) => w.replace(/[-'’]+$/, '')))].filter(
    // Single letters are the reviewers' initials and the A/C of the features.
    (w) => !ALLOWED_LATIN.has(w) && !configWords.has(w) && !NAMES.has(w) && !/^[A-Z]$/.test(w) && !/^(you|example|com|e\.g)$/.test(w) && !/^GR-[A-Z2-9]{6}$/.test(w),
  );
}

describe('languages in the browser', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  async function appConfig(page) {
    return page.evaluate(() => JSON.parse(document.querySelector('meta[name="app-config"]')?.getAttribute('content') ?? '{}'));
  }

  for (const locale of ['ru', 'ar']) {
    it(`books a car in ${locale === 'ru' ? 'Russian' : 'Arabic'} from the form to the thank-you page with the reference`, async () => {
      const t = await messages(locale);
      const { page, context, errors } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
      try {
        const start = locale === 'ru' ? 400 : 420;
        const query = `?pickup=tbilisi&dropoff=kutaisi&pickupDate=${inDays(start)}&returnDate=${inDays(start + 5)}&carType=subaru-forester`;
        await page.goto(`/${locale}/booking${query}`);
        assert.equal(await page.getAttribute('html', 'lang'), locale);
        await page.getByRole('heading', { name: t['personal.title'], exact: true }).waitFor();
        // The form is used once React has taken over the server-rendered page.
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        // Step 1 in this language: the field errors come in it too.
        await page.getByRole('button', { name: t['wizard.next'] }).click();
        await page.getByText(t['validation.firstName'], { exact: true }).waitFor();
        await page.locator('input[name="firstName"]').fill('Nino');
        await page.locator('input[name="lastName"]').fill('Beridze');
        await page.locator('input[name="customerEmail"]').fill('nino@example.com');
        await page.locator('input[name="driverAge"]').fill('34');
        await page.locator('input[name="groupSize"]').fill('2');
        await page.locator('input[name="phoneNumber"]').fill('555 12 34 56');
        await page.getByRole('button', { name: t['wizard.next'] }).click();
        await page.getByRole('heading', { name: t['details.title'], exact: true }).waitFor();
        await page.getByRole('button', { name: t['wizard.next'] }).click();
        await page.getByRole('heading', { name: t['complete.title'], exact: true }).waitFor();
        // The summary and price are in this language; the total is in euros.
        assert.ok(await page.getByText(t['price.title'], { exact: true }).isVisible());
        assert.match(await page.getByTestId('booking-total').innerText(), /EUR|€|يورو|אירו/);

        const posted = page.waitForRequest((r) => r.url().endsWith('/api/bookings') && r.method() === 'POST');
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
        await page.getByRole('button', { name: t['wizard.confirmBooking'] }).click();
        assert.equal(JSON.parse((await posted).postData()).locale, locale, 'the booking is sent with its language');
        const created = await (await answered).json();
        assert.equal(created.locale, locale, 'and stored with it');

        await page.waitForURL((url) => url.pathname === `/${locale}/thank-you`);
        const reference = (await page.getByTestId('booking-reference').innerText()).trim();
        assert.equal(reference, created.reference);
        assert.match(reference, /^GR-[A-Z2-9]{6}$/);
        assert.equal(await page.getAttribute('html', 'lang'), locale);
        assert.equal(await page.getAttribute('html', 'dir'), locale === 'ar' ? 'rtl' : 'ltr');
        // The prefilled messaging-app text is in this language and carries the reference.
        const href = await page.getByTestId('message-now').getAttribute('href');
        const text = new URL(href).searchParams.get('text');
        assert.ok(text.includes(reference), text);
        assert.match(text, locale === 'ru' ? /\p{Script=Cyrillic}/u : /\p{Script=Arabic}/u);
        assert.deepEqual(siteErrors(errors), []);
      } finally {
        await context.close();
      }
    });
  }

  it("words the server's field error in Russian from its code and params, not from its English text", async () => {
    const t = await messages('ru');
    const { page, context } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
    try {
      const query = `?pickup=tbilisi&dropoff=kutaisi&pickupDate=${inDays(440)}&returnDate=${inDays(445)}&carType=subaru-forester`;
      await page.goto(`/ru/booking${query}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const personal = { firstName: 'Nino', lastName: 'Beridze', customerEmail: 'nino.codes@example.com', driverAge: '34', groupSize: '2', phoneNumber: '555 12 34 56' };
      for (const [name, value] of Object.entries(personal)) await page.locator(`input[name="${name}"]`).fill(value);
      await page.getByRole('button', { name: t['wizard.next'] }).click();
      await page.getByRole('heading', { name: t['details.title'], exact: true }).waitFor();
      await page.getByRole('button', { name: t['wizard.next'] }).click();
      await page.getByRole('heading', { name: t['complete.title'], exact: true }).waitFor();
      // The server itself answers a booking whose driver is 71 (the browser's checks would not send it).
      let answer;
      await page.route('**/api/bookings', async (route) => {
        const response = await route.fetch({ postData: JSON.stringify({ ...route.request().postDataJSON(), driverAge: '71' }) });
        answer = await response.json();
        await route.fulfill({ response });
      });
      await page.getByRole('button', { name: t['wizard.confirmBooking'] }).click();
      const expected = t['validation.driverAgeRange'].replace('{min}', '23').replace('{max}', '70');
      await page.getByRole('alert').filter({ hasText: expected }).waitFor();
      assert.deepEqual(answer.errors, [
        { field: 'driverAge', type: 'max', message: 'Driver age must be between 23 and 70 years old', code: 'driverAgeRange', params: { min: 23, max: 70 } },
      ]);
      assert.equal(await page.getByText('Driver age must be', { exact: false }).count(), 0, 'no English on the Russian page');
    } finally {
      await context.close();
    }
  });

  for (const locale of OTHER_LOCALES) {
    it(`no English interface text on the ${locale} pages`, async () => {
      const { page, context, errors } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
      try {
        const pages = [
          '/',
          '/?pickup=tbilisi&dropoff=batumi&pickupDate=' + inDays(30) + '&returnDate=' + inDays(37),
          '/booking?carType=toyota-4runner',
          '/vashlovani-national-park-guide',
          '/terms-of-service',
          '/privacy-policy',
          '/thank-you?ref=GR-7K3Q9P',
          '/no-such-page',
        ];
        // The customer's booking page (already in the language's path), pending, at the confirmation
        // step, and kept with its notice.
        const booked = await bookThroughApi(server.baseUrl, locale, 20 + OTHER_LOCALES.indexOf(locale));
        const bookingPages = [booked.bookingPage, `${booked.bookingPage}?cancel=1`];
        for (const path of pages) {
          await page.goto(localised(path, locale));
          await page.locator('footer').waitFor();
          await page.waitForLoadState('networkidle');
          const config = await appConfig(page);
          assert.deepEqual(await englishOn(page, config), [], `English words on ${localised(path, locale)}`);
        }
        for (const path of bookingPages) {
          await page.goto(path);
          await page.locator('footer').waitFor();
          assert.deepEqual(await englishOn(page, await appConfig(page)), [], `English words on the booking page ${path.replace(/\/b\/[^/?]+/, '/b/…')}`);
        }
        await Promise.all([page.waitForURL(/done=kept/), page.getByTestId('keep-button').click()]);
        await page.getByTestId('booking-notice').waitFor();
        assert.deepEqual(await englishOn(page, await appConfig(page)), [], `English words on the kept booking page in ${locale}`);
        // The car overlay, opened from a card.
        await page.goto(localised('/', locale));
        await page.locator('[data-car="toyota-fj-cruiser"] img').first().click();
        await page.getByRole('dialog').waitFor();
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await englishOn(page, await appConfig(page)), [], `English words in the ${locale} car overlay`);
        assert.deepEqual(siteErrors(errors), []);
      } finally {
        await context.close();
      }
    });
  }

  it('the switcher links to the same page and query in every language, and the choice is remembered', async () => {
    const { page, context } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
    try {
      // Once the page is hydrated the links keep the whole query (the server's cached HTML keeps only
      // the parameters the page reads).
      await page.goto('/ru/booking?carType=toyota-4runner&utm_source=x');
      const header = page.getByTestId('language-switcher-header');
      await page.waitForFunction(() => document.querySelector('[data-testid="language-switcher-header"] a[hreflang="he"]')?.getAttribute('href')?.includes('utm_source'));
      assert.equal(await header.locator('a[hreflang="he"]').getAttribute('href'), '/he/booking?carType=toyota-4runner&utm_source=x');
      await page.goto('/ru/booking?carType=toyota-4runner');
      assert.equal(await header.locator('a[hreflang="he"]').getAttribute('href'), '/he/booking?carType=toyota-4runner');
      assert.equal(await header.locator('a[hreflang="en"]').getAttribute('href'), '/booking?carType=toyota-4runner');
      assert.equal(await page.getByTestId('language-switcher-footer').locator('a[hreflang="ar"]').getAttribute('href'), '/ar/booking?carType=toyota-4runner');
      await header.locator('a[hreflang="he"]').click();
      await page.waitForURL((url) => url.pathname === '/he/booking');
      assert.equal(new URL(page.url()).search, '?carType=toyota-4runner');
      assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
      assert.equal(await page.evaluate(() => localStorage.getItem('preferredLocale')), 'he');
      assert.match(await page.evaluate(() => document.cookie), /locale=he/);
    } finally {
      await context.close();
    }
  });

  it('offers the language the browser prefers on the English page, in that language, once', async () => {
    const ar = await messages('ar');
    const { page, context } = await openPage(browser, { width: 390, baseUrl: server.baseUrl, locale: 'ar-EG' });
    try {
      const res = await page.goto('/vashlovani-national-park-guide?x=1');
      assert.equal(res.status(), 200);
      assert.equal(new URL(page.url()).pathname, '/vashlovani-national-park-guide', 'nobody is redirected');
      const offer = page.getByTestId('language-offer');
      await offer.waitFor();
      assert.equal(await offer.getAttribute('lang'), 'ar');
      assert.equal(await offer.getAttribute('dir'), 'rtl');
      const link = offer.getByRole('link', { name: ar['language.offer'] });
      assert.equal(await link.getAttribute('href'), '/ar/vashlovani-national-park-guide?x=1');
      await link.click();
      await page.waitForURL((url) => url.pathname === '/ar/vashlovani-national-park-guide');
      await page.goto('/');
      await page.locator('footer').waitFor();
      await page.waitForLoadState('networkidle');
      await settled(page);
      assert.equal(await page.getByTestId('language-offer').count(), 0, 'not offered again once chosen');
    } finally {
      await context.close();
    }
    const english = await openPage(browser, { width: 390, baseUrl: server.baseUrl, locale: 'en-US' });
    try {
      await english.page.goto('/');
      await english.page.locator('footer').waitFor();
      await english.page.waitForLoadState('networkidle');
      await settled(english.page);
      assert.equal(await english.page.getByTestId('language-offer').count(), 0, 'no offer for an English browser');
    } finally {
      await english.context.close();
    }
  });

  it('marketing redirects and hashes under a prefix land on that language\'s home, query kept', async () => {
    const { page, context } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
    try {
      for (const [from, to] of [
        ['/ru/contact?utm_source=x', '/ru?utm_source=x'],
        ['/he/car/toyota-4runner?a=b', '/he?a=b'],
        ['/ar/a1b2c3d4', '/ar'],
        ['/ru/car-rental-tbilisi?x=1#faq', '/ru?x=1#faq'],
      ]) {
        await page.goto(from);
        await page.waitForURL((url) => !url.pathname.includes('/c') && !url.pathname.includes('a1b2'), { timeout: 5000 });
        await page.locator('#hero').waitFor();
        const url = new URL(page.url());
        assert.equal(`${url.pathname}${url.search}${url.hash}`, to, from);
      }
    } finally {
      await context.close();
    }
  });
});
