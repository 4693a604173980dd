// A real PNG made in a few lines, for the handover tests: the API tests (backend/test) and the
// back office in Chromium (e2e/staff.test.mjs). Plain JavaScript so both can import it.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc(bytes) {
  let c = 0xffffffff;
  for (const x of bytes) c = CRC_TABLE[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return Buffer.concat([len, body, sum]);
}

const GREY = () => [0x80, 0x80, 0x80];

/**
 * A PNG of w × h RGB pixels, as a phone photo or a drawn signature would arrive (only simpler);
 * `colour(x, y)` gives each pixel's [r, g, b] (default: all grey).
 */
export function pngImage(w = 4, h = 3, colour = GREY) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bits per channel
  ihdr[9] = 2; // RGB
  const row = (y) => {
    const r = Buffer.alloc(1 + w * 3); // filter byte 0, then the pixels
    for (let x = 0; x < w; x++) r.set(colour(x, y), 1 + x * 3);
    return r;
  };
  const raw = Buffer.concat(Array.from({ length: h }, (_, y) => row(y)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
