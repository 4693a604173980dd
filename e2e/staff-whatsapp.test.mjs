// WhatsApp on the phone (docs/operations.md, WhatsApp): Chromium at 390 px against a server of its own
// with the webhook configured. A signed delivery naming a pending booking's reference ("gr xxxxxx")
// -> Today's card says "wrote on WhatsApp" (and the booking is kept); a message naming no booking
// -> /staff/whatsapp lists it. Screenshots of both.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { bookingBody, cliEnvOf, signInStaff } from './support/back-office.mjs';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const SECRET = 'e2e-whatsapp-app-secret';

function delivery(from, text, id) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', contacts: [{ profile: { name: 'Nino' }, wa_id: from }], messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }] } }] }],
  });
}

describe('WhatsApp messages on Today and in the inbox', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startOwnServerAndBrowser({ WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: 'e2e-verify' })));
  after(() => stopServerAndBrowser({ server, browser }));

  async function post(raw) {
    const signature = `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;
    const res = await fetch(`${server.baseUrl}/api/whatsapp/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body: raw });
    assert.equal(res.status, 200);
  }

  it('shows "wrote on WhatsApp" on the booking\'s card at 390 px, and the unmatched message in /staff/whatsapp', async () => {
    const res = await fetch(`${server.baseUrl}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bookingBody({})) });
    assert.equal(res.status, 201);
    const { reference } = await res.json();
    await post(delivery('995599112233', `Hello, my booking is ${reference.toLowerCase().replace('-', ' ')}`, 'wamid.e2e1'));
    await post(delivery('995577445566', 'Hi, is a 4x4 free next weekend?', 'wamid.e2e2'));

    const { page, errors } = await openPage(browser, { width: 390, height: 844, hasTouch: true, isMobile: true, baseUrl: server.baseUrl });
    await signInStaff(page, cliEnvOf(server), { name: 'Mariam', email: 'mariam@example.ge', password: 'read the messages please' });
    // Processing runs after the answer: reload Today until the card says so.
    const card = page.locator('li.item', { hasText: reference }).first();
    for (let i = 0; i < 50 && (await card.locator('[data-whatsapp]').count()) === 0; i++) {
      await new Promise((r) => setTimeout(r, 200));
      await page.reload();
    }
    assert.match(await card.locator('[data-whatsapp]').innerText(), /^wrote on WhatsApp \d\d:\d\d$/);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    assert.ok(fits, 'Today fits 390 px');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'staff-today-whatsapp-390');

    await page.goto('/staff/whatsapp');
    await page.getByRole('heading', { name: 'WhatsApp inbox' }).waitFor();
    assert.match(await page.locator('[data-inbox="wamid.e2e2"]').innerText(), /is a 4x4 free next weekend/);
    assert.equal(await page.locator('[data-inbox="wamid.e2e1"]').count(), 0);
    await screenshot(page, 'staff-whatsapp-inbox-390');
    assert.deepEqual(siteErrors(errors), []);
  });
});
