// Where a warm tap's time goes (docs/performance.md): the bench's warm tap (bench/tap.mjs: a phone
// under 4x CPU, touched 10 s before the tap) with the page's own clock on the tap and a CPU profile of
// it. Prints, per run, from the tap's pointerdown: the click's handlers (Event Timing's processing
// start and end), the next paint after them (its duration), when a role=dialog element was in the DOM,
// and Playwright's figure as the bench takes it; then the profile's busiest functions in that time.
//   node bench/floor/tap-profile.mjs [runs=3] [dir for .cpuprofile files]
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startServer } from '../../e2e/support/index.mjs';
import { CHROMIUM_PATH } from '../../e2e/support/browser.mjs';

const [runsArg, dir] = process.argv.slice(2);
const RUNS = Number(runsArg) || 3;
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6384 * 1024 * 1024) / 8, uploadThroughput: (0.75 * 1024 * 1024) / 8 };
const PICTURE = '[data-section="car-showcase"] img';
const TRACE = Boolean(process.env.TAP_TRACE);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function summary(profile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (id) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    return `${functionName || '(anonymous)'} ${url.replace(/^.*\/assets\//, '')}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const name = byId.get(id).callFrame.functionName;
    if (['(idle)', '(program)', '(root)'].includes(name)) return;
    busy += ms;
    self.set(label(id), (self.get(label(id)) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const l = label(at);
      if (seen.has(l)) continue;
      seen.add(l);
      inclusive.set(l, (inclusive.get(l) ?? 0) + ms);
    }
  });
  const print = (title, map) => {
    console.log(`  ${title}`);
    for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
  };
  console.log(`  busy ${busy.toFixed(1)} ms of CPU (under 4x throttling, as sampled)`);
  print('self', self);
  print('inclusive', inclusive);
}

/** The page's main thread from the tap (its touchstart) on: each task over 1 ms with what it did. */
function timeline(events, playwright) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'EventDispatch'));
  if (!main) return;
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const touch = own.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'touchstart');
  if (!touch) return;
  const t0 = touch.ts;
  const tasks = own.filter((e) => e.name === 'RunTask' && e.ts >= t0 - 1000 && e.ts <= t0 + (playwright + 100) * 1000);
  for (const task of tasks) {
    if (task.dur < 1000) continue;
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= 500 && e.name !== 'RunTask');
    const what = inside.map((e) => `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''}${e.args?.data?.url ? `(${e.args.data.url.replace(/^.*\//, '')})` : ''} ${(e.dur / 1000).toFixed(1)}`).slice(0, 8);
    console.log(`  ${((task.ts - t0) / 1000).toFixed(0).padStart(5)} +${(task.dur / 1000).toFixed(1).padStart(5)} ms  ${what.join(', ')}`);
  }
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75, userAgent: USER_AGENT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(server.baseUrl + '/', { waitUntil: 'load', timeout: 60_000 });
    await sleep(3000);
    const h1 = await page.locator('h1').first().boundingBox();
    await page.touchscreen.tap(h1.x + h1.width / 2, h1.y + h1.height / 2);
    await page.evaluate((selector) => {
      const r = document.querySelector(selector).getBoundingClientRect();
      window.scrollTo(0, window.scrollY + r.top + r.height / 2 - window.innerHeight / 2);
    }, PICTURE);
    await sleep(10_000);
    await page.evaluate(() => {
      const t = (window.__tap = { events: [], probes: [] });
      // Playwright's probes (its role selector reads every element): when each ran, in the page.
      for (const proto of [Document.prototype, Element.prototype]) {
        const original = proto.querySelectorAll;
        proto.querySelectorAll = function (selector) {
          if (selector === '*' && t.pointerdown !== undefined) t.probes.push(performance.now());
          return original.call(this, selector);
        };
      }
      for (const type of ['pointerdown', 'pointerup', 'click']) addEventListener(type, () => (t[type] ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (t.dialog === undefined && document.querySelector('[role=dialog]:not([data-car-dialog])')) {
          t.dialog = performance.now();
          requestAnimationFrame(() => (t.frame = performance.now()));
        }
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (['pointerdown', 'pointerup', 'click'].includes(e.name)) t.events.push({ name: e.name, start: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd, end: e.startTime + e.duration });
      }).observe({ type: 'event', durationThreshold: 16 });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) (t.long ??= []).push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask' });
    });
    const trace = [];
    if (TRACE) {
      cdp.on('Tracing.dataCollected', ({ value }) => trace.push(...value));
      await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing'] } });
      await page.evaluate(() => performance.mark('tap-profile-before'));
    } else {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const box = await page.locator(PICTURE).first().boundingBox();
    const started = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 15_000 });
    const playwright = Date.now() - started;
    const profile = TRACE ? null : (await cdp.send('Profiler.stop')).profile;
    if (TRACE) {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
    }
    await sleep(500);
    const t = await page.evaluate(() => window.__tap);
    const at = (v) => (v === undefined ? 'n/a' : `${Math.round(v - t.pointerdown)}`);
    console.log(`run ${run + 1} (load ${loadavg()[0].toFixed(2)}): playwright ${playwright} ms; from pointerdown: click ${at(t.click)}, dialog in DOM ${at(t.dialog)}, frame after ${at(t.frame)}`);
    console.log(`  probes at ${[...new Set(t.probes.map((p) => Math.round(p - t.pointerdown)))].join(' ')}`);
    for (const e of t.events) console.log(`  event ${e.name}: processing ${at(e.processingStart)}-${at(e.processingEnd)}, next paint ${at(e.end)}`);
    if (t.long) console.log(`  long tasks (start from pointerdown, duration): ${t.long.map(([s, d]) => `${Math.round(s - t.pointerdown)}+${d}`).join(' ')}`);
    if (TRACE) timeline(trace, playwright);
    else {
      if (dir) writeFileSync(`${dir}/warm-tap-${run + 1}.cpuprofile`, JSON.stringify(profile));
      summary(profile);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
