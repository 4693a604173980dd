import { ValidationError } from '../errors.js';

/**
 * Real photos of the fleet's cars (docs/staff.md): what a photo may be, the sizes it is
 * stored in and the addresses it is served under. A photo belongs to a car by its display name
 * (`Vehicle.carType`, e.g. `Toyota FJ Cruiser`); the drawn pictures stay until a car has photos.
 */

/** The largest photo file accepted, checked before anything is decoded. */
export const CAR_PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** The longest side accepted, read from the image's header before it is decoded. */
export const CAR_PHOTO_MAX_SIDE = 8000;
/** The widths stored (AVIF and WebP each); a smaller original is not enlarged. */
export const CAR_PHOTO_WIDTHS: readonly number[] = Object.freeze([480, 960, 1600]);
export const CAR_PHOTO_FORMATS = ['avif', 'webp'] as const;
export type CarPhotoFormat = (typeof CAR_PHOTO_FORMATS)[number];
/** The most photos one car may have. */
export const CAR_PHOTOS_PER_CAR = 12;

export const CAR_PHOTO_MESSAGES = {
  heic: 'This is a HEIC/HEIF photo (an iPhone default), which the server cannot read: send the photo as JPEG (on the iPhone: Settings › Camera › Formats › Most Compatible, or share it as JPEG)',
  notImage: 'The file is not a JPEG, PNG or WebP image (checked by its content, not its name)',
  corrupt: 'The image could not be read: the file is damaged or incomplete',
  empty: 'The file is empty',
  tooLarge: `The photo is larger than ${CAR_PHOTO_MAX_BYTES / 1024 / 1024} MB: send a smaller one`,
  tooManyPixels: `The photo is larger than ${CAR_PHOTO_MAX_SIDE} pixels on a side: send a smaller one`,
  tooMany: `A car has at most ${CAR_PHOTOS_PER_CAR} photos: remove one first`,
} as const;

/** The input types accepted, by their magic bytes; `heic` is recognised only to be refused with its own message. */
export type CarPhotoInputType = 'jpeg' | 'png' | 'webp' | 'heic';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The type of an image file from its first bytes (at least 16 of them): JPEG (FF D8 FF), PNG (its
 * 8-byte signature), WebP (RIFF....WEBP), HEIC/HEIF/AVIF-like ISO media files by their `ftyp` box
 * with a HEIF brand; anything else null.
 */
export function detectPhotoType(head: Uint8Array): CarPhotoInputType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brands = [ascii(head, 8, 12), ...Array.from({ length: Math.max(0, Math.floor((Math.min(head.length, 64) - 16) / 4)) }, (_, i) => ascii(head, 16 + i * 4, 20 + i * 4))];
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heic';
  }
  return null;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2', 'avif', 'avis']);

function refuse(message: string): never {
  throw new ValidationError([{ field: 'photo', type: 'invalid', message }], message);
}

/** Checks a file before it is decoded: its size and its type by content. Returns the type. */
export function checkPhotoFile(file: { size: number; head: Uint8Array }): Exclude<CarPhotoInputType, 'heic'> {
  if (file.size <= 0) refuse(CAR_PHOTO_MESSAGES.empty);
  if (file.size > CAR_PHOTO_MAX_BYTES) refuse(CAR_PHOTO_MESSAGES.tooLarge);
  const type = detectPhotoType(file.head);
  if (type === 'heic') refuse(CAR_PHOTO_MESSAGES.heic);
  if (type === null) refuse(CAR_PHOTO_MESSAGES.notImage);
  return type;
}

/** Checks the pixel size read from the header (null: the header could not be read). */
export function checkPhotoDimensions(size: { width: number; height: number } | null): { width: number; height: number } {
  if (!size || !(size.width > 0) || !(size.height > 0)) refuse(CAR_PHOTO_MESSAGES.corrupt);
  if (size.width > CAR_PHOTO_MAX_SIDE || size.height > CAR_PHOTO_MAX_SIDE) refuse(CAR_PHOTO_MESSAGES.tooManyPixels);
  return size;
}

export function refuseCorruptPhoto(): never {
  refuse(CAR_PHOTO_MESSAGES.corrupt);
}

/** The same image is a photo of another car already. */
export function refusePhotoOfOtherCar(carType: string): never {
  refuse(`This photo is already a photo of the ${carType}`);
}

export function refuseTooManyPhotos(): never {
  refuse(CAR_PHOTO_MESSAGES.tooMany);
}

/**
 * The widths to store for an original `width` px wide (after rotation): each of CAR_PHOTO_WIDTHS
 * below it, and the original width itself in place of the first one above it (never enlarged).
 */
export function photoWidths(width: number): number[] {
  const below = CAR_PHOTO_WIDTHS.filter((w) => w < width);
  return below.length === CAR_PHOTO_WIDTHS.length ? [...below] : [...below, Math.max(1, Math.round(width))];
}

/** A stored photo as the site and the back office see it. */
export type CarPhoto = {
  /** The content hash (hex) of the original: the photo's id and the start of its file names. */
  readonly id: string;
  readonly carType: string;
  /** Pixel size after rotation. */
  readonly width: number;
  readonly height: number;
  /** The widths stored, ascending (each in AVIF and WebP). */
  readonly widths: readonly number[];
};

/** The site's photos by car type (display name), in upload order; cars without photos are absent. */
export type SiteCarPhotos = Readonly<Record<string, readonly CarPhoto[]>>;

/** `/photos/<id>-<width>.<format>`: a name that changes whenever the content does (served immutable). */
export function photoUrl(photo: Pick<CarPhoto, 'id'>, width: number, format: CarPhotoFormat): string {
  return `/photos/${photo.id}-${width}.${format}`;
}

/** `srcset` of one format: every stored width. */
export function photoSrcSet(photo: CarPhoto, format: CarPhotoFormat): string {
  return photo.widths.map((w) => `${photoUrl(photo, w, format)} ${w}w`).join(', ');
}

/** The stored width closest to `target` from above (else the largest). */
export function photoFallbackWidth(photo: CarPhoto, target: number): number {
  return photo.widths.find((w) => w >= target) ?? photo.widths[photo.widths.length - 1];
}

/** A served file name split into its parts, or null when it is not one (`<hex id>-<width>.<avif|webp>`). */
export function parsePhotoFileName(name: string): { id: string; width: number; format: CarPhotoFormat } | null {
  const m = /^([0-9a-f]{20})-([1-9][0-9]{0,4})\.(avif|webp)$/.exec(name);
  return m ? { id: m[1], width: Number(m[2]), format: m[3] as CarPhotoFormat } : null;
}

/** The id of an original: the first 20 hex digits of its SHA-256. */
export function photoIdOf(sha256Hex: string): string {
  return sha256Hex.slice(0, 20).toLowerCase();
}
