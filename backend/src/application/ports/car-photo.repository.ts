import type { CarPhoto, CarPhotoFormat } from '../../domain/catalogue/car-photos.js';

/** One stored file of a photo: one width in one format. */
export type CarPhotoFile = { width: number; format: CarPhotoFormat; data: Uint8Array };

export type NewCarPhoto = CarPhoto & { addedBy: string; files: CarPhotoFile[] };

export type StoredCarPhoto = CarPhoto & { addedAt: Date; addedBy: string; bytes: number };

/** The car photos and their encoded files (PostgreSQL bytea: every instance and every backup has them). */
export abstract class CarPhotoRepository {
  /** Every photo (of one car when given), oldest first. */
  abstract list(carType?: string): Promise<StoredCarPhoto[]>;
  abstract find(id: string): Promise<StoredCarPhoto | null>;
  /**
   * Stores the photo and its files in one transaction, unless its car has `maxPerCar` photos
   * already: counted there, under a lock per car, so parallel uploads cannot pass the limit.
   * 'full' then (nothing stored); 'stored' otherwise (also when the same image was stored meanwhile).
   */
  abstract add(photo: NewCarPhoto, maxPerCar: number): Promise<'stored' | 'full'>;
  /** Deletes one photo of a car with its files; false when there is none. */
  abstract remove(carType: string, id: string): Promise<boolean>;
  abstract file(id: string, width: number, format: CarPhotoFormat): Promise<Uint8Array | null>;
}
