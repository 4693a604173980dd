import { ValidationError } from '../errors.js';
import {
  CAR_PHOTO_MAX_BYTES,
  CAR_PHOTO_MESSAGES,
  checkPhotoDimensions,
  checkPhotoFile,
  detectPhotoType,
  parsePhotoFileName,
  photoFallbackWidth,
  photoSrcSet,
  photoWidths,
  type CarPhoto,
} from './car-photos.js';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], '\0\x10JFIF\0\x01\x01\0\0\x01');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], '\0\0\0\rIHDR');
const WEBP = bytes('RIFF\x10\0\0\0WEBPVP8 ');
const HEIC = bytes('\0\0\0\x18ftypheic\0\0\0\0mif1heic');
const HEIF_MIF1 = bytes('\0\0\0\x1cftypmif1\0\0\0\0mif1miaf');
const MP4 = bytes('\0\0\0\x18ftypisom\0\0\x02\0isomiso2');

describe('car photos: the type by content', () => {
  it.each([
    ['JPEG', JPEG, 'jpeg'],
    ['PNG', PNG, 'png'],
    ['WebP', WEBP, 'webp'],
    ['HEIC (ftyp heic)', HEIC, 'heic'],
    ['HEIF (ftyp mif1)', HEIF_MIF1, 'heic'],
    ['an MP4 video', MP4, null],
    ['text', bytes('hello, this is not a photo'), null],
    ['a GIF', bytes('GIF89a\x01\0\x01\0\0\0\0\0'), null],
    ['nothing', new Uint8Array(), null],
  ])('%s', (_name, head, type) => {
    expect(detectPhotoType(head)).toBe(type);
  });

  it('refuses HEIC with the message to send JPEG, other files as not an image, before decoding', () => {
    expect(() => checkPhotoFile({ size: 1000, head: HEIC })).toThrow(/send the photo as JPEG/);
    expect(() => checkPhotoFile({ size: 1000, head: bytes('plain text named .jpg') })).toThrow(CAR_PHOTO_MESSAGES.notImage);
    expect(() => checkPhotoFile({ size: CAR_PHOTO_MAX_BYTES + 1, head: JPEG })).toThrow(CAR_PHOTO_MESSAGES.tooLarge);
    expect(() => checkPhotoFile({ size: 0, head: JPEG })).toThrow(ValidationError);
    expect(checkPhotoFile({ size: CAR_PHOTO_MAX_BYTES, head: JPEG })).toBe('jpeg');
  });

  it('refuses more than 8000 px on a side and unreadable headers', () => {
    expect(() => checkPhotoDimensions({ width: 8001, height: 10 })).toThrow(CAR_PHOTO_MESSAGES.tooManyPixels);
    expect(() => checkPhotoDimensions({ width: 10, height: 9000 })).toThrow(CAR_PHOTO_MESSAGES.tooManyPixels);
    expect(() => checkPhotoDimensions(null)).toThrow(CAR_PHOTO_MESSAGES.corrupt);
    expect(checkPhotoDimensions({ width: 8000, height: 8000 })).toEqual({ width: 8000, height: 8000 });
  });
});

describe('car photos: widths and names', () => {
  it.each([
    [4000, [480, 960, 1600]],
    [1601, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1200, [480, 960, 1200]],
    [960, [480, 960]],
    [700, [480, 700]],
    [480, [480]],
    [300, [300]],
  ])('an original %i px wide is stored at %j (never enlarged)', (width, widths) => {
    expect(photoWidths(width)).toEqual(widths);
  });

  const photo: CarPhoto = { id: '0123456789abcdef0123', carType: 'Toyota FJ Cruiser', width: 1600, height: 1000, widths: [480, 960, 1600] };

  it('builds srcset and file names from the content hash', () => {
    expect(photoSrcSet(photo, 'avif')).toBe('/photos/0123456789abcdef0123-480.avif 480w, /photos/0123456789abcdef0123-960.avif 960w, /photos/0123456789abcdef0123-1600.avif 1600w');
    expect(photoFallbackWidth(photo, 960)).toBe(960);
    expect(photoFallbackWidth({ ...photo, widths: [480, 700] }, 960)).toBe(700);
    expect(parsePhotoFileName('0123456789abcdef0123-960.webp')).toEqual({ id: '0123456789abcdef0123', width: 960, format: 'webp' });
    for (const bad of ['0123456789abcdef0123-960.jpg', '../etc/passwd', '0123456789ABCDEF0123-960.webp', '0123456789abcdef0123-0960.avif', '0123456789abcdef012-960.avif', '0123456789abcdef0123-960.avif/x']) {
      expect(parsePhotoFileName(bad)).toBeNull();
    }
  });
});
