import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Sharp, SharpOptions } from 'sharp';
import type { CarPhotoFile } from '../../application/ports/car-photo.repository.js';
import { ImageProcessor, type FileProbe } from '../../application/ports/image-processor.js';
import { CAR_PHOTO_FORMATS, CAR_PHOTO_MAX_SIDE } from '../../domain/catalogue/car-photos.js';
import { fitsWithin, PHOTO_MAX_PX, pngPixelDataLength, pngSize, type ImageSize } from '../../domain/shared/image-size.js';

type SharpOf = (input: string | Buffer, options?: SharpOptions) => Sharp;
let loaded: Promise<SharpOf> | undefined;

/** sharp, loaded on first use (the CLI's other commands and the server's start do not pay for it). */
function sharpOf(): Promise<SharpOf> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // One libvips worker per image: car photos are encoded one at a time (CarPhotosService), and
    // the other core is left to the requests.
    sharp.concurrency(1);
    // No decoded images kept between photos: uploads are rare, memory matters more.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** Pixels sharp may decode (the service has checked the header's size before). */
const LIMIT_PIXELS = CAR_PHOTO_MAX_SIDE * CAR_PHOTO_MAX_SIDE;

/** sharp (libvips): header reads, then AVIF (effort 4) and WebP at each width, EXIF orientation applied, metadata dropped. */
@Injectable()
export class SharpImageProcessor extends ImageProcessor {
  async probe(path: string): Promise<FileProbe> {
    const handle = await open(path, 'r');
    let size: number;
    const head = Buffer.alloc(64);
    let read: number;
    try {
      size = (await handle.stat()).size;
      ({ bytesRead: read } = await handle.read(head, 0, head.length, 0));
    } finally {
      await handle.close();
    }
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    return { size, head: new Uint8Array(head.subarray(0, read)), sha256: hash.digest('hex') };
  }

  async dimensions(path: string): Promise<{ width: number; height: number } | null> {
    const sharp = await sharpOf();
    try {
      // metadata() reads the header only; autoOrient has width and height as displayed (EXIF 5-8 swap them).
      const meta = await sharp(path, { limitInputPixels: false }).metadata();
      const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
      return size.width && size.height ? { width: size.width, height: size.height } : null;
    } catch {
      return null;
    }
  }

  async encode(path: string, widths: readonly number[]): Promise<CarPhotoFile[]> {
    const sharp = await sharpOf();
    const files: CarPhotoFile[] = [];
    for (const width of widths) {
      const resized = sharp(path, { limitInputPixels: LIMIT_PIXELS, failOn: 'truncated' }).rotate().resize({ width, withoutEnlargement: true });
      for (const format of CAR_PHOTO_FORMATS) {
        const out = format === 'avif' ? resized.clone().avif({ quality: 55, effort: 4 }) : resized.clone().webp({ quality: 78, effort: 4 });
        const { data, info } = await out.toBuffer({ resolveWithObject: true });
        files.push({ width: info.width, format, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) });
      }
    }
    return files;
  }

  async thumbnail(image: Uint8Array, side: number): Promise<Uint8Array | null> {
    const sharp = await sharpOf();
    try {
      const out = await sharp(Buffer.from(image.buffer, image.byteOffset, image.byteLength), { limitInputPixels: PHOTO_MAX_PX.width * PHOTO_MAX_PX.height, failOn: 'truncated' })
        .rotate()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 70 })
        .toBuffer();
      return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
    } catch {
      return null;
    }
  }

  async freshPng(png: Uint8Array, max: ImageSize): Promise<Uint8Array | null> {
    const size = pngSize(png);
    const expected = pngPixelDataLength(png);
    if (!size || expected === null || !fitsWithin(size, max) || !pixelDataFits(png, expected)) return null;
    const sharp = await sharpOf();
    try {
      const out = await sharp(Buffer.from(png.buffer, png.byteOffset, png.byteLength), { limitInputPixels: max.width * max.height, failOn: 'error' })
        .png({ compressionLevel: 9 })
        .toBuffer();
      return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
    } catch {
      return null;
    }
  }
}

/**
 * Whether a PNG's IDAT data inflates to no more than `expected` bytes: inflated with that cap (a
 * crafted file stops there instead of filling memory), so a 2000×1000 header over 500 MB of zeros
 * costs 8 MB and is refused.
 */
function pixelDataFits(png: Uint8Array, expected: number): boolean {
  const parts: Uint8Array[] = [];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let i = 8; i + 12 <= png.length; ) {
    const length = view.getUint32(i);
    if (String.fromCharCode(png[i + 4], png[i + 5], png[i + 6], png[i + 7]) === 'IDAT') parts.push(png.subarray(i + 8, i + 8 + length));
    i += 12 + length;
  }
  try {
    inflateSync(Buffer.concat(parts), { maxOutputLength: expected });
    return true;
  } catch {
    return false;
  }
}
