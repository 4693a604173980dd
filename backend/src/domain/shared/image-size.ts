/**
 * The pixel size of a JPEG or PNG read from its headers alone, without decoding a pixel
 * (docs/operations.md, uploads): an 8000×8000 signature once took 11 s and 1 GB to decode. A PNG's
 * chunks are walked to its end with their checksums, so a corrupt file is refused when it arrives,
 * not when an agreement is drawn from it.
 */
export type ImageSize = { width: number; height: number };

/** The pixel limits of each kind of upload. */
export const SIGNATURE_MAX_PX: ImageSize = { width: 2000, height: 1000 };
export const PHOTO_MAX_PX: ImageSize = { width: 8000, height: 8000 };
export const DOCUMENT_MAX_PIXELS = 50_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let crcTable: Uint32Array | null = null;
function crc32(bytes: Uint8Array, start: number, end: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = crcTable[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const u16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];

/** A PNG's size from IHDR, once every chunk up to IEND is whole and its checksum right; null when it is not such a PNG. */
export function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 8 + 25 + 12 || !PNG_SIGNATURE.every((v, i) => b[i] === v)) return null;
  let size: ImageSize | null = null;
  let data = false;
  for (let i = 8; i + 12 <= b.length; ) {
    const length = u32(b, i);
    const end = i + 12 + length;
    if (length > 0x7fffffff || end > b.length) return null;
    const type = String.fromCharCode(b[i + 4], b[i + 5], b[i + 6], b[i + 7]);
    if (crc32(b, i + 4, i + 8 + length) !== u32(b, i + 8 + length)) return null;
    if (i === 8) {
      if (type !== 'IHDR' || length !== 13) return null;
      size = { width: u32(b, i + 8), height: u32(b, i + 12) };
      if (size.width === 0 || size.height === 0) return null;
    } else if (type === 'IDAT') data = true;
    else if (type === 'IEND') return data ? size : null;
    i = end;
  }
  return null;
}

/** A JPEG's size from its frame header (SOFn), reading markers up to it; null when there is none. */
export function jpegSize(b: Uint8Array): ImageSize | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = u16(b, i + 2);
    if (length < 2 || i + 2 + length > b.length) return null;
    const sof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (sof) {
      if (length < 7) return null;
      const size = { height: u16(b, i + 5), width: u16(b, i + 7) };
      return size.width > 0 && size.height > 0 ? size : null;
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data or its end before any frame header
    i += 2 + length;
  }
  return null;
}

/** The size of a JPEG or PNG by its headers; null when the file is neither, or is broken. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  return bytes[0] === 0x89 ? pngSize(bytes) : jpegSize(bytes);
}

/** Whether `size` fits within `max` (width and height each). */
export function fitsWithin(size: ImageSize, max: ImageSize): boolean {
  return size.width <= max.width && size.height <= max.height;
}

/** Samples per pixel of each PNG colour type (greyscale, RGB, palette, grey+alpha, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's passes: first column and row, column and row steps. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * The bytes a PNG's pixel data inflates to when it holds exactly the picture its IHDR declares
 * (each row: a filter byte and the packed samples; Adam7 passes when interlaced); null when the file
 * is not a whole PNG (`pngSize`) or its IHDR is not a valid one. The data of a crafted file may
 * inflate to far more (a 2000×1000 header over 500 MB of zeros): pdfkit inflates it all.
 */
export function pngPixelDataLength(b: Uint8Array): number | null {
  const size = pngSize(b);
  if (!size) return null;
  const depth = b[24];
  const channels = PNG_CHANNELS[b[25]];
  const interlace = b[28];
  if (!channels || ![1, 2, 4, 8, 16].includes(depth) || interlace > 1) return null;
  const rowBytes = (w: number) => (w === 0 ? 0 : 1 + Math.ceil((w * channels * depth) / 8));
  if (interlace === 0) return size.height * rowBytes(size.width);
  let total = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const w = Math.max(0, Math.ceil((size.width - x0) / dx));
    const h = Math.max(0, Math.ceil((size.height - y0) / dy));
    total += w === 0 ? 0 : h * rowBytes(w);
  }
  return total;
}
