import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CarPhotoRepository, type NewCarPhoto, type StoredCarPhoto } from '../../../application/ports/car-photo.repository.js';
import type { CarPhotoFormat } from '../../../domain/catalogue/car-photos.js';
import { inTransaction, poolSql, type Sql } from '../transaction.js';

type PhotoRow = { id: string; car_type: string; width: number; height: number; widths: number[]; added_by: string; added_at: Date; bytes: string | null };

const SELECT = `SELECT p.id, p.car_type, p.width, p.height, p.widths, p.added_by, p.added_at,
                       (SELECT sum(octet_length(f.data)) FROM car_photo_files f WHERE f.photo_id = p.id) AS bytes
                  FROM car_photos p`;

function map(r: PhotoRow): StoredCarPhoto {
  return {
    id: r.id,
    carType: r.car_type,
    width: Number(r.width),
    height: Number(r.height),
    widths: r.widths.map(Number),
    addedBy: r.added_by,
    addedAt: new Date(r.added_at),
    bytes: Number(r.bytes ?? 0),
  };
}

/** `car_photos` and `car_photo_files` (migration 1766500000000). */
@Injectable()
export class TypeOrmCarPhotoRepository extends CarPhotoRepository {
  private readonly sql: Sql;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  async list(carType?: string): Promise<StoredCarPhoto[]> {
    const rows = carType === undefined
      ? await this.sql<PhotoRow>(`${SELECT} ORDER BY p.added_at, p.id`)
      : await this.sql<PhotoRow>(`${SELECT} WHERE p.car_type = $1 ORDER BY p.added_at, p.id`, [carType]);
    return rows.map(map);
  }

  async find(id: string): Promise<StoredCarPhoto | null> {
    const [row] = await this.sql<PhotoRow>(`${SELECT} WHERE p.id = $1`, [id]);
    return row ? map(row) : null;
  }

  async add(photo: NewCarPhoto, maxPerCar: number): Promise<'stored' | 'full'> {
    return inTransaction(this.dataSource, async (sql) => {
      // One upload of a car at a time from here to the commit: the count below sees every photo stored before.
      await sql(`SELECT pg_advisory_xact_lock(hashtext('car_photos:' || $1))`, [photo.carType]);
      const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM car_photos WHERE car_type = $1 AND id <> $2`, [photo.carType, photo.id]);
      if (n >= maxPerCar) return 'full';
      // The same image sent twice at once: the first one stores it, the second finds it (CarPhotosService).
      const inserted = await sql(`INSERT INTO car_photos (id, car_type, width, height, widths, added_by) VALUES ($1, $2, $3, $4, $5::int[], $6) ON CONFLICT (id) DO NOTHING RETURNING id`, [
        photo.id,
        photo.carType,
        photo.width,
        photo.height,
        [...photo.widths],
        photo.addedBy,
      ]);
      if (inserted.length === 0) return 'stored';
      for (const f of photo.files) {
        await sql(`INSERT INTO car_photo_files (photo_id, width, format, data) VALUES ($1, $2, $3, $4)`, [photo.id, f.width, f.format, Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength)]);
      }
      return 'stored';
    });
  }

  async remove(carType: string, id: string): Promise<boolean> {
    const rows = await this.sql<{ id: string }>(`DELETE FROM car_photos WHERE car_type = $1 AND id = $2 RETURNING id`, [carType, id]);
    return rows.length > 0;
  }

  async file(id: string, width: number, format: CarPhotoFormat): Promise<Uint8Array | null> {
    const [row] = await this.sql<{ data: Buffer }>(`SELECT data FROM car_photo_files WHERE photo_id = $1 AND width = $2 AND format = $3`, [id, width, format]);
    return row ? new Uint8Array(row.data.buffer, row.data.byteOffset, row.data.byteLength) : null;
  }
}
