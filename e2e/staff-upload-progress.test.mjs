// A car photo's upload shows its progress (DESIGN.md §9.2, docs/staff.md), Chromium at 390 px against
// a server of its own, the phone's upload throttled by Chromium's own network emulation (CDP
// Network.emulateNetworkConditions, about 2.4 Mbit/s up): a manager scrolled down to a car at
// /staff/fleet/photos uploads a ~3 MB photo; the progress bar shows, its value rising between 0 and
// 100, with the line "Uploading: N% of X MB"; the answer comes at that car, the page still there.
// A file that is no picture is refused in that car's section, the page not moving. Screenshot mid-upload.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sharp } from '../backend/test/support/sharp.mjs';
import { signInStaff } from './support/back-office.mjs';
import { browserSkip, openPage, screenshot, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

/** A photo that compresses badly (noise): 2.5 to 3 MB as JPEG. */
async function heavyPhoto() {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#7fb6e6', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('car photo uploads show their progress on a slow phone', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let cliEnv;
  before(async () => ({ server, browser, cliEnv } = await startOwnServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  it('the bar rises from 0 to 100 while the photo goes up, the answer comes at the car; a refusal keeps the page where it was', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844, hasTouch: true, isMobile: true, baseUrl: server.baseUrl });
    await signInStaff(page, cliEnv, { name: 'Eka', email: 'eka@example.ge', role: 'manager', password: 'a slow phone upload' });
    await page.goto('/staff/fleet/photos');
    await page.getByRole('heading', { name: 'Car photos', level: 1 }).waitFor();
    const photo = await heavyPhoto();
    assert.ok(photo.length > 2_000_000, `a photo big enough to watch (${photo.length} bytes)`);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 2_000_000, uploadThroughput: 300_000 });

    // The fourth car of the site, well below the top of a phone's screen.
    const car = page.locator('section[data-car="subaru-forester"]');
    await car.getByRole('button', { name: 'Upload photo' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 300, `scrolled down to the car (${scrolled})`);
    await car.getByLabel('Add a photo of the Subaru Forester').setInputFiles({ name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: photo });
    await car.getByRole('button', { name: 'Upload photo' }).click({ noWaitAfter: true });

    // The bar, read as the upload goes: shown, rising, between 0 and 100.
    const seen = [];
    let shot = false;
    const started = Date.now();
    while (Date.now() - started < 90_000) {
      const now = await car
        .evaluate((section) => {
          const bar = section.querySelector('progress');
          return bar ? { hidden: bar.hidden, value: bar.value, line: section.querySelector('[data-progress]')?.textContent ?? '' } : null;
        })
        .catch(() => null); // the page reloads once the photo is added
      if (!now || now.hidden) {
        if (seen.length) break;
        await page.waitForTimeout(50);
        continue;
      }
      seen.push(now);
      if (!shot && now.value > 20 && now.value < 80) {
        shot = true;
        assert.match(now.line, /^Uploading: \d+% of [23]\.\d MB$/);
        await screenshot(page, 'staff-car-photo-uploading-390', { fullPage: false });
      }
      await page.waitForTimeout(150);
    }
    const values = seen.map((s) => s.value);
    const between = values.filter((v) => v > 0 && v < 100);
    assert.ok(new Set(between).size >= 3, `the bar moved between 0 and 100: ${values.join(' ')}`);
    assert.ok(values.every((v, i) => i === 0 || v >= values[i - 1]), `never backwards: ${values.join(' ')}`);
    assert.ok(shot, 'a screenshot mid-upload');

    // Added: the page is loaded again at that car, not at the top.
    await page.getByText('Photo added; the site shows it now.').waitFor({ timeout: 90_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    assert.ok(new URL(page.url()).hash === '#car-subaru-forester', page.url());
    const box = await car.evaluate((section) => section.getBoundingClientRect().top);
    assert.ok(box >= 0 && box < 400 && (await page.evaluate(() => window.scrollY)) > 300, `at the car (top ${box})`);
    assert.equal(await car.locator('.photos img').count(), 1);

    // A file that is no picture: refused in the car's section; the page does not move.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 2_000_000, uploadThroughput: 300_000 });
    await car.getByRole('button', { name: 'Upload photo' }).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    const url = page.url();
    await car.getByLabel('Add a photo of the Subaru Forester').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('these are my notes, not a photo\n'.repeat(2000)) });
    await car.getByRole('button', { name: 'Upload photo' }).click({ noWaitAfter: true });
    const refusal = car.getByRole('alert');
    await refusal.waitFor({ timeout: 60_000 });
    assert.match(await refusal.innerText(), /\S/);
    assert.equal(page.url(), url, 'no page loaded');
    assert.equal(await page.evaluate(() => window.scrollY), before, 'the page stays where it was');
    assert.equal(await car.locator('progress').evaluate((bar) => bar.hidden), true);
    assert.equal(await car.locator('.photos img').count(), 1);
    await screenshot(page, 'staff-car-photo-refused-390', { fullPage: false });
    await context.close();
  });
});
