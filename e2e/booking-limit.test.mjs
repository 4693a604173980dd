// A cap on waiting bookings (docs/product.md §11, PENDING_PER_CONTACT) as the wizard shows it: the 429
// answer (type "limit") gets the failure toast and the reason on step 3, in the page's language,
// and what the visitor typed stays. A server of its own with PENDING_PER_CONTACT=1 (the shared one
// runs with the caps off).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import { PERSON, bookThroughApi, toastTexts, walkToStep3 } from './booking-journey.mjs';

describe('a cap on waiting bookings in the wizard', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startOwnServerAndBrowser({ PENDING_PER_CONTACT: '1' })));
  after(() => stopServerAndBrowser({ server, browser }));

  it('shows the 429 like the other booking errors, keeps what was typed, stores nothing', async () => {
    // One booking already waits for this e-mail address.
    await bookThroughApi(server.baseUrl, 'en', 0, { customerEmail: PERSON.email, customerPhone: '+995 599 00 11 22' });
    const { page, context } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
    await walkToStep3(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const res = await answer;
    assert.equal(res.status(), 429);
    const body = await res.json();
    assert.equal(body.errors[0].field, 'customerEmail');
    assert.equal(body.errors[0].type, 'limit');
    assert.match(await toastTexts(page), /Booking Failed/);
    const alert = page.getByRole('alert').filter({ hasText: 'already waiting' });
    await alert.waitFor();
    assert.ok((await alert.innerText()).includes(body.errors[0].message), 'the API reason is shown on step 3');
    assert.equal(new URL(page.url()).pathname, '/booking', 'the visitor stays on the form');
    // What was typed stays: back on step 1 the e-mail is there, marked with the reason.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    assert.equal(await page.getByLabel('Email Address').inputValue(), PERSON.email);
    assert.match(await page.locator('[data-booking-wizard] .mantine-InputWrapper-error').first().innerText(), /already waiting/);
    await context.close();
  });
});
