import { Injectable } from '@nestjs/common';
import {
  checkPhotoDimensions,
  checkPhotoFile,
  CAR_PHOTOS_PER_CAR,
  photoIdOf,
  photoWidths,
  refuseCorruptPhoto,
  refusePhotoOfOtherCar,
  refuseTooManyPhotos,
  type CarPhoto,
  type CarPhotoFormat,
  type SiteCarPhotos,
} from '../../domain/catalogue/car-photos.js';
import { carKey } from '../../domain/catalogue/cars.js';
import { CarPhotoNotFoundError, UnknownCarError, ValidationError } from '../../domain/errors.js';
import { CarPhotoRepository, type StoredCarPhoto } from '../ports/car-photo.repository.js';
import { ImageProcessor } from '../ports/image-processor.js';
import { CatalogueRepository } from '../ports/catalogue.repository.js';

/** How long an instance keeps the site's photo list before reading it again (another instance's change shows within this). */
const SITE_PHOTOS_TTL_MS = 3000;

export type CarPhotoView = StoredCarPhoto;

/**
 * Photos of the catalogue's cars (docs/staff.md): `rentals cars photo add|list|remove` and the upload on
 * /staff/fleet/photos. A photo is checked before it is decoded (size, type by content, pixel size
 * from the header), then encoded (AVIF and WebP at up to three widths) one photo at a time, since
 * encoding takes a core for seconds; the site reads the list through `sitePhotos`.
 */
@Injectable()
export class CarPhotosService {
  /** The encodings in progress, one after another. */
  private queue: Promise<unknown> = Promise.resolve();
  private site: { at: number; value: Promise<{ version: string; photos: SiteCarPhotos }> } | null = null;
  private lastSite: { version: string; photos: SiteCarPhotos } | null = null;

  constructor(
    private readonly photos: CarPhotoRepository,
    private readonly images: ImageProcessor,
    private readonly catalogue: CatalogueRepository,
  ) {}

  /**
   * The catalogue car's display name for a name typed by staff (any letter case, hyphens as
   * spaces): any car of the catalogue, hidden ones too (their photos are ready when they are shown again).
   */
  async carType(name: unknown): Promise<string> {
    const key = carKey(typeof name === 'string' ? name : '');
    const cars = await this.catalogue.cars();
    const car = key ? cars.find((c) => carKey(c.name) === key) : undefined;
    if (!car) throw new UnknownCarError(String(name ?? ''), cars.map((c) => c.name), 'car');
    return car.name;
  }

  /**
   * Adds the image file at `path` (left in place: the caller removes its own temporary files) as a
   * photo of `car`. The same image added again to the same car is the same photo.
   */
  async add(input: { car: unknown; path: string; by: string }): Promise<CarPhotoView> {
    const carType = await this.carType(input.car);
    const probe = await this.images.probe(input.path);
    checkPhotoFile(probe);
    const original = checkPhotoDimensions(await this.images.dimensions(input.path));
    const id = photoIdOf(probe.sha256);
    const existing = await this.photos.find(id);
    if (existing) {
      if (existing.carType === carType) return existing;
      refusePhotoOfOtherCar(existing.carType);
    }
    if ((await this.photos.list(carType)).length >= CAR_PHOTOS_PER_CAR) refuseTooManyPhotos();
    const files = await this.serially(() => this.images.encode(input.path, photoWidths(original.width))).catch((e: unknown) => {
      if (e instanceof ValidationError) throw e;
      return refuseCorruptPhoto();
    });
    const widths = [...new Set(files.map((f) => f.width))].sort((a, b) => a - b);
    const largest = widths[widths.length - 1];
    const photo: CarPhoto = { id, carType, width: largest, height: Math.max(1, Math.round((original.height / original.width) * largest)), widths };
    await this.photos.add({ ...photo, addedBy: input.by, files });
    this.site = null;
    const saved = (await this.photos.find(id))!;
    if (saved.carType !== carType) refusePhotoOfOtherCar(saved.carType);
    return saved;
  }

  async list(car?: unknown): Promise<CarPhotoView[]> {
    return this.photos.list(car === undefined ? undefined : await this.carType(car));
  }

  async remove(car: unknown, id: unknown): Promise<void> {
    const carType = await this.carType(car);
    const photoId = typeof id === 'string' ? id.trim().toLowerCase() : '';
    if (!/^[0-9a-f]{20}$/.test(photoId) || !(await this.photos.remove(carType, photoId))) throw new CarPhotoNotFoundError(carType, String(id ?? ''));
    this.site = null;
  }

  /** One served file (`/photos/<id>-<width>.<format>`), null when there is none. */
  file(id: string, width: number, format: CarPhotoFormat): Promise<Uint8Array | null> {
    return this.photos.file(id, width, format);
  }

  /**
   * The site's photos by car and a version that changes with them (the page cache's key), read
   * again at most every 3 s and at once after a change made through this instance.
   */
  sitePhotos(now = Date.now()): Promise<{ version: string; photos: SiteCarPhotos }> {
    if (!this.site || now - this.site.at > SITE_PHOTOS_TTL_MS) {
      const value = this.photos.list().then(
        (list) => {
          const photos: Record<string, CarPhoto[]> = {};
          for (const p of list) (photos[p.carType] ??= []).push({ id: p.id, carType: p.carType, width: p.width, height: p.height, widths: [...p.widths] });
          this.lastSite = { version: list.map((p) => p.id).join('.') || 'none', photos };
          return this.lastSite;
        },
        // The database is away: the photos last read stay on the site (as the price tables do).
        (e: unknown) => {
          if (this.lastSite) return this.lastSite;
          throw e;
        },
      );
      // A failed read is not kept: the next page tries again.
      value.catch(() => {
        if (this.site?.value === value) this.site = null;
      });
      this.site = { at: now, value };
    }
    return this.site.value;
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
