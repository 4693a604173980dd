// The page-weight budget (docs/performance.md): the home page loads at most HOME_JS_BUDGET_KB of JavaScript (gzip).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOME_JS_BUDGET_KB, LOCALE_HOME_JS_BUDGET_KB, pageWeight, VITALS_BEACON_BUDGET_KB } from './support/page-weight.mjs';
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
    // Painted from the HTML alone (the stylesheet's part it can match is inlined); the whole
    // stylesheet and the scripts come when a visitor shows up.
    assert.deepEqual(w.early, [], 'files fetched before the page had loaded');
    // The speed beacon, once the page is idle: counted apart, with its own budget.
    assert.ok(w.beaconKb > 0 && w.beaconKb <= VITALS_BEACON_BUDGET_KB, `speed beacon ${w.beaconKb.toFixed(1)} kB (budget ${VITALS_BEACON_BUDGET_KB} kB):\n${list}`);
    assert.ok(w.files.some((f) => /\/assets\/style-[\w-]+\.css$/.test(f.path)), `the whole stylesheet, for what the scripts render:\n${list}`);
  });

  for (const path of ['/ru', '/he', '/ar']) {
    it(`${path} loads at most ${LOCALE_HOME_JS_BUDGET_KB} kB of JavaScript (gzip), with only its own language`, async () => {
      const w = await pageWeight(browser, server.baseUrl, path);
      const list = w.files.map((f) => `${f.kb.toFixed(1)} ${f.path}`).join('\n');
      assert.ok(w.jsKb <= LOCALE_HOME_JS_BUDGET_KB, `${w.jsKb.toFixed(1)} kB of JavaScript:\n${list}`);
      // A page ships only its own language: no other language's catalogue chunk is fetched.
      const others = ['en', 'ru', 'he', 'ar'].filter((l) => `/${l}` !== path);
      const foreign = w.files.filter((f) => others.some((l) => new RegExp(`/assets/${l}-[\\w-]+\\.js$`).test(f.path)));
      assert.deepEqual(foreign.map((f) => f.path), [], 'catalogues of other languages');
      assert.ok(w.files.some((f) => new RegExp(`/assets/${path.slice(1)}-[\\w-]+\\.js$`).test(f.path)), `its own catalogue:\n${list}`);
    });
  }
});
