import type { ImageSize } from '../../domain/shared/image-size.js';
import type { CarPhotoFile } from './car-photo.repository.js';

/** What can be learnt about a file without decoding it. */
export type FileProbe = { size: number; head: Uint8Array; sha256: string };

/** Reads and encodes images (the sharp adapter); files are named by path (an upload on disk, the CLI's argument). */
export abstract class ImageProcessor {
  /** Size, first 64 bytes and SHA-256 of a file (streamed; nothing decoded). */
  abstract probe(path: string): Promise<FileProbe>;
  /** Pixel size as stored after the EXIF orientation is applied, from the header only; null when unreadable. */
  abstract dimensions(path: string): Promise<{ width: number; height: number } | null>;
  /** The image rotated by its EXIF orientation, metadata dropped, at each width in AVIF and WebP; rejects when it cannot be decoded. */
  abstract encode(path: string, widths: readonly number[]): Promise<CarPhotoFile[]>;
  /** A small JPEG of a JPEG or PNG (its longest side at most `side` px, EXIF orientation applied); null when it cannot be decoded. */
  abstract thumbnail(image: Uint8Array, side: number): Promise<Uint8Array | null>;
  /**
   * A PNG decoded within `max` pixels (and its pixel data no longer than its header declares) and
   * encoded again as a fresh PNG: what is stored and drawn. Null when it cannot be decoded so.
   */
  abstract freshPng(png: Uint8Array, max: ImageSize): Promise<Uint8Array | null>;
}
