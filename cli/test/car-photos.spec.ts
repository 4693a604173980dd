/**
 * `rentals cars photo add|list|remove` (docs/cli.md) against a real database, with the built server
 * serving what the command stored: AVIF and WebP in three widths, rotated by the camera's EXIF
 * orientation, with no metadata left, and the home page's card rendered with them in its srcset.
 * Test images are made with sharp itself.
 */
import { staffNamed } from './support/fixtures.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharp } from '../../backend/test/support/sharp.mjs';
import { SERVER_URL, testDatabaseEnv } from './support/postgres.js';
import { onlyJson, oneLineError, rentals } from './support/run.js';
import { startBuiltServer, type BuiltServer } from './support/server.js';
import { sql } from './support/sql.js';

const FJ = 'Toyota FJ Cruiser';

describe(`rentals cars photo on ${SERVER_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}`, () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>>;
  let env: Record<string, string>;
  let dir: string;
  let server: BuiltServer | undefined;

  beforeAll(async () => {
    database = await testDatabaseEnv('rentals-cli-photos-');
    env = database.env;
    dir = mkdtempSync(join(tmpdir(), 'car-photos-'));
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const file = (name: string, data: Uint8Array | string) => {
    const path = join(dir, name);
    writeFileSync(path, data);
    return path;
  };

  const storedCount = async () => ((await sql(env, 'SELECT (SELECT count(*) FROM car_photo_files) + (SELECT count(*) FROM car_photos) AS n')) as { n: string }[])[0].n;

  it('adds a camera JPEG (EXIF orientation 6, a copyright tag): served upright as AVIF and WebP at 480, 960 and 1600 px, no EXIF, in the home page card\'s srcset', async () => {
    // 2400×1600 as stored by the camera, "rotate 90° clockwise to view": 1600×2400 upright.
    const band = await sharp({ create: { width: 400, height: 1600, channels: 3, background: { r: 20, g: 40, b: 200 } } }).png().toBuffer();
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 214, g: 120, b: 40 } } })
      .composite([{ input: band, left: 0, top: 0 }])
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Nino' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const added = onlyJson<any>(await rentals(['cars', 'photo', 'add', 'toyota fj cruiser', file('fj-camera.jpg', jpeg), '--by', await staffNamed(env, 'Manager Nino'), '--json'], env, 120_000));
    expect(added).toMatchObject({ carType: FJ, width: 1600, height: 2400, widths: [480, 960, 1600], addedBy: 'Manager Nino' });
    expect(added.id).toMatch(/^[0-9a-f]{20}$/);

    const listed = onlyJson<any[]>(await rentals(['cars', 'photo', 'list', FJ, '--json'], env));
    expect(listed.map((p) => p.id)).toEqual([added.id]);
    expect(listed[0].urls.avif).toEqual([480, 960, 1600].map((w) => `/photos/${added.id}-${w}.avif`));

    server = await startBuiltServer(env);
    for (const width of [480, 960, 1600]) {
      for (const [format, type] of [['avif', 'image/avif'], ['webp', 'image/webp']] as const) {
        const res = await fetch(`${server.baseUrl}/photos/${added.id}-${width}.${format}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(type);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(width * 1.5); // upright: portrait, as the camera meant it
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(meta.icc).toBeUndefined();
      }
    }
    // Upright: the blue band the camera stored on the left is on the top after the rotation.
    const small = Buffer.from(await (await fetch(`${server.baseUrl}/photos/${added.id}-480.webp`)).arrayBuffer());
    const top = await sharp(await sharp(small).extract({ left: 200, top: 20, width: 10, height: 10 }).png().toBuffer()).stats();
    expect(top.channels[2].mean).toBeGreaterThan(150);
    expect(top.channels[0].mean).toBeLessThan(80);
    expect((await fetch(`${server.baseUrl}/photos/${added.id}-1601.webp`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/photos/ffffffffffffffffffff-480.webp`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/photos/../../etc/passwd`)).status).toBe(404);

    const home = await (await fetch(`${server.baseUrl}/`)).text();
    const card = /<article[^>]*data-car="toyota-fj-cruiser"[\s\S]*?<\/article>/.exec(home)?.[0] ?? '';
    expect(card).toMatch(new RegExp(`<source type="image/avif" srcset="/photos/${added.id}-480\\.avif 480w, /photos/${added.id}-960\\.avif 960w, /photos/${added.id}-1600\\.avif 1600w"`, 'i'));
    expect(card).toMatch(new RegExp(`<source type="image/webp" srcset="/photos/${added.id}-480\\.webp 480w`, 'i'));
    expect(card).toMatch(/<img[^>]*width="400" height="250"/);
    expect(card).not.toContain('/images/cars/toyota-fj-cruiser.webp');
    // The other cars keep their drawings.
    expect(home).toContain('/images/cars/hyundai-elantra.webp');
    // The browser hydrates with the same list (site data).
    expect(home).toMatch(new RegExp(`id="site-data">[^<]*"carPhotos":\\{"Toyota FJ Cruiser":\\[\\{"id":"${added.id}"`));
  }, 240_000);

  it('refuses HEIC with the message to send JPEG, a text file named .jpg, a corrupt JPEG, a file over 20 MB and a 9000 px image, storing nothing', async () => {
    const before = await storedCount();
    const heic = file('iphone.heic', Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(4000, 7)]));
    oneLineError(await rentals(['cars', 'photo', 'add', FJ, heic], env), 2, /send the photo as JPEG/);
    oneLineError(await rentals(['cars', 'photo', 'add', FJ, file('notes.jpg', 'these are my notes, not a photo\n')], env), 2, /not a JPEG, PNG or WebP image/);
    const good = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    oneLineError(await rentals(['cars', 'photo', 'add', FJ, file('cut.jpg', good.subarray(0, Math.floor(good.length / 2)))], env, 60_000), 2, /could not be read/);
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0);
    good.copy(big);
    oneLineError(await rentals(['cars', 'photo', 'add', FJ, file('huge.jpg', big)], env), 2, /larger than 20 MB/);
    const wide = await sharp({ create: { width: 9000, height: 20, channels: 3, background: '#888' } }).png().toBuffer();
    oneLineError(await rentals(['cars', 'photo', 'add', FJ, file('wide.png', wide)], env), 2, /larger than 8000 pixels/);
    oneLineError(await rentals(['cars', 'photo', 'add', 'Lada Niva', file('ok.jpg', good)], env), 2, /unknown car "Lada Niva"/);
    oneLineError(await rentals(['cars', 'photo', 'add', FJ, join(dir, 'missing.jpg')], env), 2, /no file at/);
    expect(await storedCount()).toBe(before);
  }, 180_000);

  it('removes a photo: its files are gone and the pages show the drawing again within 5 s (another process made the change)', async () => {
    const [photo] = onlyJson<any[]>(await rentals(['cars', 'photo', 'list', FJ, '--json'], env));
    oneLineError(await rentals(['cars', 'photo', 'remove', FJ, 'ffffffffffffffffffff'], env), 3, /no photo "ffffffffffffffffffff" of the Toyota FJ Cruiser/);
    const removed = await rentals(['cars', 'photo', 'remove', FJ, photo.id], env);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain(`Removed photo ${photo.id}`);
    expect(onlyJson<any[]>(await rentals(['cars', 'photo', 'list', FJ, '--json'], env))).toEqual([]);
    expect((await fetch(`${server!.baseUrl}/photos/${photo.id}-480.webp`)).status).toBe(404);
    const deadline = Date.now() + 5000;
    let home = '';
    do {
      home = await (await fetch(`${server!.baseUrl}/`)).text();
      if (!home.includes(photo.id)) break;
      await new Promise((r) => setTimeout(r, 250));
    } while (Date.now() < deadline);
    expect(home).not.toContain(photo.id);
    expect(home).toContain('/images/cars/toyota-fj-cruiser.webp');
  }, 120_000);
});
