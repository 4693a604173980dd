import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photos of the fleet's cars (docs/staff.md), keyed by the car's display name (the
 * catalogue's `carType`, e.g. `Toyota FJ Cruiser`):
 * - `car_photos`: one row per photo; its id is the start of the original's SHA-256 (the served file
 *   names are made from it, so they change whenever the content does);
 * - `car_photo_files`: each photo as AVIF and WebP at up to three widths, bytea, so every instance
 *   and every backup has them.
 */
export class CarPhotos1766500000000 implements MigrationInterface {
  name = 'CarPhotos1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE car_photos (
        id varchar(20) PRIMARY KEY CONSTRAINT car_photos_id_check CHECK (id ~ '^[0-9a-f]{20}$'),
        car_type varchar(100) NOT NULL,
        width integer NOT NULL CONSTRAINT car_photos_width_check CHECK (width > 0),
        height integer NOT NULL CONSTRAINT car_photos_height_check CHECK (height > 0),
        widths integer[] NOT NULL,
        added_by varchar(254) NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX car_photos_car_type_idx ON car_photos (car_type, added_at)`);
    await q.query(`
      CREATE TABLE car_photo_files (
        photo_id varchar(20) NOT NULL REFERENCES car_photos (id) ON DELETE CASCADE,
        width integer NOT NULL,
        format varchar(8) NOT NULL CONSTRAINT car_photo_files_format_check CHECK (format IN ('avif', 'webp')),
        data bytea NOT NULL,
        PRIMARY KEY (photo_id, width, format)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE car_photo_files`);
    await q.query(`DROP TABLE car_photos`);
  }
}
