// The admin visits page (/admin/ip-tracking) in Chromium against a production server of its own
// (a known admin token and a visit list no other test file writes to): wrong and right token,
// the table with the paid-ads badge, refresh on demand and every 10 s, delete all, empty state.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const CONFIRMATION = 'Are you sure you want to delete ALL IP addresses? This cannot be undone.';

describe('admin visits page', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startOwnServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  /** A page request as a browser makes it: it records a visit. */
  const visit = (path) => fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' } }).then((r) => r.text());
  const apiVisits = async () => {
    const res = await fetch(`${server.baseUrl}/api/ip/visits`, { headers: { authorization: `Bearer ${server.adminToken}` } });
    assert.equal(res.status, 200);
    return (await res.json()).visits;
  };
  const rows = (page) => page.locator('[data-testid="visits-table"] tbody tr');

  it('asks for the token, refuses a wrong one, lists, refreshes, deletes all', async () => {
    assert.ok(server.adminToken, 'the server has a known admin token');
    await visit('/?gclid=E2EpaidClick');
    await visit('/booking');

    const { page, context, errors } = await openPage(browser, { width: 1440, baseUrl: server.baseUrl });
    // The page's own clock, so that the 10-second refresh below is seen without waiting 10 s.
    await page.clock.install();
    await page.goto('/admin/ip-tracking');
    assert.equal(await page.locator('meta[name="robots"][content="noindex"]').count() >= 1, true);
    const tokenInput = page.getByRole('textbox', { name: 'Admin token' });
    await tokenInput.waitFor();
    assert.equal(await tokenInput.getAttribute('type'), 'password');
    await screenshot(page, 'admin-token-1440');

    // Wrong token: told so, asked again, nothing kept.
    await tokenInput.fill('not-the-token');
    await page.getByRole('button', { name: 'Show visitors' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong admin token' }).waitFor();
    await page.getByRole('textbox', { name: 'Admin token' }).waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('adminToken')), null);

    // Right token: the list.
    await page.getByRole('textbox', { name: 'Admin token' }).fill(server.adminToken);
    await page.getByRole('button', { name: 'Show visitors' }).click();
    await rows(page).first().waitFor();
    const stored = await apiVisits();
    assert.equal(await rows(page).count(), stored.length);
    assert.ok(stored.length >= 3, 'the two requests above and this page');
    const paid = stored.filter((v) => v.isGoogleAdsTraffic).length;
    assert.ok(paid >= 1);
    assert.equal(await page.getByText('Paid ads', { exact: true }).count(), paid);
    const firstRow = await rows(page).first().innerText();
    assert.match(firstRow, /127\.0\.0\.1|::1/);
    assert.doesNotMatch(firstRow, /\d{4}-\d{2}-\d{2}T/, 'the time is formatted for people');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('adminToken')), server.adminToken);
    await screenshot(page, 'admin-list-1440');

    // Refresh on demand.
    const before = await rows(page).count();
    await visit('/terms-of-service');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="visits-table"] tbody tr').length === n + 1, before, { timeout: 5000 });

    // And every 10 seconds by itself (the page's clock moved on by 10 s).
    await visit('/privacy-policy');
    await page.clock.fastForward(10_000);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="visits-table"] tbody tr').length === n + 2, before, { timeout: 5000 });

    // Delete all: a browser confirmation; cancelling deletes nothing.
    const dialogs = [];
    page.once('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const shown = page.waitForEvent('dialog');
    await page.getByRole('button', { name: 'Delete all' }).click();
    await shown;
    assert.deepEqual(dialogs, [CONFIRMATION]);
    assert.equal((await apiVisits()).length, before + 2);

    page.once('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: 'Delete all' }).click();
    await page.getByText('No visitors yet', { exact: true }).waitFor();
    assert.deepEqual(dialogs, [CONFIRMATION, CONFIRMATION]);
    assert.deepEqual(await apiVisits(), []);
    await screenshot(page, 'admin-empty-1440');

    assert.deepEqual(siteErrors(errors, [/^http 401 GET \S*\/api\/ip\/visits/]), []);
    await context.close();
  });

  it('keeps the token for the session and fits a phone', async () => {
    const { page, context } = await openPage(browser, { width: 390, baseUrl: server.baseUrl });
    await page.goto('/admin/ip-tracking');
    await page.getByRole('textbox', { name: 'Admin token' }).fill(server.adminToken);
    await page.getByRole('button', { name: 'Show visitors' }).click();
    await rows(page).first().waitFor(); // this page's own visit
    await page.reload();
    await rows(page).first().waitFor(); // no second question after a reload
    assert.equal(await page.getByRole('textbox', { name: 'Admin token' }).count(), 0);
    await screenshot(page, 'admin-list-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no sideways scrolling (${overflow} px)`);

    // A token that stops working (changed on the server) sends the visitor back to the form.
    await page.evaluate(() => sessionStorage.setItem('adminToken', 'revoked'));
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Wrong admin token' }).waitFor();
    await context.close();
  });
});
