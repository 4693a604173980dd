// What a visitor feels on a phone (docs/performance.md), under Lighthouse's own phone conditions: 4x CPU
// slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a 412 px wide touch screen
// (playwright-core driving Chromium, throttled through the DevTools protocol:
// Network.emulateNetworkConditions and Emulation.setCPUThrottlingRate). Medians of five
// (`TAP_RUNS` changes it). `npm run bench -- tap`.
//
//   tap, touched 1 s before    the page loads, the visitor reads 3 s, touches the page (a scroll that
//                              brings the first car card into view), and taps the card 1 s later:
//                              the time from the tap to the overlay in the page (target <= 300 ms)
//   tap, touched 10 s before   the same with 10 s between the first touch and the tap (<= 200 ms)
//   old link                   /car-rental-tbilisi?x=1 and /ru/contact opened with no touch at all:
//                              the time from the start of the navigation to the home page's URL (<= 1 s)
//
// The floor, measured alternately with every run (as the Lighthouse and API benches do): a static page
// with the same card and a dialog that a plain inline script opens on click, served by node:http. It is
// what the throttled phone and this machine cost by themselves; a tap figure is printed beside it.
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/index.mjs';
import { CHROMIUM_PATH } from '../e2e/support/browser.mjs';

const RUNS = Number(process.env.TAP_RUNS ?? 5);
const TARGETS = { touched1s: 300, touched10s: 200, redirect: 1000 };
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// Lighthouse's mobile user agent (moto g power) and its throttling (lighthouse/core/config/constants.js).
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6384 * 1024 * 1024) / 8, uploadThroughput: (0.75 * 1024 * 1024) / 8 };

/** Records, in the page, the time of the first touch after arming and the first frame showing a dialog. */
const PROBE = `(() => {
  const probe = (window.__tap = { armed: false, tapAt: null, shownAt: null, long: [] });
  try { new PerformanceObserver((l) => l.getEntries().forEach((e) => probe.armed && probe.long.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask' }); } catch {}
  window.addEventListener('click', (e) => { if (probe.armed && !probe.click) probe.click = [Math.round(e.timeStamp), Math.round(performance.now())]; }, { capture: true });
  window.addEventListener('touchstart', (e) => { if (probe.armed && probe.tapAt === null) probe.tapAt = e.timeStamp; }, { capture: true, passive: true });
  const look = () => {
    if (probe.tapAt !== null && probe.shownAt === null) {
      const d = document.querySelector('[role="dialog"]');
      const r = d && d.getBoundingClientRect();
      if (r && r.width > 0 && r.height > 0) probe.shownAt = performance.now();
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<style>body{font-family:sans-serif;margin:0}.hero{height:740px;background:#eef}.card{display:block;margin:16px;padding:16px;border:1px solid #ccc;height:520px}[role=dialog]{position:fixed;inset:0;background:#fff}</style></head>
<body><div class="hero"><h1>Rent a 4x4 in Georgia</h1></div><article class="card" data-car="elantra"><h3>Hyundai Elantra</h3><p>Sedan, 5 seats</p></article>
<article class="card">Subaru Forester</article><article class="card">Chevrolet Suburban</article>
<script>document.querySelector('.card').addEventListener('click',function(){var d=document.createElement('div');d.setAttribute('role','dialog');d.textContent='Hyundai Elantra';document.body.appendChild(d)})</script></body></html>`;

function median(values) {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function throttledPage(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75, userAgent: USER_AGENT });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

/** One tap: load, read 3 s, touch (scroll the first card into view), wait, tap the card. Milliseconds from the tap to the dialog. */
async function tapOnce(browser, url, waitAfterTouch) {
  const { context, page, cdp } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await sleep(3000);
    // The first touch: a finger scroll (touch events, as on a phone) bringing the first card's middle
    // near the middle of the screen.
    const box = await page.locator('[data-car]').first().boundingBox();
    const distance = Math.max(40, Math.round(box.y + box.height / 2 - 823 / 2));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 206, y: 760 }] });
    for (let moved = 0; moved < distance; ) {
      moved = Math.min(distance, moved + 40);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 206, y: 760 - Math.min(moved, 700) }] });
      await sleep(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // Where the swipe leaves the page varies (fling): put the card's middle in the middle of the screen.
    await page.evaluate(() => {
      const r = document.querySelector('[data-car]').getBoundingClientRect();
      window.scrollBy(0, r.top + r.height / 2 - window.innerHeight / 2);
    });
    await sleep(waitAfterTouch);
    const card = await page.locator('[data-car]').first().boundingBox();
    await page.evaluate(() => (window.__tap.armed = true));
    // A tap on the card (its picture or specs, not its buttons or links), inside the screen.
    const y = Math.min(Math.max(card.y + card.height * 0.45, 60), 760);
    await page.touchscreen.tap(card.x + card.width / 2, y);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const t = await page.evaluate(() => window.__tap);
      if (t.shownAt !== null) {
        if (process.env.TAP_DEBUG) console.log(JSON.stringify(t));
        return t.shownAt - t.tapAt;
      }
      await sleep(20);
    }
    if (process.env.TAP_DEBUG) {
      console.log(url, await page.evaluate(() => ({ tap: window.__tap, booted: document.documentElement.hasAttribute('data-booted'), dialogs: document.querySelectorAll('[role="dialog"]').length, hydrated: document.documentElement.hasAttribute('data-hydrated'), y: window.scrollY })));
      await page.screenshot({ path: `/tmp/tap-debug-${Date.now()}.png` });
    }
    return null;
  } finally {
    await context.close();
  }
}

/** An old link opened with no touch: milliseconds from the start of the navigation to the home page's URL. */
async function redirectOnce(browser, url, home) {
  const { context, page } = await throttledPage(browser);
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForURL((u) => u.pathname === home, { timeout: 10_000, waitUntil: 'commit' });
    return Date.now() - started;
  } catch {
    return null;
  } finally {
    await context.close();
  }
}

const floorServer = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_HTML));
await new Promise((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
const floorUrl = `http://127.0.0.1:${floorServer.address().port}/`;
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
const misses = [];
const fmt = (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`);
try {
  console.log(`conditions: ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at start; 4x CPU, 150 ms RTT, 1.6 Mbit/s, 412 px; ${RUNS} runs, median shown`);
  for (const [name, path, wait, target] of [
    ['tap, touched 1 s before', '/', 1000, TARGETS.touched1s],
    ['tap, touched 10 s before', '/', 10_000, TARGETS.touched10s],
  ]) {
    const runs = [];
    const floor = [];
    for (let i = 0; i < RUNS; i++) {
      floor.push(await tapOnce(browser, floorUrl, wait));
      runs.push(await tapOnce(browser, `${server.baseUrl}${path}`, wait));
    }
    const m = median(runs);
    console.log(`${name.padEnd(28)} ${fmt(m)} (runs ${runs.map((r) => (r === null ? 'n/a' : Math.round(r))).join('/')}); floor ${fmt(median(floor))}; target <= ${target} ms; load ${loadavg()[0].toFixed(1)}`);
    if (m === null || m > target) misses.push(`${name}: ${fmt(m)} > ${target} ms`);
  }
  for (const [path, home] of [['/car-rental-tbilisi?x=1', '/'], ['/ru/contact', '/ru']]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await redirectOnce(browser, `${server.baseUrl}${path}`, home));
    const m = median(runs);
    const name = `old link ${path}`;
    console.log(`${name.padEnd(28)} ${fmt(m)} to ${home} (runs ${runs.map((r) => (r === null ? 'n/a' : r)).join('/')}); target <= ${TARGETS.redirect} ms`);
    if (m === null || m > TARGETS.redirect) misses.push(`${name}: ${fmt(m)} > ${TARGETS.redirect} ms`);
  }
} finally {
  await browser.close();
  await server.stop();
  floorServer.close();
}
if (misses.length) console.log(`targets missed:\n  ${misses.join('\n  ')}`);
else console.log('every target met');
