// Click-id tracking (docs/product.md §14) and the browser-translation error guard in Chromium against the
// production server: save with a gclid, restore it for the same device, repair an encoded URL,
// and swallow only the DOM errors that in-page translation causes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, settled, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';
import { expectHeading } from './booking-journey.mjs';

describe('click tracking and translation errors', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  it('saves a gclid with the device record, then restores it for the same device', async () => {
    // A screen size of its own makes this device's fingerprint unique on a shared server.
    const screen = { width: 1111 + Math.floor(Math.random() * 500), height: 777 };
    const { page, context } = await openPage(browser, { width: 1280, baseUrl: server.baseUrl, screen });
    const gclid = `E2Etrack${Date.now()}`;
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/gclid/save'));
    const savedAnswer = page.waitForResponse((r) => r.url().endsWith('/api/gclid/save'));
    await page.goto(`/thank-you?gclid=${gclid}`);
    const record = (await saved).postDataJSON();
    assert.ok((await savedAnswer).ok());
    assert.deepEqual(Object.keys(record).sort(), [
      'deviceFingerprint', 'domain', 'gclid', 'language', 'platform', 'referrer', 'screenResolution', 'sessionId', 'sourceUrl', 'timezone', 'userAgent',
    ]);
    assert.match(record.deviceFingerprint, /^[0-9a-f]{64}$/);
    assert.equal(record.gclid, gclid);
    assert.equal(record.domain, '127.0.0.1');
    assert.equal(record.screenResolution, `${screen.width}x${screen.height}`);
    assert.ok(record.sourceUrl.includes(`gclid=${gclid}`));
    const stored = await page.evaluate(() => [localStorage.getItem('gclid'), sessionStorage.getItem('gclid')]);
    assert.deepEqual(stored, [gclid, gclid]);

    // The fingerprint is the SHA-256 of the device traits, so a fresh context on the same device
    // (no storage) gets the click id back from the server and into the URL.
    const second = await openPage(browser, { width: 1280, baseUrl: server.baseUrl, screen });
    const latest = second.page.waitForRequest((r) => r.url().includes('/api/gclid/latest?deviceFingerprint='));
    await second.page.goto('/booking?carType=subaru-forester');
    const asked = new URL((await latest).url()).searchParams.get('deviceFingerprint');
    assert.equal(asked, record.deviceFingerprint, 'the same device gives the same fingerprint');
    await second.page.waitForFunction((g) => new URLSearchParams(location.search).get('gclid') === g, gclid);
    assert.equal(new URL(second.page.url()).searchParams.get('carType'), 'subaru-forester', 'other parameters are kept');
    await second.context.close();
    await context.close();
  });

  it('a device with no saved click id gets a 404 and nothing changes', async () => {
    const screen = { width: 2000 + Math.floor(Math.random() * 500), height: 1234 };
    const { page, context } = await openPage(browser, { width: 1280, baseUrl: server.baseUrl, screen });
    const answer = page.waitForResponse((r) => r.url().includes('/api/gclid/latest'));
    await page.goto('/booking');
    assert.equal((await answer).status(), 404);
    await page.waitForLoadState('networkidle');
    await settled(page);
    assert.equal(new URL(page.url()).search, '');
    await expectHeading(page, 'Personal Information');
    await context.close();
  });

  it('repairs a URL-encoded ?gclid= into a real query before routing', async () => {
    const { page, context } = await openPage(browser, { width: 1280, baseUrl: server.baseUrl });
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/gclid/save'));
    await page.goto('/booking%3Fgclid%3DENCODED123');
    await expectHeading(page, 'Personal Information');
    const url = new URL(page.url());
    assert.equal(url.pathname, '/booking');
    assert.equal(url.searchParams.get('gclid'), 'ENCODED123');
    assert.equal((await saved).postDataJSON().gclid, 'ENCODED123');
    await context.close();
  });

  it('suppresses only the DOM errors of in-browser translation', async () => {
    const { page, context } = await openPage(browser, { width: 1280, baseUrl: server.baseUrl });
    await page.goto('/booking');
    await expectHeading(page, 'Personal Information');
    const result = await page.evaluate(async () => {
      const out = {};
      // React removing a text node that translation already replaced.
      const parent = document.createElement('div');
      const stranger = document.createTextNode('hola');
      try {
        parent.removeChild(stranger);
        out.removeChild = 'no throw';
      } catch (e) {
        out.removeChild = String(e);
      }
      try {
        parent.insertBefore(document.createElement('span'), stranger);
        out.insertBefore = parent.childNodes.length === 0 ? 'no throw' : 'inserted';
      } catch (e) {
        out.insertBefore = String(e);
      }
      const translation = new DOMException(
        "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.",
        'NotFoundError',
      );
      const fire = (error) => {
        const event = new ErrorEvent('error', { error, message: `Uncaught ${error.name}: ${error.message}`, cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      out.translationErrorSuppressed = fire(translation);
      out.otherErrorSuppressed = fire(new TypeError('x is not a function'));
      const reject = (reason) => {
        const event = new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason, cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      out.translationRejectionSuppressed = reject(translation);
      out.otherRejectionSuppressed = reject(new Error('network down'));
      // A real, unrelated removeChild still works.
      const child = parent.appendChild(document.createElement('b'));
      parent.removeChild(child);
      out.realRemoveWorks = parent.childNodes.length === 0;
      return out;
    });
    assert.deepEqual(result, {
      removeChild: 'no throw',
      insertBefore: 'no throw',
      translationErrorSuppressed: true,
      otherErrorSuppressed: false,
      translationRejectionSuppressed: true,
      otherRejectionSuppressed: false,
      realRemoveWorks: true,
    });
    await context.close();
  });
});
