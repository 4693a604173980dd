// Pre-check-in (docs/product.md §13) in Chromium against a server of its own: at 390 px the customer uploads a
// real JPEG (Chromium's own screenshot) as the driving licence and a real PDF (Chromium's own print)
// as the passport through the booking page, sees them listed; a text file named .jpg is refused;
// the form works without JavaScript; then a staff session sees both on the booking's page and opens
// them, while the documents stay out of reach without it. After the handover the customer's page
// links the rental agreement. Screenshots: the page with the form in en and ar at 390 and 1440 px,
// the staff section at 390 and 1440 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bookingBody, daysFromToday, signInStaff } from './support/back-office.mjs';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const PASSWORD = 'documents before pickup';
/** The back office's pages are plain HTML: nothing to wait for after the load (openPage waits for the site's hydration). */
const STAFF_PAGE = { waitUntil: 'domcontentloaded' };

describe('pre-check-in on the booking page, seen by staff', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let cliEnv;
  before(async () => ({ server, browser, cliEnv } = await startOwnServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  async function book(overrides = {}) {
    const res = await fetch(`${server.baseUrl}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bookingBody(overrides)) });
    assert.equal(res.status, 201, await res.clone().text());
    return res.json();
  }

  /** A real JPEG and a real PDF, made by Chromium itself (a screenshot and a print of a small page). */
  async function realFiles() {
    const context = await browser.newContext({ viewport: { width: 320, height: 200 } });
    const page = await context.newPage();
    await page.setContent('<body style="margin:0;background:#e8f0f7;font:20px sans-serif"><h1 style="margin:20px">DRIVING LICENCE</h1><p style="margin:20px">Amira Haddad</p></body>');
    const jpeg = await page.screenshot({ type: 'jpeg', quality: 80 });
    const png = await page.screenshot({ type: 'png' });
    const pdf = await page.pdf({ width: '320px', height: '200px' });
    await context.close();
    assert.deepEqual([...jpeg.subarray(0, 3)], [0xff, 0xd8, 0xff]);
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    return { jpeg, png, pdf };
  }

  it('at 390 px: uploads a JPEG and a PDF, sees them listed; staff see and open them; the agreement after the handover', async () => {
    const files = await realFiles();
    const created = await book();
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844, hasTouch: true, isMobile: true, baseUrl: server.baseUrl });
    const response = await page.goto(created.bookingPage);
    assert.equal(response.status(), 200);
    const section = page.getByTestId('precheckin');
    await section.scrollIntoViewIfNeeded();
    assert.equal(await page.getByTestId('precheckin-licence').getAttribute('data-sent'), 'no');
    await screenshot(page, 'precheckin-form-en-390');

    // A text file named like a photo: refused by its content, nothing stored, the page says why.
    await page.getByTestId('precheckin-licence-file').setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await Promise.all([page.waitForURL(/error=document-type/), page.getByTestId('precheckin-submit').click()]);
    await page.getByTestId('precheckin-notice').waitFor();
    assert.equal(await page.getByTestId('precheckin-notice').getAttribute('data-notice'), 'documentType');
    assert.match(await page.getByTestId('precheckin-notice').innerText(), /not a photo \(JPEG or PNG\) or a PDF/);
    assert.equal(await page.getByTestId('precheckin-licence').getAttribute('data-sent'), 'no');

    // The real files, the permit and a second driver.
    await page.getByTestId('precheckin-licence-file').setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: files.jpeg });
    await page.getByTestId('precheckin-passport-file').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: files.pdf });
    await page.getByLabel('I hold an international driving permit').check();
    await page.getByLabel('Second driver (optional)').fill('Karim Haddad');
    await Promise.all([page.waitForURL(/done=precheckin/), page.getByTestId('precheckin-submit').click()]);
    assert.equal(new URL(page.url()).hash, '#precheckin');
    await page.getByTestId('precheckin-notice').waitFor();
    assert.match(await page.getByTestId('precheckin-notice').innerText(), /received your pre-check-in/);
    assert.match(await page.getByTestId('precheckin-licence-status').innerText(), /Received: JPEG, \d+ KB, on /);
    assert.match(await page.getByTestId('precheckin-passport-status').innerText(), /Received: PDF, \d+ KB, on /);
    assert.equal(await page.getByLabel('I hold an international driving permit').isChecked(), true);
    assert.equal(await page.getByLabel('Second driver (optional)').inputValue(), 'Karim Haddad');
    // Never the files themselves on the customer's page.
    assert.equal(await page.locator('img[src*="/documents/"], a[href*="/documents/"]').count(), 0);
    await screenshot(page, 'precheckin-sent-en-390');
    assert.deepEqual(siteErrors(errors), []);

    // Staff: a new account, signed in on the phone, sees the section and opens both documents.
    const staff = await openPage(browser, { width: 390, height: 844, hasTouch: true, isMobile: true, baseUrl: server.baseUrl });
    await signInStaff(staff.page, cliEnv, { name: 'Mariam', email: 'mariam@example.ge', password: PASSWORD, goto: STAFF_PAGE });
    await staff.page.goto(`/staff/bookings/${created.reference}`, STAFF_PAGE);
    const card = staff.page.locator('#precheckin');
    await card.waitFor();
    assert.match(await card.innerText(), /International permit\s+yes/);
    assert.match(await card.innerText(), /Second driver\s+Karim Haddad/);
    assert.match(await card.locator('[data-document="licence"]').innerText(), /JPEG photo · \d+ KB/);
    assert.match(await card.locator('[data-document="passport"]').innerText(), /PDF · \d+ KB/);
    await screenshot(staff.page, 'staff-precheckin-390');
    const licenceHref = await card.locator('[data-document="licence"] a', { hasText: 'View' }).getAttribute('href');
    const passportHref = await card.locator('[data-document="passport"] a', { hasText: 'Download' }).getAttribute('href');
    const licence = await staff.page.request.get(licenceHref);
    assert.equal(licence.status(), 200);
    assert.equal(licence.headers()['content-type'], 'image/jpeg');
    assert.equal(licence.headers()['x-content-type-options'], 'nosniff');
    assert.equal(licence.headers()['cache-control'], 'private, no-store');
    assert.ok(Buffer.compare(await licence.body(), files.jpeg) === 0, 'the JPEG byte for byte');
    const passport = await staff.page.request.get(passportHref);
    assert.equal(passport.headers()['content-type'], 'application/pdf');
    assert.match(passport.headers()['content-disposition'], /^attachment; filename="GR-[A-Z0-9]{6}-passport\.pdf"$/);
    assert.ok(Buffer.compare(await passport.body(), files.pdf) === 0, 'the PDF byte for byte');
    assert.deepEqual(siteErrors(staff.errors), []);

    // Out of reach without the staff session: the customer's browser (it has the token) and a stranger.
    for (const request of [page.request, (await browser.newContext({ baseURL: server.baseUrl })).request]) {
      const res = await request.get(licenceHref, { maxRedirects: 0 });
      assert.equal(res.status(), 303);
      assert.equal(res.headers().location, '/staff/login');
    }

    // The staff section on a wide screen.
    const wide = await openPage(browser, { width: 1440, height: 900, baseUrl: server.baseUrl });
    await wide.context.addCookies(await staff.context.cookies());
    await wide.page.goto(`/staff/bookings/${created.reference}`, STAFF_PAGE);
    await wide.page.locator('#precheckin').waitFor();
    await screenshot(wide.page, 'staff-precheckin-1440');
    await wide.context.close();

    // The handover (the staff form's fields, posted with the session's form token): the customer's
    // page then links the agreement.
    const csrf = await staff.page.locator('input[name="_csrf"]').first().inputValue();
    const handover = await staff.page.request.post(`/staff/bookings/${created.reference}/confirm`, { form: { _csrf: csrf }, maxRedirects: 0 });
    assert.equal(handover.status(), 303);
    const checkedOut = await staff.page.request.post(`/staff/bookings/${created.reference}/check-out`, {
      multipart: { _csrf: csrf, odometerKm: '48210', fuelEighths: '8', damageNotes: '', signature: `data:image/png;base64,${files.png.toString('base64')}` },
      maxRedirects: 0,
    });
    assert.equal(checkedOut.status(), 303, await checkedOut.text());
    await staff.context.close();
    await page.goto(created.bookingPage);
    const agreementHref = await page.getByTestId('agreement-link').getAttribute('href');
    assert.equal(agreementHref, `${created.bookingPage}/agreement.pdf`);
    const agreement = await page.request.get(agreementHref);
    assert.equal(agreement.headers()['content-type'], 'application/pdf');
    assert.equal(agreement.headers()['cache-control'], 'private, no-store');
    assert.equal((await agreement.body()).subarray(0, 5).toString('latin1'), '%PDF-');
    await screenshot(page, 'precheckin-agreement-en-390');
    assert.deepEqual(siteErrors(errors), []);
    await context.close();
  });

  it('works without JavaScript', async () => {
    const files = await realFiles();
    const created = await book({ pickupDate: daysFromToday(20), returnDate: daysFromToday(25) });
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, baseURL: server.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(created.bookingPage);
    await page.locator('input[name="passport"]').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: files.pdf });
    await page.locator('input[name="secondDriver"]').fill('Karim Haddad');
    await Promise.all([page.waitForURL(/done=precheckin/), page.getByRole('button', { name: 'Send pre-check-in' }).click()]);
    assert.match(await page.getByTestId('precheckin-passport-status').innerText(), /Received: PDF/);
    assert.equal(await page.getByTestId('precheckin-licence').getAttribute('data-sent'), 'no');
    await context.close();
  });

  for (const [locale, width] of [
    ['en', 1440],
    ['ar', 390],
    ['ar', 1440],
  ]) {
    it(`${locale} at ${width} px: the form ${locale === 'ar' ? 'right to left' : ''}, then what was sent`, async () => {
      const files = await realFiles();
      const created = await book({ locale, pickupDate: daysFromToday(30 + width / 100), returnDate: daysFromToday(36 + width / 100) });
      const { page, context, errors } = await openPage(browser, { width, baseUrl: server.baseUrl });
      await page.goto(created.bookingPage);
      assert.equal(await page.locator('html').getAttribute('dir'), locale === 'ar' ? 'rtl' : 'ltr');
      if (locale === 'ar') assert.match(await page.getByTestId('precheckin-submit').innerText(), /\p{Script=Arabic}/u);
      await page.getByTestId('precheckin').scrollIntoViewIfNeeded();
      await screenshot(page, `precheckin-form-${locale}-${width}`);
      await page.getByTestId('precheckin-licence-file').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: files.png });
      await page.getByTestId('precheckin-passport-file').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: files.pdf });
      await page.getByTestId('precheckin-permit').check();
      await Promise.all([page.waitForURL(/done=precheckin/), page.getByTestId('precheckin-submit').click()]);
      await page.getByTestId('precheckin-notice').waitFor();
      assert.equal(await page.getByTestId('precheckin-passport').getAttribute('data-sent'), 'yes');
      await screenshot(page, `precheckin-sent-${locale}-${width}`);
      assert.deepEqual(siteErrors(errors), []);
      await context.close();
    });
  }
});
