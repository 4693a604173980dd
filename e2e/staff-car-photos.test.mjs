// Car photos in Chromium against a server of its own: a manager on a phone (390 px) uploads a JPEG
// of the FJ Cruiser at /staff/fleet/photos; HEIC is refused with the message to send JPEG; the home
// page's card then shows the photo (<picture>, AVIF first) at 390 and 1440 px, hydrates without an
// error, and its overlay shows it in the gallery. Screenshots of each.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sharp } from '../backend/test/support/sharp.mjs';
import { signInStaff } from './support/back-office.mjs';
import { browserSkip, openPage, screenshot, siteErrors, startOwnServerAndBrowser, stopServerAndBrowser } from './support/index.mjs';

const PASSWORD = 'photos of the fleet';

/** A landscape "photo": an orange car body on a blue sky over grey ground. */
async function carPhoto(width, height) {
  const body = await sharp({ create: { width: Math.round(width * 0.6), height: Math.round(height * 0.35), channels: 3, background: '#d9822b' } }).png().toBuffer();
  const ground = await sharp({ create: { width, height: Math.round(height * 0.3), channels: 3, background: '#8a8f94' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#7fb6e6' } })
    .composite([
      { input: ground, left: 0, top: height - Math.round(height * 0.3) },
      { input: body, left: Math.round(width * 0.2), top: Math.round(height * 0.4) },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('car photos: the upload on a phone and the site', { skip: browserSkip() }, () => {
  let server;
  let browser;
  let cliEnv;
  before(async () => ({ server, browser, cliEnv } = await startOwnServerAndBrowser()));
  after(() => stopServerAndBrowser({ server, browser }));

  it('a manager uploads a photo at 390 px; the card and the overlay show it; HEIC is refused', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844, hasTouch: true, isMobile: true, baseUrl: server.baseUrl });
    await signInStaff(page, cliEnv, { name: 'Tamar', email: 'tamar@example.ge', role: 'manager', password: PASSWORD });
    await page.getByRole('link', { name: 'Fleet' }).click();
    await page.getByRole('link', { name: 'Car photos' }).click();
    await page.getByRole('heading', { name: 'Car photos', level: 1 }).waitFor();
    // Every car of the catalogue (the 14 priced ones), the five of the site first.
    assert.equal(await page.locator('section.car').count(), 14);
    const first = await page.locator('section.car').evaluateAll((cars) => cars.slice(0, 5).map((c) => c.dataset.car).sort());
    assert.deepEqual(first, ['chevrolet-suburban', 'hyundai-elantra', 'subaru-forester', 'toyota-4runner', 'toyota-fj-cruiser']);

    const fj = page.locator('section[data-car="toyota-fj-cruiser"]');
    await fj.getByLabel('Add a photo of the Toyota FJ Cruiser').setInputFiles({ name: 'IMG_2040.jpg', mimeType: 'image/jpeg', buffer: await carPhoto(2400, 1500) });
    await fj.getByRole('button', { name: 'Upload photo' }).click();
    await page.getByText('Photo added; the site shows it now.').waitFor({ timeout: 60_000 });
    const thumb = page.locator('section[data-car="toyota-fj-cruiser"] .photos img');
    assert.equal(await thumb.count(), 1);
    await thumb.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('section[data-car="toyota-fj-cruiser"] .photos img')?.naturalWidth > 0);
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(widest <= 390, `no sideways scrolling at 390 px (${widest})`);
    await screenshot(page, 'staff-car-photos-390');

    const elantra = page.locator('section[data-car="hyundai-elantra"]');
    await elantra.getByLabel('Add a photo of the Hyundai Elantra').setInputFiles({
      name: 'IMG_0001.HEIC',
      mimeType: 'image/heic',
      buffer: Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(3000, 3)]),
    });
    await elantra.getByRole('button', { name: 'Upload photo' }).click();
    await page.getByRole('alert').filter({ hasText: 'send the photo as JPEG' }).waitFor();
    assert.equal(await page.locator('section[data-car="hyundai-elantra"] .photos img').count(), 0);
    await screenshot(page, 'staff-car-photos-heic-390');
    assert.deepEqual(siteErrors(errors).filter((e) => !e.includes('/staff/fleet/photos')), []);

    const wide = await openPage(browser, { width: 1440, height: 900, baseUrl: server.baseUrl });
    await wide.context.addCookies(await context.cookies());
    await wide.page.goto('/staff/fleet/photos');
    await wide.page.getByRole('heading', { name: 'Car photos', level: 1 }).waitFor();
    await screenshot(wide.page, 'staff-car-photos-1440');
    await wide.context.close();
    await context.close();
  });

  for (const width of [390, 1440]) {
    it(`the home page's FJ Cruiser card shows the photo at ${width} px (AVIF, the right width, no layout shift), the others their drawings; the overlay's gallery too`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height: width < 600 ? 844 : 900, baseUrl: server.baseUrl });
      await page.goto('/');
      const card = page.locator('article[data-car="toyota-fj-cruiser"]');
      await card.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => {
        const img = document.querySelector('article[data-car="toyota-fj-cruiser"] picture img');
        return img && img.complete && img.naturalWidth > 0;
      });
      const chosen = await card.locator('picture img').evaluate((img) => ({ src: img.currentSrc, w: img.getAttribute('width'), h: img.getAttribute('height'), box: img.getBoundingClientRect().width }));
      assert.match(chosen.src, /\/photos\/[0-9a-f]{20}-(480|960|1600)\.avif$/);
      assert.deepEqual([chosen.w, chosen.h], ['400', '250']);
      assert.match(await page.locator('article[data-car="subaru-forester"] img').first().getAttribute('src'), /\/images\/cars\/subaru-forester\.webp$/);
      await screenshot(page, `home-car-photo-${width}`, { fullPage: false });
      await card.locator('picture img').click();
      const stage = page.getByTestId('gallery-stage');
      await stage.waitFor();
      // It opens on the video slide: "video tour coming soon" over the drawing, never over the photo.
      assert.equal(await stage.getAttribute('data-slide'), 'video');
      await page.getByTestId('video-coming-soon').waitFor();
      assert.equal(await stage.locator('picture').count(), 0);
      await page.getByRole('button', { name: 'Show photo 1 of 1' }).click();
      await page.waitForFunction(() => {
        const img = document.querySelector('[data-testid="gallery-stage"] picture img');
        return img && img.complete && img.naturalWidth > 0 && /\/photos\//.test(img.currentSrc);
      });
      await screenshot(page, `overlay-car-photo-${width}`, { fullPage: false });
      assert.deepEqual(siteErrors(errors), []);
      await context.close();
    });
  }
});
