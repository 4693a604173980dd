#!/usr/bin/env node
// Renders the SVG pictures a page shows on its first screens into WebP beside them (run by hand after
// draw-pictures.mjs: `node frontend/scripts/rasterise-pictures.mjs`; the WebP files are committed).
// Why: Chromium builds a whole isolated document (a page, a frame, style and layout) on the main thread
// for every SVG used as an image; a WebP is decoded off the main thread (bench/results/2026-11-23-lighthouse.md).
// The galleries of the car overlay stay SVG (loaded one at a time, after a click), and the backdrops
// of the home page's hero and the guide's header are drawn inline (components/svg-backdrop.tsx): they
// are the pages' largest paint, and as a file they arrive after the first paint.
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and playwright-core (a dev dependency).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const IMAGES = fileURLToPath(new URL('../public/images/', import.meta.url));
/** Which pictures, and their pixel width (twice the widest they are shown at, for sharp phone screens). */
const JOBS = [
  // Car cards: 400 x 250 CSS pixels at most (features/showcase).
  ...readdirSync(`${IMAGES}cars`).filter((f) => /^[a-z0-9-]+\.svg$/.test(f) && !/-\d+\.svg$/.test(f)).map((f) => ({ file: `cars/${f}`, width: 800 })),
  // Team portraits: 120 x 120 CSS pixels (features/home/about-section.tsx).
  ...readdirSync(`${IMAGES}team`).filter((f) => f.endsWith('.svg')).map((f) => ({ file: `team/${f}`, width: 240 })),
];
const QUALITY = 0.86;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const { file, width } of JOBS) {
    const dataUrl = await page.evaluate(
      async ({ src, width, quality }) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const height = Math.round((width * img.naturalHeight) / img.naturalWidth);
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d').drawImage(img, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      },
      // A data: URL, so the canvas stays exportable (a file: picture would taint it).
      { src: `data:image/svg+xml;base64,${readFileSync(`${IMAGES}${file}`).toString('base64')}`, width, quality: QUALITY },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${file}: this Chromium cannot encode WebP`);
    const out = file.replace(/\.svg$/, '.webp');
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    writeFileSync(`${IMAGES}${out}`, bytes);
    console.log(`${out}  ${(bytes.length / 1024).toFixed(1)} kB`);
  }
} finally {
  await browser.close();
}
