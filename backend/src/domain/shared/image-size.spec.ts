import { crc32, deflateSync } from 'node:zlib';
import { pngPixelDataLength } from './image-size.js';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
function png(w: number, h: number, depth: number, colour: number, interlace = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([depth, colour, 0, 0, interlace], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1))), chunk('IEND', Buffer.alloc(0))]);
}

describe('pngPixelDataLength: the bytes the pixel data of the declared picture inflates to', () => {
  it.each([
    ['2000×1000 RGBA 8-bit', png(2000, 1000, 8, 6), 1000 * (1 + 8000)],
    ['3×2 RGB 8-bit', png(3, 2, 8, 2), 2 * (1 + 9)],
    ['3×2 RGB 16-bit', png(3, 2, 16, 2), 2 * (1 + 18)],
    ['10×1 grey 1-bit', png(10, 1, 1, 0), 1 + 2],
    ['5×5 palette 4-bit', png(5, 5, 4, 3), 5 * (1 + 3)],
    ['4×4 grey+alpha 8-bit', png(4, 4, 8, 4), 4 * (1 + 8)],
    // Adam7 passes of a 1×1 picture: only the first has a pixel.
    ['1×1 RGBA interlaced', png(1, 1, 8, 6, 1), 1 + 4],
    // 8×8 grey interlaced: passes of 1×1, 1×1, 2×1, 2×2, 4×2, 4×4, 8×4 pixels.
    ['8×8 grey interlaced', png(8, 8, 8, 0, 1), 2 + 2 + 3 + 2 * 3 + 2 * 5 + 4 * 5 + 4 * 9],
    ['a bad colour type', png(3, 2, 8, 5), null],
    ['a bad depth', png(3, 2, 7, 2), null],
    ['not a PNG', Buffer.from('GIF89a'), null],
  ])('%s', (_, file, expected) => {
    expect(pngPixelDataLength(file)).toBe(expected);
  });
});
