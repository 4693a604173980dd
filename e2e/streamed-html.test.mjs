// A page whose HTML arrives in pieces holds still (docs/frontend.md, "Whole blocks"). On a slow
// network (or when a slow phone's parser pauses) the browser paints what it has so far; a row whose
// later items had not arrived yet (the header's language links and button, the search bar's
// segments, centred lines, the booking steps) used to move what it had shown when they came: CLS
// 0.003-0.03 on every page, unseen by Lighthouse, which loads the HTML whole. The pages here come
// through a proxy that passes on their first 72 kB a few hundred bytes at a time, with a pause
// between pieces, at two piece sizes, so the pieces end at different places; no script runs (no
// visitor shows up), and not one layout shift may happen.
import assert from 'node:assert/strict';
import { request as httpRequest, createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { browserSkip, openPage, siteErrors, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const SLOW_BYTES = 72_000;
const PAUSE_MS = 20;

/** A proxy to `baseUrl` that sends each HTML page's first SLOW_BYTES in pieces of `piece()` bytes. */
async function slowHtmlProxy(baseUrl, piece) {
  const target = new URL(baseUrl);
  const proxy = createServer((req, res) => {
    const headers = { ...req.headers, host: target.host, 'accept-encoding': 'identity' };
    const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers }, async (answer) => {
      if (!/text\/html/.test(answer.headers['content-type'] ?? '')) {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
        return;
      }
      const parts = [];
      for await (const part of answer) parts.push(part);
      const body = Buffer.concat(parts);
      const { 'content-length': _length, ...rest } = answer.headers;
      res.writeHead(answer.statusCode, rest);
      const size = piece();
      let at = 0;
      for (; at < Math.min(body.length, SLOW_BYTES); at += size) {
        res.write(body.subarray(at, at + size));
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
      res.end(body.subarray(at));
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${proxy.address().port}`, close: () => new Promise((resolve) => proxy.close(resolve)) };
}

describe('a page whose HTML arrives in pieces', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let proxy;
  let pieceSize = 700;
  before(async () => {
    ({ server, browser } = await startServerAndBrowser());
    proxy = await slowHtmlProxy(server.baseUrl, () => pieceSize);
  });
  after(async () => {
    await proxy?.close();
    await stopServerAndBrowser({ server, browser });
  });

  const pages = ['/', '/ar', '/booking', '/he/privacy-policy', '/vashlovani-national-park-guide', '/no-such-page'];
  for (const path of pages) {
    for (const width of [390, 1440]) {
      it(`${path} at ${width} px: no layout shift while it arrives, and every block shown at the end`, async () => {
        for (const size of [700, 1500]) {
          pieceSize = size;
          const { page, context, errors } = await openPage(browser, { width, baseUrl: proxy.url });
          try {
            await context.addInitScript(() => {
              window.__shifts = [];
              new PerformanceObserver((list) => {
                for (const e of list.getEntries()) {
                  const what = e.sources.map((s) => `${s.node?.nodeName ?? '?'}.${String(s.node?.className?.baseVal ?? s.node?.className ?? '').slice(0, 40)}`);
                  window.__shifts.push(`${e.value.toFixed(5)} at ${Math.round(e.startTime)} ms: ${what.join(', ')}`);
                }
              }).observe({ type: 'layout-shift', buffered: true });
            });
            // 'commit', not 'load': the tests' page.goto would otherwise act as a visitor (and load the scripts).
            await page.goto(path, { waitUntil: 'commit' });
            await page.waitForLoadState('load');
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
            assert.equal(await page.locator('html[data-booted]').count(), 0, 'no script of the app ran');
            assert.deepEqual(await page.evaluate(() => window.__shifts), [], `pieces of ${size} bytes`);
            const hidden = await page.evaluate(() => [...document.querySelectorAll('[data-whole]')].filter((e) => getComputedStyle(e).visibility !== 'visible').length);
            assert.equal(hidden, 0, 'every whole block is shown once the page is there');
            assert.deepEqual(siteErrors(errors, [/^http 404 GET \S*\/no-such-page/]), []);
          } finally {
            await context.close();
          }
        }
      });
    }
  }
});
