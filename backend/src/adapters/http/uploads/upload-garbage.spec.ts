import { memoryUsage } from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { UploadGarbage } from './upload-garbage.js';

const MB = 1024 * 1024;

/**
 * Makes `mb` megabytes of 64 kB buffers, a few every 10 ms, each garbage at once, as a socket's
 * pieces are once written to disk; resolves with the most buffer memory held over `before` meanwhile.
 */
async function litter(mb: number): Promise<number> {
  const before = memoryUsage().arrayBuffers;
  let peak = 0;
  for (let i = 0; i < mb * 16; i += 4) {
    for (let k = 0; k < 4; k++) Buffer.allocUnsafeSlow(64 * 1024).fill(k);
    await sleep(10);
    peak = Math.max(peak, memoryUsage().arrayBuffers - before);
  }
  return peak;
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await sleep(10);
}

describe('UploadGarbage', () => {
  it('has the young generation collected once buffers pile up while an upload is in progress', async () => {
    const garbage = new UploadGarbage(4 * MB, 10);
    garbage.start();
    try {
      // Left to itself, V8 lets about 32 MB of such buffers pile up before it collects them.
      const peak = await litter(40);
      expect(garbage.collected).toBeGreaterThan(0);
      expect(peak).toBeLessThan(12 * MB);
    } finally {
      garbage.stop();
    }
  });

  it('does nothing once every upload has ended, and keeps looking while one is left', async () => {
    const garbage = new UploadGarbage(4 * MB, 10);
    garbage.start();
    garbage.start();
    garbage.stop();
    await litter(20);
    await until(() => garbage.collected > 0);
    expect(garbage.collected).toBeGreaterThan(0);
    garbage.stop();
    garbage.stop(); // one stop too many is harmless
    const after = garbage.collected;
    await litter(20);
    expect(garbage.collected).toBe(after);
  });

  it('is off with no slack', async () => {
    const garbage = new UploadGarbage(0, 10);
    garbage.start();
    await litter(20);
    garbage.stop();
    expect(garbage.collected).toBe(0);
  });
});
