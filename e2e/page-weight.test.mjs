// The page-weight budget (issue 10): the home page loads at most HOME_JS_BUDGET_KB of JavaScript (gzip).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOME_JS_BUDGET_KB, pageWeight } from './support/page-weight.mjs';
import { browserSkip, startServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

describe('page weight', { skip: browserSkip() }, () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await startServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  it(`/ loads at most ${HOME_JS_BUDGET_KB} kB of JavaScript (gzip) and no render-blocking stylesheet`, async () => {
    const w = await pageWeight(browser, server.baseUrl, '/');
    const list = w.files.map((f) => `${f.kb.toFixed(1)} ${f.path}`).join('\n');
    assert.ok(w.jsKb <= HOME_JS_BUDGET_KB, `${w.jsKb.toFixed(1)} kB of JavaScript:\n${list}`);
    assert.ok(w.jsKb > 50, 'the measurement saw the scripts');
    assert.equal(w.cssKb, 0, `the stylesheet is inlined:\n${list}`);
  });
});
